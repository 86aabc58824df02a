// The role page's side tree (the original 角色分类): categories a tenant files its roles under. A category
// holding roles is not deleted; a role created or moved into a category meanwhile waits for the deletion's
// row lock (requireCategory takes a share lock), so no role is left filed under a deleted category.
import type { TCreateRoleCategory, TEditRoleCategory } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { roleCategories } from '../../db/schema/index.ts';
import { requireFound, roleInScope } from './policy.ts';

const categoryShape = { id: col.int, name: col.text, role_num: col.int };

/** The tenant's categories with how many roles of the caller's data scope each holds. */
export async function listRoleCategories(db: Db, actor: Actor) {
  const scope = await dataScopeOf(db, actor);
  return queryRows(
    db,
    sql`select rc.id, rc.name,
          (select count(*) from roles r left join users cu on cu.id = r.created_by
            where r.tenant_id = rc.tenant_id and r.category_id = rc.id and ${roleInScope(actor, scope)})::int as role_num
        from role_categories rc where rc.tenant_id = ${actor.tenantId} order by rc.id`,
    categoryShape,
  );
}

/** The category of the tenant (404 otherwise), share-locked until the caller's transaction ends. */
export async function requireCategory(
  tx: DbOrTx,
  tenantId: string,
  id: number,
  lock: 'share' | 'update' = 'share',
) {
  const rows = await queryRows(
    tx,
    sql`select rc.id, rc.name, 0 as role_num from role_categories rc
         where rc.tenant_id = ${tenantId} and rc.id = ${id}
         ${lock === 'share' ? sql`for share` : sql`for update`}`,
    categoryShape,
  );
  return requireFound(rows[0]);
}

async function requireNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`role-categories:${tenantId}`}))`);
  const taken = await queryRows(
    tx,
    sql`select id from role_categories where tenant_id = ${tenantId} and lower(name) = lower(${name}) and id <> ${exceptId}`,
    { id: col.int },
  );
  if (taken.length > 0) throw new AppError('ROLE_CATEGORY_TAKEN');
}

export async function createRoleCategory(db: Db, actor: Actor, input: TCreateRoleCategory) {
  return db.transaction(async (tx) => {
    await requireNameFree(tx, actor.tenantId, input.name);
    const [row] = await tx
      .insert(roleCategories)
      .values({ tenantId: actor.tenantId, name: input.name })
      .returning({ id: roleCategories.id, name: roleCategories.name });
    const created = requireFound(row);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'roleCategory',
      entityId: created.id,
      after: created,
    });
    return { ...created, role_num: 0 };
  });
}

export async function renameRoleCategory(db: Db, actor: Actor, input: TEditRoleCategory) {
  return db.transaction(async (tx) => {
    const before = await requireCategory(tx, actor.tenantId, input.id, 'update');
    await requireNameFree(tx, actor.tenantId, input.name, before.id);
    await tx
      .update(roleCategories)
      .set({ name: input.name })
      .where(and(eq(roleCategories.tenantId, actor.tenantId), eq(roleCategories.id, before.id)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'roleCategory',
      entityId: before.id,
      before: { name: before.name },
      after: { name: input.name },
    });
    return { ...before, name: input.name };
  });
}

export async function deleteRoleCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireCategory(tx, actor.tenantId, id, 'update');
    const filed = await queryRows(
      tx,
      sql`select count(*)::int as n from roles where tenant_id = ${actor.tenantId} and category_id = ${id}`,
      { n: col.int },
    );
    if ((filed[0]?.n ?? 0) > 0) throw new AppError('ROLE_CATEGORY_HAS_ROLES');
    await tx
      .delete(roleCategories)
      .where(and(eq(roleCategories.tenantId, actor.tenantId), eq(roleCategories.id, id)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'delete',
      entityType: 'roleCategory',
      entityId: id,
      before: { name: before.name },
    });
  });
}
