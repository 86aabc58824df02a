// The grouped column of the original plan list (learnPlan MyColumn: getCatalogs, updateCatalogs, move,
// delCatalogs) over the same category tree: the top level are its groups, their children its categories.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import {
  assertNameFree,
  assertParent,
  deleteCategory,
  lockCategories,
  requireCategory,
} from './category-service.ts';

const columnShape = { id: col.int, parent_id: col.intOrNull, name: col.text, count: col.int };

/** The groups (top level) and the categories under `parentId` (under every group without it). */
export async function listCatalogColumn(db: DbOrTx, tenantId: string, parentId: number | undefined) {
  const under = parentId === undefined ? sql`c.parent_id is not null` : sql`c.parent_id = ${parentId}`;
  const rows = await queryRows(
    db,
    sql`select c.id, c.parent_id, c.name,
        (select count(*)::int from study_plans p where p.tenant_id = c.tenant_id and p.category_id = c.id)
          + (select count(*)::int from study_plan_categories k where k.tenant_id = c.tenant_id and k.parent_id = c.id) as count
      from study_plan_categories c
      where c.tenant_id = ${tenantId} and (c.parent_id is null or ${under}) order by c.sort, c.id`,
    columnShape,
  );
  return {
    group: rows.filter((row) => row.parent_id === null),
    son: rows.filter((row) => row.parent_id !== null),
  };
}

/** Renames a category; the name stays unique among its siblings. */
export async function renameCategory(db: Db, actor: Actor, id: number, name: string) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    const category = await requireCategory(tx, actor.tenantId, id);
    await assertNameFree(tx, actor.tenantId, name, category.parent_id, id);
    await runStatement(
      tx,
      sql`update study_plan_categories set name = ${name}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'update',
      entityType: 'study-plan-category',
      entityId: id,
      before: { name: category.name },
      after: { name },
    });
  });
}

/** Moves a category under another one (or to the top), never under itself or its own children. */
export async function moveCategory(db: Db, actor: Actor, id: number, parentId: number | undefined) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    const category = await requireCategory(tx, actor.tenantId, id);
    if (parentId === id) throw new AppError('STUDY_PLAN_CATEGORY_PARENT');
    await assertParent(tx, actor.tenantId, id, parentId);
    await assertNameFree(tx, actor.tenantId, category.name, parentId ?? null, id);
    await runStatement(
      tx,
      sql`update study_plan_categories set parent_id = ${parentId ?? null}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'move',
      entityType: 'study-plan-category',
      entityId: id,
      before: { parentId: category.parent_id },
      after: { parentId: parentId ?? null },
    });
  });
}

/** The column's delete: the same rule as the tree's (no subcategory, no plan). */
export const deleteCatalog = deleteCategory;
