// Roles of a tenant: list, create, edit, delete, their codes and data scope. Every change is audited in its
// transaction and announced to every instance after it commits (core/back-office.ts keeps grants in memory).
import type {
  TCreateRole,
  TEditRole,
  TRoleListQuery,
  TSetRoleDataScope,
  TSetRolePrivileges,
} from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { announceRoleChange, readRoleGrant, roleGrantOf } from '../../core/back-office.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { rolePrivileges, roles } from '../../db/schema/index.ts';
import { requireCategory } from './category-service.ts';
import { requireCustomRole, requireFound, requireWithinGrant, roleInScope } from './policy.ts';
import { countedRoleShape, type RoleRow, roleColumns, roleShape } from './queries.ts';

export type RoleDeps = Pick<AppDeps, 'db' | 'realtime'>;

export async function listRoles(db: Db, actor: Actor, query: TRoleListQuery) {
  const { limit, offset } = pageWindow(query);
  const scope = await dataScopeOf(db, actor);
  const filters = [sql`r.tenant_id = ${actor.tenantId}`, roleInScope(actor, scope)];
  if (query.categoryId) filters.push(sql`r.category_id = ${query.categoryId}`);
  if (query.roleName) filters.push(sql`r.name ilike ${`%${query.roleName.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = await queryRows(
    db,
    sql`select ${roleColumns}, (count(*) over ())::int as total_num
          from roles r left join users cu on cu.id = r.created_by
         where ${sql.join(filters, sql` and `)}
         order by r.id limit ${limit} offset ${offset}`,
    countedRoleShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One role of the caller's tenant and data scope (404 otherwise). */
export async function findRole(
  db: DbOrTx,
  actor: Actor,
  scope: DataScope,
  roleId: number,
  lock = false,
): Promise<RoleRow> {
  const rows = await queryRows(
    db,
    sql`select ${roleColumns} from roles r left join users cu on cu.id = r.created_by
         where r.tenant_id = ${actor.tenantId} and r.id = ${roleId} and ${roleInScope(actor, scope)}
         ${lock ? sql`for update of r` : sql``}`,
    roleShape,
  );
  return requireFound(rows[0]);
}

async function requireCodeFree(tx: DbOrTx, tenantId: string, code: string, exceptId = 0) {
  const taken = await queryRows(
    tx,
    sql`select id from roles where tenant_id = ${tenantId} and lower(code) = lower(${code}) and id <> ${exceptId}`,
    { id: col.int },
  );
  if (taken.length > 0) throw new AppError('ROLE_CODE_TAKEN');
}

export async function createRole(deps: RoleDeps, actor: Actor, input: TCreateRole): Promise<RoleRow> {
  const scope = await dataScopeOf(deps.db, actor);
  return deps.db.transaction(async (tx) => {
    // Serialises creations of the tenant so two tabs creating one code get one role and one conflict.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roles:${actor.tenantId}`}))`);
    await requireCodeFree(tx, actor.tenantId, input.roleCode);
    if (input.categoryId) await requireCategory(tx, actor.tenantId, input.categoryId);
    const [role] = await tx
      .insert(roles)
      .values({
        tenantId: actor.tenantId,
        name: input.roleName,
        code: input.roleCode,
        description: input.remark ?? '',
        dataScope: input.dataScope,
        categoryId: input.categoryId ?? null,
        createdBy: actor.userId,
      })
      .returning({ id: roles.id });
    const created = await findRole(tx, actor, scope, requireFound(role).id);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'role',
      entityId: created.id,
      after: created,
    });
    return created;
  });
}

export async function editRole(deps: RoleDeps, actor: Actor, input: TEditRole): Promise<RoleRow> {
  const scope = await dataScopeOf(deps.db, actor);
  const updated = await deps.db.transaction(async (tx) => {
    const before = await findRole(tx, actor, scope, input.roleId, true);
    const disabled = input.isEnabled === 0;
    if (disabled !== before.disabled) requireCustomRole(before);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roles:${actor.tenantId}`}))`);
    await requireCodeFree(tx, actor.tenantId, input.roleCode, before.id);
    if (input.categoryId) await requireCategory(tx, actor.tenantId, input.categoryId);
    await tx
      .update(roles)
      .set({
        name: input.roleName,
        code: input.roleCode,
        description: input.remark ?? '',
        dataScope: input.dataScope,
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        disabled,
        updatedAt: new Date(),
      })
      .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.id, before.id)));
    const after = await findRole(tx, actor, scope, before.id);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'role',
      entityId: before.id,
      before,
      after,
    });
    return after;
  });
  await announceRoleChange(deps.realtime, { tenantId: actor.tenantId, roleId: updated.id });
  return updated;
}

export async function deleteRole(deps: RoleDeps, actor: Actor, roleId: number): Promise<void> {
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const before = await findRole(tx, actor, scope, roleId, true);
    requireCustomRole(before);
    // Holders are checked under the role's lock; a user given the role meanwhile waits for it.
    const holders = await queryRows(
      tx,
      sql`select count(*)::int as n from user_identities where tenant_id = ${actor.tenantId} and role_id = ${roleId}`,
      { n: col.int },
    );
    if ((holders[0]?.n ?? 0) > 0) throw new AppError('ROLE_HAS_USERS');
    await tx.delete(roles).where(and(eq(roles.tenantId, actor.tenantId), eq(roles.id, roleId)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'delete',
      entityType: 'role',
      entityId: roleId,
      before,
    });
  });
  await announceRoleChange(deps.realtime, { tenantId: actor.tenantId, roleId });
}

/** The role's codes as stored (an administrator role holds every code by its kind instead). */
export async function roleGrantFor(db: Db, actor: Actor, roleId: number) {
  const role = await findRole(db, actor, await dataScopeOf(db, actor), roleId);
  return { role, grant: await readRoleGrant(db, actor.tenantId, roleId) };
}

export async function setRolePrivileges(
  deps: RoleDeps,
  actor: Actor,
  input: TSetRolePrivileges,
): Promise<void> {
  await rewriteRolePrivileges(deps, actor, input.roleId, () => input.codes);
}

/**
 * The role's codes replaced by what `next` makes of the codes it holds, under the role's row lock (so two
 * tabs adding menus at once both land). The caller adds or removes only codes they hold themselves.
 */
export async function rewriteRolePrivileges(
  deps: RoleDeps,
  actor: Actor,
  roleId: number,
  next: (held: ReadonlySet<string>) => readonly string[],
): Promise<void> {
  const mine = await roleGrantOf(deps.db, actor.tenantId, actor.roleId);
  const scope = await dataScopeOf(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const role = await findRole(tx, actor, scope, roleId, true);
    requireCustomRole(role);
    const before = await readRoleGrant(tx, actor.tenantId, role.id);
    const codes = [...new Set(next(before.codes))];
    requireWithinGrant(
      mine,
      codes.filter((code) => !before.codes.has(code)),
    );
    requireWithinGrant(
      mine,
      [...before.codes].filter((code) => !codes.includes(code)),
    );
    await tx
      .delete(rolePrivileges)
      .where(and(eq(rolePrivileges.tenantId, actor.tenantId), eq(rolePrivileges.roleId, role.id)));
    if (codes.length > 0) {
      await tx
        .insert(rolePrivileges)
        .values(codes.map((code) => ({ tenantId: actor.tenantId, roleId: role.id, code })));
    }
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role.id));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'grant',
      entityType: 'role',
      entityId: role.id,
      before: { codes: [...before.codes].sort() },
      after: { codes: [...codes].sort() },
    });
  });
  await announceRoleChange(deps.realtime, { tenantId: actor.tenantId, roleId });
}

export async function setRoleDataScope(
  deps: RoleDeps,
  actor: Actor,
  input: TSetRoleDataScope,
): Promise<RoleRow> {
  const scope = await dataScopeOf(deps.db, actor);
  const after = await deps.db.transaction(async (tx) => {
    const before = await findRole(tx, actor, scope, input.roleId, true);
    requireCustomRole(before);
    await tx
      .update(roles)
      .set({ dataScope: input.dataScope, updatedAt: new Date() })
      .where(eq(roles.id, before.id));
    const changed = await findRole(tx, actor, scope, before.id);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'scope',
      entityType: 'role',
      entityId: before.id,
      before,
      after: changed,
    });
    return changed;
  });
  await announceRoleChange(deps.realtime, { tenantId: actor.tenantId, roleId: input.roleId });
  return after;
}
