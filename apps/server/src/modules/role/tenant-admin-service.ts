// A tenant's administrators, managed by platform administrators (the original's 超级管理员 dialog of the
// tenant list): list the users holding the tenant's administrator role, make a new one (a user of that
// tenant who signs in with the phone and password given), and take the role away again.
import {
  RoleKind,
  type TCreateTenantAdmin,
  type TEditTenantAdmin,
  type TRemoveTenantAdmin,
} from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { roleGrantOf } from '../../core/back-office.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { userIdentities, users } from '../../db/schema/index.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { requireFound, requirePlatformAdmin } from './policy.ts';
import type { RoleDeps } from './role-service.ts';

const adminShape = {
  id: col.int,
  name: col.text,
  phone: col.textOrNull,
  account: col.text,
  disabled: col.bool,
};

/** The tenant's administrator role (made with the tenant); 404 for an unknown tenant. */
async function adminRoleOf(db: DbOrTx, tenantId: string): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select r.id from roles r join tenants t on t.id = r.tenant_id
         where r.tenant_id = ${tenantId} and r.kind in (${RoleKind.tenantAdmin}, ${RoleKind.platformAdmin})
         order by r.id limit 1`,
    { id: col.int },
  );
  return requireFound(rows[0]).id;
}

async function requirePlatform(db: Db, actor: Actor) {
  requirePlatformAdmin(await roleGrantOf(db, actor.tenantId, actor.roleId));
}

export async function listTenantAdmins(db: Db, actor: Actor, tenantId: string) {
  await requirePlatform(db, actor);
  const roleId = await adminRoleOf(db, tenantId);
  return queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, u.phone, u.account, u.disabled
          from users u join user_identities ui on ui.user_id = u.id
         where u.tenant_id = ${tenantId} and ui.role_id = ${roleId} order by u.id`,
    adminShape,
  );
}

export async function createTenantAdmin(deps: RoleDeps, actor: Actor, input: TCreateTenantAdmin) {
  await requirePlatform(deps.db, actor);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const roleId = await adminRoleOf(tx, input.tenantId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users:${input.tenantId}`}))`);
    const taken = await queryRows(
      tx,
      sql`select id from users where tenant_id = ${input.tenantId} and (phone = ${input.phone} or account = ${input.phone})`,
      { id: col.int },
    );
    if (taken.length > 0) throw new AppError('TENANT_PHONE_TAKEN');
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: input.tenantId,
        account: input.phone,
        phone: input.phone,
        name: input.name,
        realName: input.name,
        passwordHash,
      })
      .returning({ id: users.id });
    const created = requireFound(user);
    await tx.insert(userIdentities).values({ userId: created.id, tenantId: input.tenantId, roleId });
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'tenantAdmin',
      entityId: created.id,
      after: { tenantId: input.tenantId, userId: created.id, name: input.name, phone: input.phone, roleId },
    });
    return created.id;
  });
}

export async function removeTenantAdmin(deps: RoleDeps, actor: Actor, input: TRemoveTenantAdmin) {
  await requirePlatform(deps.db, actor);
  if (input.tenantId === actor.tenantId && input.userId === actor.userId)
    throw new AppError('ROLE_SELF_LOCKOUT');
  await deps.db.transaction(async (tx) => {
    const roleId = await adminRoleOf(tx, input.tenantId);
    const rows = await queryRows(
      tx,
      sql`update user_identities set role_id = 0
           where tenant_id = ${input.tenantId} and user_id = ${input.userId} and role_id = ${roleId} returning user_id`,
      { user_id: col.int },
    );
    requireFound(rows[0]);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'removeUser',
      entityType: 'tenantAdmin',
      entityId: input.userId,
      before: { tenantId: input.tenantId, roleId },
      after: { tenantId: input.tenantId, roleId: 0 },
    });
  });
  await announceSessionChange(deps.realtime, {
    scope: 'user',
    tenantId: input.tenantId,
    userId: input.userId,
  });
}

/** Edits a tenant administrator's name and phone (their sign-in account follows the phone); audited. */
export async function editTenantAdmin(deps: RoleDeps, actor: Actor, input: TEditTenantAdmin) {
  await requirePlatform(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const roleId = await adminRoleOf(tx, input.tenantId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`users:${input.tenantId}`}))`);
    const before = requireFound(
      (
        await queryRows(
          tx,
          sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, u.phone, u.account, u.disabled
                from users u join user_identities ui on ui.user_id = u.id
               where u.tenant_id = ${input.tenantId} and u.id = ${input.userId} and ui.role_id = ${roleId}`,
          adminShape,
        )
      )[0],
    );
    const taken = await queryRows(
      tx,
      sql`select id from users where tenant_id = ${input.tenantId} and id <> ${input.userId}
            and (phone = ${input.phone} or account = ${input.phone})`,
      { id: col.int },
    );
    if (taken.length > 0) throw new AppError('TENANT_PHONE_TAKEN');
    await tx
      .update(users)
      .set({ name: input.name, realName: input.name, phone: input.phone, account: input.phone })
      .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'tenantAdmin',
      entityId: input.userId,
      before: { tenantId: input.tenantId, name: before.name, phone: before.phone, account: before.account },
      after: { tenantId: input.tenantId, name: input.name, phone: input.phone, account: input.phone },
    });
  });
}
