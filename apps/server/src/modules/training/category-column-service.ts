// The grouped column of the original arrangements page (training/components/MyColumn: getCatalogs,
// updateCatalogs, move, delCatalogs) and the flat list of pickers (queryAllCatalog), over the same tree as
// the catalogue: its top level are the groups, their children the categories.
import type { CategorySource } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import {
  assertNameFree,
  assertParent,
  itemCount,
  lockCategories,
  requireCategory,
} from './category-service.ts';

const columnShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  enabled: col.bool,
  count: col.int,
};
export type ColumnRow = Awaited<ReturnType<typeof listCatalogColumn>>['group'][number];

/** The groups (top level) and the categories under `parentId` (under every group without it). */
export async function listCatalogColumn(
  db: DbOrTx,
  tenantId: string,
  source: CategorySource,
  parentId: number | undefined,
) {
  const under = parentId === undefined ? sql`c.parent_id is not null` : sql`c.parent_id = ${parentId}`;
  const rows = await queryRows(
    db,
    sql`select c.id, c.parent_id, c.name, c.enabled, ${itemCount}
          + (select count(*)::int from training_categories k where k.tenant_id = c.tenant_id and k.parent_id = c.id) as count
      from training_categories c
      where c.tenant_id = ${tenantId} and c.source = ${source} and (c.parent_id is null or ${under})
      order by c.sort, c.id`,
    columnShape,
  );
  return {
    group: rows.filter((row) => row.parent_id === null),
    son: rows.filter((row) => row.parent_id !== null),
  };
}

/** Every category of one tree, flat, in tree order (pickers build the tree themselves). */
export async function listAllCategories(db: DbOrTx, tenantId: string, source: CategorySource) {
  return queryRows(
    db,
    sql`select c.id, c.parent_id, c.name, c.enabled, ${itemCount} as count from training_categories c
      where c.tenant_id = ${tenantId} and c.source = ${source} order by c.sort, c.id`,
    columnShape,
  );
}

/** Renames a category; the name stays unique among its siblings. */
export async function renameCategory(db: Db, actor: Actor, id: number, name: string) {
  await db.transaction(async (tx) => {
    await lockCategories(tx, actor.tenantId);
    const category = await requireCategory(tx, actor.tenantId, id);
    await assertNameFree(tx, {
      tenantId: actor.tenantId,
      source: category.source,
      name,
      parentId: category.parent_id,
      id,
    });
    await runStatement(
      tx,
      sql`update training_categories set name = ${name}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'update',
      entityType: 'training-category',
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
    if (parentId === id) throw new AppError('TRAIN_CATEGORY_PARENT');
    await assertParent(tx, actor.tenantId, category.source, id, parentId);
    await assertNameFree(tx, {
      tenantId: actor.tenantId,
      source: category.source,
      name: category.name,
      parentId: parentId ?? null,
      id,
    });
    await runStatement(
      tx,
      sql`update training_categories set parent_id = ${parentId ?? null}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'move',
      entityType: 'training-category',
      entityId: id,
      before: { parentId: category.parent_id },
      after: { parentId: parentId ?? null },
    });
  });
}
