// The study-plan category tree of the back office (original learnPlan/catalog.vue, catalogEdit.vue): add,
// edit (never under itself), enable or disable a branch, delete a leaf no plan uses, the creators filter.
// Names are unique among siblings; every change is audited in its transaction, under a per-tenant lock so
// two editors cannot create the same name at once.
import type { TPlanCategory, TPlanCategoryEdit, TPlanCategoryTree } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

export const categoryShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  sort: col.int,
  enabled: col.bool,
  org_ids: col.json<number[]>(),
  org_scope_name: col.text,
  creator_id: col.intOrNull,
  creator_name: col.text,
  updated_at: col.epochMs,
  plan_num: col.int,
};
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** SQL: the category `id` and every category below it. */
export function subtreeOf(tenantId: string, id: number): SQL {
  return sql`(with recursive sub as (select id from study_plan_categories where tenant_id = ${tenantId} and id = ${id}
    union all select c.id from study_plan_categories c join sub on c.parent_id = sub.id where c.tenant_id = ${tenantId})
    select id from sub)`;
}

export const lockCategories = (tx: DbOrTx, tenantId: string) =>
  runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`study-plan-category:${tenantId}`}))`);

/** The tenant's categories matching the filters (all of them without filters), in tree order. */
export async function listCategories(db: DbOrTx, tenantId: string, query: Partial<TPlanCategoryTree>) {
  const filters: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (query.name) filters.push(sql`position(lower(${query.name}) in lower(c.name)) > 0`);
  if (query.status !== undefined) filters.push(sql`c.enabled = ${query.status === 1}`);
  if (query.addFlag === '1') filters.push(sql`c.enabled`);
  if (query.creatorId !== undefined) filters.push(sql`c.created_by = ${query.creatorId}`);
  return queryRows(
    db,
    sql`select c.id, c.parent_id, c.name, c.sort, c.enabled, c.org_ids,
        coalesce((select string_agg(o.name, ',' order by o.id) from organisations o
          where o.tenant_id = c.tenant_id and o.id in (select jsonb_array_elements_text(c.org_ids)::int)), '') as org_scope_name,
        c.created_by as creator_id, coalesce(u.name, '') as creator_name,
        (extract(epoch from c.updated_at) * 1000)::float8 as updated_at,
        (select count(*)::int from study_plans p where p.tenant_id = c.tenant_id and p.category_id = c.id) as plan_num
      from study_plan_categories c left join users u on u.id = c.created_by
      where ${sql.join(filters, sql` and `)} order by c.sort, c.id`,
    categoryShape,
  );
}

/** The category of this tenant, or a 404 (another tenant's id is not found). */
export async function requireCategory(db: DbOrTx, tenantId: string, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select id, parent_id, name from study_plan_categories where tenant_id = ${tenantId} and id = ${id}`,
      { id: col.int, parent_id: col.intOrNull, name: col.text },
    ),
  );
}

export async function assertNameFree(
  tx: DbOrTx,
  tenantId: string,
  name: string,
  parentId: number | null,
  id: number | null,
) {
  const taken = await queryRow(
    tx,
    sql`select exists (select 1 from study_plan_categories where tenant_id = ${tenantId} and name = ${name}
      and parent_id is not distinct from ${parentId}::int and id <> ${id ?? 0}) as yes`,
    { yes: col.bool },
  );
  if (taken?.yes) throw new AppError('STUDY_PLAN_CATEGORY_NAME_TAKEN');
}

/** A new parent must exist here and must not be the category itself or one below it. */
export async function assertParent(
  tx: DbOrTx,
  tenantId: string,
  id: number | null,
  parentId: number | undefined,
) {
  if (parentId === undefined) return;
  if (id !== null) {
    const below = await queryRow(tx, sql`select ${parentId}::int in ${subtreeOf(tenantId, id)} as yes`, {
      yes: col.bool,
    });
    if (below?.yes) throw new AppError('STUDY_PLAN_CATEGORY_PARENT');
  }
  await requireCategory(tx, tenantId, parentId);
}

export async function addCategory(db: Db, actor: Actor, input: TPlanCategory) {
  return db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    await assertParent(tx, actor.tenantId, null, input.parentId);
    await assertNameFree(tx, actor.tenantId, input.name, input.parentId ?? null, null);
    const row = await queryRow(
      tx,
      sql`insert into study_plan_categories (tenant_id, parent_id, name, sort, org_ids, created_by)
        values (${actor.tenantId}, ${input.parentId ?? null}, ${input.name},
          (select coalesce(max(sort), 0) + 1 from study_plan_categories where tenant_id = ${actor.tenantId}),
          ${JSON.stringify(input.orgIds)}::jsonb, ${actor.userId}) returning id`,
      { id: col.int },
    );
    const id = requireFound(row).id;
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'create',
      entityType: 'study-plan-category',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function editCategory(db: Db, actor: Actor, input: TPlanCategoryEdit) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    await requireCategory(tx, actor.tenantId, input.id);
    await assertParent(tx, actor.tenantId, input.id, input.parentId);
    await assertNameFree(tx, actor.tenantId, input.name, input.parentId ?? null, input.id);
    await runStatement(
      tx,
      sql`update study_plan_categories set name = ${input.name}, parent_id = ${input.parentId ?? null},
        org_ids = ${JSON.stringify(input.orgIds)}::jsonb, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${input.id}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'update',
      entityType: 'study-plan-category',
      entityId: input.id,
      after: input,
    });
  });
}

/** Disabling a category disables the branch below it; enabling enables the branch too. */
export async function setCategoryEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await requireCategory(tx, actor.tenantId, id);
    await runStatement(
      tx,
      sql`update study_plan_categories set enabled = ${enabled}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: enabled ? 'enable' : 'disable',
      entityType: 'study-plan-category',
      entityId: id,
    });
  });
}

/** Deletes a category with no subcategory and no plan (the page says to move them first). */
export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    await requireCategory(tx, actor.tenantId, id);
    const used = await queryRow(
      tx,
      sql`select exists (select 1 from study_plan_categories where tenant_id = ${actor.tenantId} and parent_id = ${id})
        or exists (select 1 from study_plans where tenant_id = ${actor.tenantId} and category_id = ${id}) as yes`,
      { yes: col.bool },
    );
    if (used?.yes) throw new AppError('STUDY_PLAN_CATEGORY_IN_USE');
    await runStatement(
      tx,
      sql`delete from study_plan_categories where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'delete',
      entityType: 'study-plan-category',
      entityId: id,
    });
  });
}

export async function categoryCreators(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select distinct u.id, coalesce(u.name, '') as name from study_plan_categories c join users u on u.id = c.created_by
      where c.tenant_id = ${tenantId} order by u.id`,
    { id: col.int, name: col.text },
  );
}
