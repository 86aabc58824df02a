// Finding lives: the list with its tabs and filters, the home page's latest lives, My Task's list 4 and its
// count, the knowledge-system list, the detail of one live and the category tree.
import { LiveListType, type TLiveListQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { type Caller, liveStaffIs, liveVisibleTo, subjectOf } from './policy.ts';
import {
  cardColumns,
  cardJoins,
  cardShape,
  countedCardShape,
  liveOnMyList,
  removableSql,
} from './queries.ts';

const STATUS_FILTER: Record<NonNullable<TLiveListQuery['status']>, SQL> = {
  start: sql`= 1`,
  ready: sql`= 1`,
  live: sql`= 0`,
  end: sql`in (2, 3)`,
  replay: sql`= 2`,
};

type Page = { pageNo: number; pageSize: number };

async function pageOfCards(db: DbOrTx, caller: Caller, filters: SQL[], page: Page, extra: SQL = sql`1`) {
  const { limit, offset } = pageWindow(page);
  const where = sql.join([liveVisibleTo(caller), ...filters], sql` and `);
  const rows = await queryRows(
    db,
    sql`select * from (select ${cardColumns}, ${extra}::int as is_remove, (count(*) over ())::int as total_num
      from live_plans p ${cardJoins} where ${where}) c
      order by (c.status = 0) desc, (c.status = 1) desc, c.id desc limit ${limit} offset ${offset}`,
    { ...countedCardShape, is_remove: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

function joinedBy(caller: Caller): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  return sql`exists (select 1 from live_sign_ups su where su.live_id = p.id and su.user_id = ${subject.userId})`;
}

export async function listLives(db: DbOrTx, caller: Caller, query: TLiveListQuery) {
  const filters: SQL[] = [];
  if (query.listType === LiveListType.tasks) filters.push(liveOnMyList(caller));
  if (query.listType === LiveListType.mine)
    filters.push(sql`(${liveStaffIs(caller)} or ${joinedBy(caller)})`);
  if (query.search) filters.push(sql`p.channel_name ilike ${`%${query.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.categoryId) filters.push(sql`p.category_id = ${query.categoryId}`);
  // The status is computed per row: a status filter reads it through the same subquery.
  if (query.status) return pageFiltered(db, caller, filters, query, STATUS_FILTER[query.status]);
  return pageOfCards(db, caller, filters, query);
}

async function pageFiltered(db: DbOrTx, caller: Caller, filters: SQL[], page: Page, status: SQL) {
  const { limit, offset } = pageWindow(page);
  const where = sql.join([liveVisibleTo(caller), ...filters], sql` and `);
  const rows = await queryRows(
    db,
    sql`select *, (count(*) over ())::int as total_num from (select ${cardColumns}, 1 as is_remove
      from live_plans p ${cardJoins} where ${where}) c where c.status ${status}
      order by c.id desc limit ${limit} offset ${offset}`,
    { ...countedCardShape, is_remove: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** My Task list 4: the learner's lives, newest first, each removable unless assigned. */
export async function listMyLives(db: DbOrTx, actor: Actor, page: Page) {
  return pageOfCards(db, actor, [liveOnMyList(actor)], page, removableSql(actor));
}

/** How many of the learner's lives are still to come or on air (the study badge's share). */
export async function countMyLiveTodo(db: DbOrTx, actor: Actor): Promise<number> {
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from (select ${cardColumns} from live_plans p ${cardJoins}
      where ${liveVisibleTo(actor)} and ${liveOnMyList(actor)}) c where c.status in (0, 1)`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** The home page's latest lives: on air first, then the next to come. */
export async function latestLives(db: DbOrTx, caller: Caller, limit: number) {
  return (await pageOfCards(db, caller, [], { pageNo: 1, pageSize: limit })).rows;
}

export async function liveCard(db: DbOrTx, caller: Caller, liveId: number) {
  return queryRow(
    db,
    sql`select ${cardColumns} from live_plans p ${cardJoins} where p.tenant_id = ${caller.tenantId} and p.id = ${liveId}`,
    cardShape,
  );
}
