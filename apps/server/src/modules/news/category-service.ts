// News categories of the back office: list with counts, add, rename/re-sort, delete an empty one.
import type { TNewsCategorySave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

export async function listCategories(db: DbOrTx, tenantId: string, name: string | undefined) {
  return queryRows(
    db,
    sql`select c.id, c.name, c.sort, (select count(*)::int from news_articles a where a.category_id = c.id) as news_num
      from news_categories c where c.tenant_id = ${tenantId}
      ${name ? sql`and strpos(lower(c.name), lower(${name})) > 0` : sql``}
      order by c.sort, c.id`,
    { id: col.int, name: col.text, sort: col.int, news_num: col.int },
  );
}

export async function saveCategory(db: Db, actor: Actor, input: TNewsCategorySave) {
  return db.transaction(async (tx) => {
    const row = input.id
      ? await queryRow(
          tx,
          sql`update news_categories set name = ${input.name}, sort = ${input.sort}
            where tenant_id = ${actor.tenantId} and id = ${input.id} returning id`,
          { id: col.int },
        )
      : await queryRow(
          tx,
          sql`insert into news_categories (tenant_id, name, sort) values (${actor.tenantId}, ${input.name}, ${input.sort}) returning id`,
          { id: col.int },
        );
    const { id } = requireFound(row);
    await recordAudit(tx, actor, {
      module: 'news',
      action: input.id ? 'update' : 'create',
      entityType: 'newsCategory',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = requireFound(
      await queryRow(
        tx,
        sql`select c.id, exists (select 1 from news_articles a where a.category_id = c.id) as used
          from news_categories c where c.tenant_id = ${actor.tenantId} and c.id = ${id} for update`,
        { id: col.int, used: col.bool },
      ),
    );
    if (row.used) throw new AppError('NEWS_CATEGORY_IN_USE');
    await runStatement(tx, sql`delete from news_categories where id = ${id}`);
    await recordAudit(tx, actor, {
      module: 'news',
      action: 'delete',
      entityType: 'newsCategory',
      entityId: id,
    });
  });
}
