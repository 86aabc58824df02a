// The live category tree of the back office (original live/classify): add, edit (never under itself), enable
// or disable a branch, sort, delete a branch no live uses, the creators filter — the shared category tree
// (core/category-tree.ts) over live_categories, a category counting the lives filed under it.
import type {
  TLiveCategory,
  TLiveCategoryEdit,
  TLiveCategorySortNode,
  TLiveCategoryTreeQuery,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { categoryTree } from '../../core/category-tree.ts';
import type { Db, DbOrTx } from '../../db/client.ts';

const tree = categoryTree({
  table: 'live_categories',
  module: 'live',
  entityType: 'live-category',
  ignoreCase: false,
  errors: {
    nameTaken: 'LIVE_CATEGORY_NAME_TAKEN',
    parent: 'LIVE_CATEGORY_PARENT',
    inUse: 'LIVE_CATEGORY_IN_USE',
  },
  itemCount: sql`(select count(*)::int from live_plans p
    where p.tenant_id = c.tenant_id and p.category_id = c.id and p.deleted_at is null)`,
  deletes: 'branch',
});

/** Every category of the tenant (the filters mark matches; the page keeps their ancestors for the tree). */
export const adminCategories = (db: DbOrTx, tenantId: string, query: TLiveCategoryTreeQuery) =>
  tree.list(db, tenantId, query);

export const addCategory = (db: Db, actor: Actor, input: TLiveCategory) => tree.add(db, actor, input);
export const editCategory = (db: Db, actor: Actor, input: TLiveCategoryEdit) => tree.edit(db, actor, input);
/** Disabling a category disables the branch below it; enabling enables the branch too. */
export const setCategoryEnabled = (db: Db, actor: Actor, id: number, enabled: boolean) =>
  tree.setEnabled(db, actor, id, enabled);
/** Whether a live (not deleted) belongs to the category or one below it. */
export const categoryInUse = (db: DbOrTx, tenantId: string, id: number) => tree.inUse(db, tenantId, id);
export const deleteCategory = (db: Db, actor: Actor, id: number) => tree.remove(db, actor, id);
/** Saves the order the page sorted: each node's sort among its siblings (unknown ids change nothing). */
export const sortCategories = (db: Db, actor: Actor, nodes: readonly TLiveCategorySortNode[]) =>
  tree.sort(db, actor, nodes);
export const categoryCreators = (db: DbOrTx, tenantId: string) => tree.creators(db, tenantId);
