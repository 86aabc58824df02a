// What learners read: the news list (newest with pinned first, or by reads), one article (a read counted,
// with its neighbours for 上一篇/下一篇), the home page's section and the regulation list.
import type { TNewsList, TRegulationList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { articleShowing, requireFound } from './policy.ts';
import {
  articleColumns,
  articleDetailShape,
  articleJoins,
  countedArticleShape,
  regulationShape,
} from './queries.ts';

const LATEST = sql`a.is_top desc, a.top_at desc nulls last, coalesce(a.publish_begin, a.published_at) desc, a.id desc`;
const HOT = sql`a.hits desc, coalesce(a.publish_begin, a.published_at) desc, a.id desc`;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listShowing(db: DbOrTx, tenantId: string, query: TNewsList) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`a.tenant_id = ${tenantId}`, articleShowing()];
  if (query.search) filters.push(sql`a.title ilike ${likePattern(query.search)}`);
  if (query.categoryId) filters.push(sql`a.category_id = ${query.categoryId}`);
  const rows = await queryRows(
    db,
    sql`select ${articleColumns}, (count(*) over ())::int as total_num from news_articles a ${articleJoins}
      where ${sql.join(filters, sql` and `)} order by ${query.isHot === 1 ? HOT : LATEST} limit ${limit} offset ${offset}`,
    countedArticleShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One showing article; reading it counts a hit. Neighbours follow the latest order. */
export async function readArticle(db: DbOrTx, tenantId: string, id: number) {
  const row = requireFound(
    await queryRow(
      db,
      sql`select ${articleColumns}, a.content from news_articles a ${articleJoins}
        where a.tenant_id = ${tenantId} and a.id = ${id} and ${articleShowing()}`,
      articleDetailShape,
    ),
  );
  await runStatement(
    db,
    sql`update news_articles set hits = hits + 1 where id = ${id} and tenant_id = ${tenantId}`,
  );
  const order = await queryRow(
    db,
    sql`with ordered as (
        select a.id, row_number() over (order by ${LATEST}) as n from news_articles a
        where a.tenant_id = ${tenantId} and ${articleShowing()})
      select (select o2.id from ordered o2 where o2.n = o.n - 1) as prev_id,
        (select o3.id from ordered o3 where o3.n = o.n + 1) as next_id
      from ordered o where o.id = ${id}`,
    { prev_id: col.intOrNull, next_id: col.intOrNull },
  );
  return {
    row: { ...row, hits: row.hits + 1 },
    prevId: order?.prev_id ?? null,
    nextId: order?.next_id ?? null,
  };
}

export async function homeNews(db: DbOrTx, tenantId: string, size: number) {
  return (await listShowing(db, tenantId, { pageNo: 1, pageSize: size, isHot: 0 })).rows;
}

export async function listRegulations(db: DbOrTx, tenantId: string, query: TRegulationList) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`r.tenant_id = ${tenantId}`];
  if (query.category) filters.push(sql`r.category = ${query.category}`);
  if (query.title) filters.push(sql`r.title ilike ${likePattern(query.title)}`);
  const rows = await queryRows(
    db,
    sql`select r.id, r.title, r.category, r.file_url, r.file_name, r.is_top, (extract(epoch from r.created_at) * 1000)::float8 as created_at,
        coalesce(u.name, '') as user_name, (count(*) over ())::int as total_num
      from regulations r left join users u on u.id = r.creator_id
      where ${sql.join(filters, sql` and `)}
      order by r.is_top desc, r.top_at desc nulls last, r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    regulationShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
