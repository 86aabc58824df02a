// The training catalogue and the classroom categories (original src/views/training/catalog.vue, the
// classroom 分类, and the arrangements page's grouped column): the shared category tree (core/category-tree.ts)
// over training_categories, one tree per `source` ('train' or 'classroom'). Names are unique among
// siblings whatever their case; a category holding a subcategory, a training or a classroom is not deleted.
import type {
  CategorySource,
  TTrainCategory,
  TTrainCategoryEdit,
  TTrainCategoryTree,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { categoryTree } from '../../core/category-tree.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';

const tree = categoryTree({
  table: 'training_categories',
  partition: 'source',
  module: 'training',
  entityType: 'training-category',
  ignoreCase: true,
  errors: {
    nameTaken: 'TRAIN_CATEGORY_NAME_TAKEN',
    parent: 'TRAIN_CATEGORY_PARENT',
    inUse: 'TRAIN_CATEGORY_IN_USE',
  },
  itemCount: sql`case when c.source = 'classroom'
    then (select count(*)::int from classrooms r where r.tenant_id = c.tenant_id and r.category_id = c.id)
    else (select count(*)::int from training_category_links l join trainings t on t.id = l.training_id
      where l.tenant_id = c.tenant_id and l.category_id = c.id and t.deleted_at is null) end`,
  deletes: 'leaf',
});

/** SQL: the category `id` and every category below it. */
export const subtreeOf = tree.subtreeOf;

/** The tenant's categories of one source matching the filters, in tree order. */
export const listCategories = (
  db: DbOrTx,
  tenantId: string,
  query: Partial<TTrainCategoryTree> & { source: CategorySource },
) => tree.list(db, tenantId, { ...query, part: query.source });

export const addCategory = (db: Db, actor: Actor, input: TTrainCategory) =>
  tree.add(db, actor, { ...input, part: input.source });
export const editCategory = (db: Db, actor: Actor, input: TTrainCategoryEdit) => tree.edit(db, actor, input);
/** Disabling a category disables the branch below it; enabling enables the branch too. */
export const setCategoryEnabled = (db: Db, actor: Actor, id: number, enabled: boolean) =>
  tree.setEnabled(db, actor, id, enabled);
/** Deletes a category with no subcategory and nothing filed under it (the page says to move them first). */
export const deleteCategory = (db: Db, actor: Actor, id: number) => tree.remove(db, actor, id);

/** The arrangements page's column: the groups (top level) and the categories under `parentId`. */
export const listCatalogColumn = (
  db: DbOrTx,
  tenantId: string,
  source: CategorySource,
  parentId: number | undefined,
) => tree.column(db, tenantId, source, parentId);
/** Every category of one tree, flat, in tree order (pickers build the tree themselves). */
export const listAllCategories = (db: DbOrTx, tenantId: string, source: CategorySource) =>
  tree.flat(db, tenantId, source);
/** Renames a category; the name stays unique among its siblings. */
export const renameCategory = (db: Db, actor: Actor, id: number, name: string) =>
  tree.rename(db, actor, id, name);
/** Moves a category under another one (or to the top), never under itself or its own children. */
export const moveCategory = (db: Db, actor: Actor, id: number, parentId: number | undefined) =>
  tree.move(db, actor, id, parentId);

/** An enabled category of the tree `source` (or the one the record is filed under already), else a 400. */
export async function assertUsableCategory(
  tx: DbOrTx,
  tenantId: string,
  source: CategorySource,
  categoryId: number,
  keep: number | null,
) {
  const row = await queryRow(
    tx,
    sql`select enabled from training_categories where tenant_id = ${tenantId} and id = ${categoryId}
      and source = ${source}`,
    { enabled: col.bool },
  );
  if (!row || (!row.enabled && keep !== categoryId))
    throw new AppError('CLASSROOM_CATEGORY_UNAVAILABLE', {
      fields: [{ field: 'categoryId', message: 'classroom.categoryUnavailable' }],
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
  const filed = await queryRow(
    tx,
    sql`select category_id from training_category_links where training_id = ${trainingId} and tenant_id = ${tenantId}`,
    { category_id: col.int },
  );
  await assertUsableCategory(tx, tenantId, 'train', categoryId, filed?.category_id ?? null);
  await runStatement(
    tx,
    sql`insert into training_category_links (training_id, tenant_id, category_id) values (${trainingId}, ${tenantId}, ${categoryId})
      on conflict (training_id) do update set category_id = excluded.category_id`,
  );
}
