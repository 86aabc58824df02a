// The back office's knowledge catalogue: add, rename or move, enable/disable, delete an empty one, sort
// siblings, and the people who created catalogues (the list's filter).
import type { TKnowledgeCatalogSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

async function requireCatalog(db: DbOrTx, tenantId: string, id: number) {
  const row = await queryRow(
    db,
    sql`select id from knowledge_catalogs where tenant_id = ${tenantId} and id = ${id}`,
    {
      id: col.int,
    },
  );
  return requireFound(row);
}

export async function saveCatalog(db: DbOrTx, actor: Actor, input: TKnowledgeCatalogSave): Promise<number> {
  if (input.parentId !== undefined) await requireCatalog(db, actor.tenantId, input.parentId);
  if (input.id === undefined) {
    const row = await queryRow(
      db,
      sql`insert into knowledge_catalogs (tenant_id, parent_id, name, created_by, sort)
        values (${actor.tenantId}, ${input.parentId ?? null}, ${input.name}, ${actor.userId},
          (select coalesce(max(sort), 0) + 1 from knowledge_catalogs where tenant_id = ${actor.tenantId}))
        returning id`,
      { id: col.int },
    );
    return requireFound(row).id;
  }
  await requireCatalog(db, actor.tenantId, input.id);
  if (input.parentId === input.id)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'parentId', message: 'knowledge.flagInvalid' }],
    });
  await runStatement(
    db,
    sql`update knowledge_catalogs set name = ${input.name}, parent_id = ${input.parentId ?? null} where id = ${input.id}`,
  );
  return input.id;
}

export async function setCatalogEnabled(db: DbOrTx, actor: Actor, id: number, enabled: boolean) {
  await requireCatalog(db, actor.tenantId, id);
  await runStatement(db, sql`update knowledge_catalogs set enabled = ${enabled} where id = ${id}`);
}

export async function deleteCatalog(db: DbOrTx, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await requireCatalog(tx, actor.tenantId, id);
    const used = await queryRow(
      tx,
      sql`select (exists (select 1 from knowledge_catalogs where parent_id = ${id})
        or exists (select 1 from knowledge_resources where catalog_id = ${id} and deleted_at is null)) as used`,
      { used: col.bool },
    );
    if (used?.used) throw new AppError('KNOWLEDGE_CATALOG_IN_USE');
    await runStatement(tx, sql`update knowledge_resources set catalog_id = null where catalog_id = ${id}`);
    await runStatement(tx, sql`delete from knowledge_catalogs where id = ${id}`);
  });
}

/** Sorts the listed catalogues in the given order (ids of another tenant are ignored). */
export async function sortCatalogs(db: DbOrTx, actor: Actor, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await runStatement(
        tx,
        sql`update knowledge_catalogs set sort = ${index} where tenant_id = ${actor.tenantId} and id = ${id}`,
      );
  });
}

export async function catalogCreators(db: DbOrTx, actor: Actor) {
  return queryRows(
    db,
    sql`select distinct u.id, u.name from knowledge_catalogs c join users u on u.id = c.created_by
      where c.tenant_id = ${actor.tenantId} order by u.name`,
    { id: col.int, name: col.text },
  );
}
