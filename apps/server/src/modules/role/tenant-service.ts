// Tenants, managed by platform administrators: list, create (with its administrator role), rename, set
// the domain, disable and enable. A disabled tenant's users get 666 at once: their sessions are forgotten
// on every instance (announceSessionChange, scope tenant) and the tenant resolver forgets it here.
import { RoleKind, type TCreateTenant, type TEditTenant, type TTenantListQuery } from '@elearning/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { roleGrantOf } from '../../core/back-office.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { roles, tenantDomains, tenants } from '../../db/schema/index.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { requireFound, requireNotOwnTenant, requirePlatformAdmin } from './policy.ts';
import { type TenantRow, tenantShape } from './queries.ts';

type TenantDeps = Pick<AppDeps, 'db' | 'realtime' | 'tenants'>;

const tenantColumns = sql`t.id, t.name, d.domain, t.disabled, t.created_at,
  (select count(*) from users u where u.tenant_id = t.id)::int as user_num`;

async function requirePlatform(deps: Pick<AppDeps, 'db'>, actor: Actor) {
  requirePlatformAdmin(await roleGrantOf(deps.db, actor.tenantId, actor.roleId));
}

export async function listTenants(deps: Pick<AppDeps, 'db'>, actor: Actor, query: TTenantListQuery) {
  await requirePlatform(deps, actor);
  const { limit, offset } = pageWindow(query);
  const filter = query.tenantName
    ? sql`t.name ilike ${`%${query.tenantName.replace(/[\\%_]/g, '\\$&')}%`}`
    : sql`true`;
  const rows = await queryRows(
    deps.db,
    sql`select ${tenantColumns}, (count(*) over ())::int as total_num
          from tenants t left join tenant_domains d on d.tenant_id = t.id
         where ${filter} order by t.created_at, t.id limit ${limit} offset ${offset}`,
    tenantShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function findTenant(tx: DbOrTx, tenantId: string): Promise<TenantRow | undefined> {
  const rows = await queryRows(
    tx,
    sql`select ${tenantColumns}, 1 as total_num from tenants t left join tenant_domains d on d.tenant_id = t.id
         where t.id = ${tenantId}`,
    tenantShape,
  );
  return rows[0];
}

async function setDomain(tx: DbOrTx, tenantId: string, domain: string | undefined) {
  if (domain === undefined) return;
  await tx.delete(tenantDomains).where(eq(tenantDomains.tenantId, tenantId));
  if (domain === '') return;
  const taken = await queryRows(tx, sql`select tenant_id from tenant_domains where domain = ${domain}`, {
    tenant_id: col.text,
  });
  if (taken.length > 0) throw new AppError('TENANT_DOMAIN_TAKEN');
  await tx.insert(tenantDomains).values({ domain, tenantId });
}

export async function createTenant(deps: TenantDeps, actor: Actor, input: TCreateTenant): Promise<TenantRow> {
  await requirePlatform(deps, actor);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenants'))`);
    if (await findTenant(tx, input.tenantId)) throw new AppError('TENANT_TAKEN');
    await tx
      .insert(tenants)
      .values({ id: input.tenantId, name: input.tenantName, siteName: input.tenantName });
    await setDomain(tx, input.tenantId, input.domain);
    // The new tenant's administrator role; its first administrator is given it by user management.
    await tx.insert(roles).values({
      tenantId: input.tenantId,
      name: '超级管理员',
      code: 'admin',
      kind: RoleKind.tenantAdmin,
      dataScope: 'all',
      createdBy: null,
    });
    const created = requireFound(await findTenant(tx, input.tenantId));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'tenant',
      entityId: input.tenantId,
      after: created,
    });
    return created;
  });
}

export async function editTenant(deps: TenantDeps, actor: Actor, input: TEditTenant): Promise<TenantRow> {
  await requirePlatform(deps, actor);
  if (input.isDisabled === 1) requireNotOwnTenant(actor, input.tenantId);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const found = requireFound(await findTenant(tx, input.tenantId));
    await tx.execute(sql`select id from tenants where id = ${input.tenantId} for update`);
    const patch: Partial<typeof tenants.$inferInsert> = {};
    if (input.tenantName !== undefined) patch.name = input.tenantName;
    if (input.isDisabled !== undefined) patch.disabled = input.isDisabled === 1;
    if (Object.keys(patch).length > 0)
      await tx.update(tenants).set(patch).where(eq(tenants.id, input.tenantId));
    await setDomain(tx, input.tenantId, input.domain);
    const changed = requireFound(await findTenant(tx, input.tenantId));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'tenant',
      entityId: input.tenantId,
      before: found,
      after: changed,
    });
    return { before: found, after: changed };
  });
  deps.tenants.forget(input.tenantId);
  if (before.disabled !== after.disabled) {
    await announceSessionChange(deps.realtime, { scope: 'tenant', tenantId: input.tenantId });
  }
  return after;
}
