// My points entries (/Integral, scoreList) and my learning record (/learningRecord, /my/record): pages of my
// own rows filtered by date (days of the business time zone), and the record's months for its chart.
import { POINTS_TIME_ZONE, type TLearningRecordQuery, type TScoreListQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';

type DayRange = { startTime?: string | undefined; endTime?: string | undefined };

/** The column lies within the days chosen (both ends included). */
function withinDays(column: SQL, range: DayRange): SQL {
  const parts: SQL[] = [];
  if (range.startTime)
    parts.push(sql`${column} >= (${range.startTime}::date::timestamp at time zone ${POINTS_TIME_ZONE})`);
  if (range.endTime)
    parts.push(sql`${column} < ((${range.endTime}::date + 1)::timestamp at time zone ${POINTS_TIME_ZONE})`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

export const entryShape = {
  id: col.int,
  reason: col.text,
  rule_name: col.textOrNull,
  delta: col.int,
  balance_after: col.int,
  note: col.text,
  created_at: col.date,
  total_num: col.int,
};

/** A user's ledger entries, newest first, with the name of the rule that paid each. */
export async function ledgerPage(
  db: DbOrTx,
  learner: Pick<Actor, 'tenantId' | 'userId'>,
  query: DayRange & { pageNo: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select l.id, l.reason, r.name as rule_name, l.delta, l.balance_after, l.note, l.created_at,
          (count(*) over ())::int as total_num
        from points_ledger l
        left join points_rules r on r.tenant_id = l.tenant_id and r.source = l.reason
        where l.tenant_id = ${learner.tenantId} and l.user_id = ${learner.userId}${withinDays(sql`l.created_at`, query)}
        order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
    entryShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export function scoreList(db: DbOrTx, actor: Actor, query: TScoreListQuery) {
  return ledgerPage(db, actor, query);
}

const factShape = {
  id: col.int,
  kind: col.text,
  subject_id: col.int,
  name: col.text,
  minutes: col.int,
  occurred_at: col.date,
  total_num: col.int,
};

/** What I finished, newest first, and per month (in the range) how many and how many minutes. */
export async function learningRecord(db: DbOrTx, actor: Actor, query: TLearningRecordQuery) {
  const { limit, offset } = pageWindow(query);
  const kind = query.kind ? sql` and f.kind = ${query.kind}` : sql``;
  const where = sql`f.tenant_id = ${actor.tenantId} and f.user_id = ${actor.userId}${kind}${withinDays(sql`f.occurred_at`, query)}`;
  const [rows, months] = await Promise.all([
    queryRows(
      db,
      sql`select f.id, f.kind, f.subject_id, f.name, f.minutes, f.occurred_at, (count(*) over ())::int as total_num
          from learning_facts f where ${where}
          order by f.occurred_at desc, f.id desc limit ${limit} offset ${offset}`,
      factShape,
    ),
    queryRows(
      db,
      sql`select to_char(f.occurred_at at time zone ${POINTS_TIME_ZONE}, 'YYYY-MM') as month,
            count(*)::int as count, coalesce(sum(f.minutes), 0)::int as minutes
          from learning_facts f where ${where} group by 1 order by 1`,
      { month: col.text, count: col.int, minutes: col.int },
    ),
  ]);
  return { rows, totalNum: rows[0]?.total_num ?? 0, months };
}

/** Every row of my record in the range (the export), newest first; at most 5 000. */
export async function learningRecordRows(db: DbOrTx, actor: Actor, query: TLearningRecordQuery) {
  const result = await learningRecord(db, actor, { ...query, pageNo: 1, pageSize: 5000 });
  return result.rows;
}
