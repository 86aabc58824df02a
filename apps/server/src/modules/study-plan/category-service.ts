// The study-plan category tree of the back office (original learnPlan/catalog.vue, catalogEdit.vue) and the
// grouped column of the plan list (learnPlan MyColumn: getCatalogs, updateCatalogs, move, delCatalogs): the
// shared category tree (core/category-tree.ts) over study_plan_categories, a category counting its plans.
// A category is deleted only as a leaf no plan uses.
import type { TPlanCategory, TPlanCategoryEdit, TPlanCategoryTree } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { categoryTree } from '../../core/category-tree.ts';
import type { Db, DbOrTx } from '../../db/client.ts';

const tree = categoryTree({
  table: 'study_plan_categories',
  module: 'studyPlan',
  entityType: 'study-plan-category',
  ignoreCase: false,
  errors: {
    nameTaken: 'STUDY_PLAN_CATEGORY_NAME_TAKEN',
    parent: 'STUDY_PLAN_CATEGORY_PARENT',
    inUse: 'STUDY_PLAN_CATEGORY_IN_USE',
  },
  itemCount: sql`(select count(*)::int from study_plans p where p.tenant_id = c.tenant_id and p.category_id = c.id)`,
  deletes: 'leaf',
});

/** SQL: the category `id` and every category below it. */
export const subtreeOf = tree.subtreeOf;
/** The category of this tenant, or a 404 (another tenant's id is not found). */
export const requireCategory = tree.requireCategory;

/** The tenant's categories matching the filters (all of them without filters), in tree order. */
export const listCategories = (db: DbOrTx, tenantId: string, query: Partial<TPlanCategoryTree>) =>
  tree.list(db, tenantId, query);
export const addCategory = (db: Db, actor: Actor, input: TPlanCategory) => tree.add(db, actor, input);
export const editCategory = (db: Db, actor: Actor, input: TPlanCategoryEdit) => tree.edit(db, actor, input);
/** Disabling a category disables the branch below it; enabling enables the branch too. */
export const setCategoryEnabled = (db: Db, actor: Actor, id: number, enabled: boolean) =>
  tree.setEnabled(db, actor, id, enabled);
/** Deletes a category with no subcategory and no plan (the page says to move them first). */
export const deleteCategory = (db: Db, actor: Actor, id: number) => tree.remove(db, actor, id);
export const categoryCreators = (db: DbOrTx, tenantId: string) => tree.creators(db, tenantId);

/** The groups (top level) and the categories under `parentId` (under every group without it). */
export const listCatalogColumn = (db: DbOrTx, tenantId: string, parentId: number | undefined) =>
  tree.column(db, tenantId, '', parentId);
/** Renames a category; the name stays unique among its siblings. */
export const renameCategory = (db: Db, actor: Actor, id: number, name: string) =>
  tree.rename(db, actor, id, name);
/** Moves a category under another one (or to the top), never under itself or its own children. */
export const moveCategory = (db: Db, actor: Actor, id: number, parentId: number | undefined) =>
  tree.move(db, actor, id, parentId);
