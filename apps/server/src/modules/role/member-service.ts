// Who holds a role: members, users who could be added, adding and removing (one role per user, as the
// original back office assigns it: `user_identities.role_id`). Only users inside the caller's data scope
// are listed or changed; a user's sessions learn the new role at once (announceSessionChange).
import type { TRoleUsersChange, TRoleUsersQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { readRoleGrant, roleGrantOf } from '../../core/back-office.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { requireFound, requireNotSelfLockout, requireWithinGrant, userInScope } from './policy.ts';
import { roleUserShape } from './queries.ts';
import { findRole, type RoleDeps } from './role-service.ts';

function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Members (`member`) of the role, or users of the scope who do not hold it yet (to add). */
export async function listRoleUsers(db: Db, actor: Actor, query: TRoleUsersQuery, member: boolean) {
  const scope = await dataScopeOf(db, actor);
  const role = await findRole(db, actor, scope, query.roleId);
  const { limit, offset } = pageWindow(query);
  const filters = [
    sql`u.tenant_id = ${actor.tenantId}`,
    sql`not u.disabled`,
    userInScope(actor, scope),
    member ? sql`ui.role_id = ${role.id}` : sql`coalesce(ui.role_id, 0) <> ${role.id}`,
  ];
  if (query.name) {
    const like = likeText(query.name);
    filters.push(
      sql`(u.name ilike ${like} or u.real_name ilike ${like} or u.account ilike ${like} or u.phone ilike ${like})`,
    );
  }
  const rows = await queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, u.account, u.phone, u.org_id,
               o.name as org_name, coalesce(ui.role_id, 0) as role_id, (count(*) over ())::int as total_num
          from users u
          left join user_identities ui on ui.user_id = u.id
          left join organisations o on o.id = u.org_id
         where ${sql.join(filters, sql` and `)}
         order by u.id limit ${limit} offset ${offset}`,
    roleUserShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/**
 * Gives the role to the users (`add`) or takes it from them. Users outside the tenant or scope are not
 * found; taking a role leaves the user with none. Repeating a change changes nothing.
 */
export async function changeRoleUsers(deps: RoleDeps, actor: Actor, input: TRoleUsersChange, add: boolean) {
  const mine = await roleGrantOf(deps.db, actor.tenantId, actor.roleId);
  const scope = await dataScopeOf(deps.db, actor);
  const userIds = [...new Set(input.userIds)];
  const changed = await deps.db.transaction(async (tx) => {
    const role = await findRole(tx, actor, scope, input.roleId, true);
    const grant = await readRoleGrant(tx, actor.tenantId, role.id);
    requireWithinGrant(mine, grant.codes, role.kind);
    if (!add) requireNotSelfLockout(actor, userIds, role);
    const found = await queryRows(
      tx,
      sql`select u.id, coalesce(ui.role_id, 0) as role_id from users u
            left join user_identities ui on ui.user_id = u.id
           where u.tenant_id = ${actor.tenantId} and u.id in ${sql`(${sql.join(
             userIds.map((id) => sql`${id}`),
             sql`, `,
           )})`}
             and ${userInScope(actor, scope)}
           for update of u`,
      { id: col.int, role_id: col.int },
    );
    requireFound(found.length === userIds.length ? found : undefined);
    // A user's current role is also handed over or taken: the caller must be able to manage it too.
    for (const user of found) {
      if (user.role_id === 0 || user.role_id === role.id) continue;
      const previous = await readRoleGrant(tx, actor.tenantId, user.role_id);
      requireWithinGrant(mine, previous.codes, previous.kind);
    }
    const targets = found.filter((user) => (add ? user.role_id !== role.id : user.role_id === role.id));
    for (const user of targets) {
      const next = add ? role.id : 0;
      await tx.execute(sql`insert into user_identities (user_id, tenant_id, role_id) values (${user.id}, ${actor.tenantId}, ${next})
        on conflict (user_id) do update set role_id = excluded.role_id`);
      await recordAudit(tx, actor, {
        module: 'role',
        action: add ? 'addUser' : 'removeUser',
        entityType: 'user',
        entityId: user.id,
        before: { roleId: user.role_id },
        after: { roleId: next },
      });
    }
    return targets.map((user) => user.id);
  });
  await announceSessionChange(
    deps.realtime,
    ...changed.map((userId) => ({ scope: 'user' as const, tenantId: actor.tenantId, userId })),
  );
  return changed.length;
}
