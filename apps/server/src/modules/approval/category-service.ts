// Process categories of the back office: list, add, rename, delete (only an empty one), reorder.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

const shape = { id: col.int, name: col.text, sort: col.int };

export function listCategories(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select id, name, sort from approval_categories where tenant_id = ${tenantId} order by sort, id`,
    shape,
  );
}

export async function saveCategory(db: Db, actor: Actor, input: { id?: number | undefined; name: string }) {
  if (input.id) {
    const row = await queryRow(
      db,
      sql`update approval_categories set name = ${input.name} where tenant_id = ${actor.tenantId} and id = ${input.id} returning id`,
      { id: col.int },
    );
    return requireFound(row).id;
  }
  const row = await queryRow(
    db,
    sql`insert into approval_categories (tenant_id, name, sort)
      values (${actor.tenantId}, ${input.name},
        (select coalesce(max(sort), 0) + 1 from approval_categories where tenant_id = ${actor.tenantId}))
      returning id`,
    { id: col.int },
  );
  return requireFound(row).id;
}

export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    requireFound(
      await queryRow(
        tx,
        sql`select id from approval_categories where tenant_id = ${actor.tenantId} and id = ${id} for update`,
        { id: col.int },
      ),
    );
    const used = await queryRow(
      tx,
      sql`select id from approval_processes where tenant_id = ${actor.tenantId} and category_id = ${id} limit 1`,
      { id: col.int },
    );
    if (used) throw new AppError('APPROVAL_CATEGORY_IN_USE');
    await runStatement(tx, sql`delete from approval_categories where id = ${id}`);
  });
}

/** Orders the categories (or processes, `table`) as listed; ids of another tenant are ignored. */
export async function sortRows(db: Db, actor: Actor, table: 'categories' | 'processes', ids: number[]) {
  const name = sql.raw(table === 'categories' ? 'approval_categories' : 'approval_processes');
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await runStatement(
        tx,
        sql`update ${name} set sort = ${index + 1} where tenant_id = ${actor.tenantId} and id = ${id}`,
      );
  });
}
