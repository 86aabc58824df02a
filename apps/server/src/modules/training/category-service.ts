// The training catalogue and the classroom categories (original src/views/training/catalog.vue and the
// classroom 分类): one tree per source, with add, edit (never under itself), enable/disable of a branch,
// delete of an empty leaf, and the creators filter. Names are unique among siblings; changes take a
// per-tenant lock (two editors cannot both create one name) and are audited in their transaction.
import type {
  CategorySource,
  TTrainCategory,
  TTrainCategoryEdit,
  TTrainCategoryTree,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireTraining } from './policy.ts';

export const categoryShape = {
  id: col.int,
  source: col.text,
  parent_id: col.intOrNull,
  name: col.text,
  sort: col.int,
  enabled: col.bool,
  org_ids: col.json<number[]>(),
  org_scope_name: col.text,
  creator_id: col.intOrNull,
  creator_name: col.text,
  updated_at: col.epochMs,
  item_num: col.int,
};
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** SQL: how many trainings or classrooms are filed directly under category `c`. */
export const itemCount = sql`case when c.source = 'classroom'
    then (select count(*)::int from classrooms r where r.tenant_id = c.tenant_id and r.category_id = c.id)
    else (select count(*)::int from training_category_links l join trainings t on t.id = l.training_id
      where l.tenant_id = c.tenant_id and l.category_id = c.id and t.deleted_at is null) end`;

/** SQL: the category `id` and every category below it. */
export function subtreeOf(tenantId: string, id: number): SQL {
  return sql`(with recursive sub as (select id from training_categories where tenant_id = ${tenantId} and id = ${id}
    union all select c.id from training_categories c join sub on c.parent_id = sub.id where c.tenant_id = ${tenantId})
    select id from sub)`;
}

export const lockCategories = (tx: DbOrTx, tenantId: string) =>
  runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`training-category:${tenantId}`}))`);

/** The tenant's categories of one source matching the filters, in tree order. */
export async function listCategories(
  db: DbOrTx,
  tenantId: string,
  query: Partial<TTrainCategoryTree> & { source: CategorySource },
) {
  const filters: SQL[] = [sql`c.tenant_id = ${tenantId}`, sql`c.source = ${query.source}`];
  if (query.name) filters.push(sql`position(lower(${query.name}) in lower(c.name)) > 0`);
  if (query.status !== undefined) filters.push(sql`c.enabled = ${query.status === 1}`);
  if (query.addFlag === '1') filters.push(sql`c.enabled`);
  if (query.creatorId !== undefined) filters.push(sql`c.created_by = ${query.creatorId}`);
  return queryRows(
    db,
    sql`select c.id, c.source, c.parent_id, c.name, c.sort, c.enabled, c.org_ids,
        coalesce((select string_agg(o.name, ',' order by o.id) from organisations o
          where o.tenant_id = c.tenant_id and o.id in (select jsonb_array_elements_text(c.org_ids)::int)), '') as org_scope_name,
        c.created_by as creator_id, coalesce(u.name, '') as creator_name,
        (extract(epoch from c.updated_at) * 1000)::float8 as updated_at, ${itemCount} as item_num
      from training_categories c left join users u on u.id = c.created_by
      where ${sql.join(filters, sql` and `)} order by c.sort, c.id`,
    categoryShape,
  );
}

/** The category of this tenant, or a 404 (another tenant's id is not found). */
export async function requireCategory(db: DbOrTx, tenantId: string, id: number) {
  return requireTraining(
    await queryRow(
      db,
      sql`select id, source, parent_id, name, enabled from training_categories
        where tenant_id = ${tenantId} and id = ${id}`,
      { id: col.int, source: col.text, parent_id: col.intOrNull, name: col.text, enabled: col.bool },
    ),
  );
}

export async function assertNameFree(
  tx: DbOrTx,
  category: { tenantId: string; source: string; name: string; parentId: number | null; id: number | null },
) {
  const taken = await queryRow(
    tx,
    sql`select exists (select 1 from training_categories where tenant_id = ${category.tenantId}
      and source = ${category.source} and lower(name) = lower(${category.name})
      and parent_id is not distinct from ${category.parentId}::int and id <> ${category.id ?? 0}) as yes`,
    { yes: col.bool },
  );
  if (taken?.yes)
    throw new AppError('TRAIN_CATEGORY_NAME_TAKEN', {
      fields: [{ field: 'name', message: 'trainCatalog.nameTaken' }],
    });
}

/** A new parent must be of this tenant and tree, and not the category itself or one below it. */
export async function assertParent(
  tx: DbOrTx,
  tenantId: string,
  source: string,
  id: number | null,
  parentId: number | undefined,
) {
  if (parentId === undefined) return;
  if (id !== null) {
    const below = await queryRow(tx, sql`select ${parentId}::int in ${subtreeOf(tenantId, id)} as yes`, {
      yes: col.bool,
    });
    if (below?.yes) throw new AppError('TRAIN_CATEGORY_PARENT');
  }
  const parent = await requireCategory(tx, tenantId, parentId);
  if (parent.source !== source) throw new AppError('NOT_FOUND');
}

const audit = (tx: DbOrTx, actor: Actor, action: string, id: number, after?: unknown) =>
  recordAudit(tx, actor, {
    module: 'training',
    action,
    entityType: 'training-category',
    entityId: id,
    after,
  });

export async function addCategory(db: Db, actor: Actor, input: TTrainCategory) {
  return db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    await assertParent(tx, actor.tenantId, input.source, null, input.parentId);
    const parentId = input.parentId ?? null;
    await assertNameFree(tx, {
      tenantId: actor.tenantId,
      source: input.source,
      name: input.name,
      parentId,
      id: null,
    });
    const row = await queryRow(
      tx,
      sql`insert into training_categories (tenant_id, source, parent_id, name, sort, org_ids, created_by)
        values (${actor.tenantId}, ${input.source}, ${parentId}, ${input.name},
          (select coalesce(max(sort), 0) + 1 from training_categories where tenant_id = ${actor.tenantId}),
          ${JSON.stringify(input.orgIds)}::jsonb, ${actor.userId}) returning id`,
      { id: col.int },
    );
    const id = requireTraining(row).id;
    await audit(tx, actor, 'create', id, input);
    return id;
  });
}

export async function editCategory(db: Db, actor: Actor, input: TTrainCategoryEdit) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    const category = await requireCategory(tx, actor.tenantId, input.id);
    await assertParent(tx, actor.tenantId, category.source, input.id, input.parentId);
    const parentId = input.parentId ?? null;
    await assertNameFree(tx, {
      tenantId: actor.tenantId,
      source: category.source,
      name: input.name,
      parentId,
      id: input.id,
    });
    await runStatement(
      tx,
      sql`update training_categories set name = ${input.name}, parent_id = ${parentId},
        org_ids = ${JSON.stringify(input.orgIds)}::jsonb, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${input.id}`,
    );
    await audit(tx, actor, 'update', input.id, input);
  });
}

/** Disabling a category disables the branch below it; enabling enables the branch too. */
export async function setCategoryEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await requireCategory(tx, actor.tenantId, id);
    await runStatement(
      tx,
      sql`update training_categories set enabled = ${enabled}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
    );
    await audit(tx, actor, enabled ? 'enable' : 'disable', id);
  });
}

/** Deletes a category with no subcategory and nothing filed under it (the page says to move them first). */
export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    await requireCategory(tx, actor.tenantId, id);
    const used = await queryRow(
      tx,
      sql`select exists (select 1 from training_categories where tenant_id = ${actor.tenantId} and parent_id = ${id})
        or (select ${itemCount} from training_categories c where c.id = ${id}) > 0 as yes`,
      { yes: col.bool },
    );
    if (used?.yes) throw new AppError('TRAIN_CATEGORY_IN_USE');
    await runStatement(
      tx,
      sql`delete from training_categories where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await audit(tx, actor, 'delete', id);
  });
}

/** Files a training under an enabled category of the training catalogue (nothing when none is named). */
export async function fileTraining(
  tx: DbOrTx,
  tenantId: string,
  trainingId: number,
  categoryId: number | undefined,
) {
  if (categoryId === undefined) return;
  const category = await queryRow(
    tx,
    sql`select id from training_categories where tenant_id = ${tenantId} and id = ${categoryId}
      and source = 'train' and (enabled or id = (select category_id from training_category_links where training_id = ${trainingId}))`,
    { id: col.int },
  );
  if (!category)
    throw new AppError('CLASSROOM_CATEGORY_UNAVAILABLE', {
      fields: [{ field: 'categoryId', message: 'classroom.categoryUnavailable' }],
    });
  await runStatement(
    tx,
    sql`insert into training_category_links (training_id, tenant_id, category_id) values (${trainingId}, ${tenantId}, ${categoryId})
      on conflict (training_id) do update set category_id = excluded.category_id`,
  );
}
