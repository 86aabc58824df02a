// The exam list (SPEC §2 list 5, §3 Exam query) and the My Task todo count. One row per published exam
// arranged to the learner (or arranged to everyone, for anonymous callers), shown through one batch:
// the batch of the latest result, else the open one, else the next, else the last that ended.
import { ExamPassState, ExamStatusFilter, type TExamListQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrangedTo, type Learner } from './policy.ts';
import { queryRows } from './sql-rows.ts';

export type ExamListRow = {
  exam_id: number;
  exam_name: string;
  pattern: string;
  exam_type: string;
  source_name: string;
  room_name: string;
  room_addr: string;
  score_visible: boolean;
  total_score: string | number;
  pass_score: string | number;
  time_limit_minutes: number;
  batch_id: number;
  batch_number: number;
  begin_at: Date | string;
  end_at: Date | string;
  best_score: string | number | null;
  best_pass: number | null;
  pending: boolean | null;
  status: number;
  total_num: number;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows of exams a learner sees with their status, before the status/pass/time filters. */
function examRowsSql(
  tenantId: string,
  learner: Learner | null,
  query: Partial<TExamListQuery>,
  now: Date,
): SQL {
  const results = learner
    ? sql`LEFT JOIN LATERAL (
        SELECT max(r.score) AS best_score, max(r.is_pass) AS best_pass,
          bool_or(r.marking_state = 'pending') AS pending, count(*)::int AS result_count,
          (array_agg(r.batch_id ORDER BY r.submitted_at DESC))[1] AS last_batch
        FROM exam_results r
        WHERE r.tenant_id = ${tenantId} AND r.user_id = ${learner.userId} AND r.exam_id = e.id
      ) res ON true`
    : sql`LEFT JOIN LATERAL (
        SELECT NULL::numeric AS best_score, NULL::int AS best_pass, NULL::boolean AS pending,
          0 AS result_count, NULL::int AS last_batch
      ) res ON true`;
  const filters: SQL[] = [
    sql`e.tenant_id = ${tenantId}`,
    sql`e.published`,
    arrangedTo(sql`e.id`, tenantId, learner),
  ];
  if (query.examName) filters.push(sql`e.name ILIKE ${likePattern(query.examName)}`);
  if (query.type) filters.push(sql`e.exam_type = ${query.type}`);
  if (query.liveId !== undefined) filters.push(sql`e.source_type = 'live' AND e.source_id = ${query.liveId}`);
  return sql`
    SELECT e.id AS exam_id, e.name AS exam_name, e.pattern, e.exam_type, e.source_name, e.room_name, e.room_addr,
      e.score_visible, e.total_score, e.pass_score, e.time_limit_minutes,
      b.id AS batch_id, b.batch_number, b.begin_at, b.end_at,
      res.best_score, res.best_pass, res.pending,
      (CASE WHEN res.result_count > 0 THEN ${ExamStatusFilter.taken}
           WHEN bs.open_count > 0 THEN ${ExamStatusFilter.notTaken}
           WHEN bs.upcoming_count > 0 THEN ${ExamStatusFilter.notStarted}
           ELSE ${ExamStatusFilter.absent} END)::int AS status
    FROM exams e
    ${results}
    JOIN LATERAL (
      SELECT count(*) FILTER (WHERE begin_at <= ${now} AND end_at >= ${now})::int AS open_count,
        count(*) FILTER (WHERE begin_at > ${now})::int AS upcoming_count
      FROM exam_batches WHERE tenant_id = ${tenantId} AND exam_id = e.id
    ) bs ON true
    JOIN LATERAL (
      SELECT x.id, x.batch_number, x.begin_at, x.end_at FROM exam_batches x
      WHERE x.tenant_id = ${tenantId} AND x.exam_id = e.id
      ORDER BY CASE WHEN x.id = res.last_batch THEN 0
                    WHEN x.begin_at <= ${now} AND x.end_at >= ${now} THEN 1
                    WHEN x.begin_at > ${now} THEN 2 ELSE 3 END,
        CASE WHEN x.end_at >= ${now} THEN x.begin_at END ASC NULLS LAST, x.end_at DESC
      LIMIT 1
    ) b ON true
    WHERE ${sql.join(filters, sql` AND `)}`;
}

/** Filters applied once each row knows its status and representative batch. */
function outerFilters(query: Partial<TExamListQuery>): SQL {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`status = ${query.status}::int`);
  if (query.isPass === ExamPassState.passed) filters.push(sql`best_pass = ${ExamPassState.passed}::int`);
  if (query.isPass === ExamPassState.notPassed)
    filters.push(sql`best_pass = ${ExamPassState.notPassed}::int`);
  if (query.examTime?.from !== undefined) filters.push(sql`end_at >= ${new Date(query.examTime.from)}`);
  if (query.examTime?.to !== undefined) filters.push(sql`begin_at <= ${new Date(query.examTime.to)}`);
  return sql.join(filters, sql` AND `);
}

/** A page of the exam list; totalNum counts every matching row. */
export async function listExams(
  db: DbOrTx,
  options: { tenantId: string; learner: Learner | null; query: TExamListQuery; now: Date },
): Promise<{ rows: ExamListRow[]; totalNum: number }> {
  const { tenantId, learner, query, now } = options;
  const offset = (query.pageNo - 1) * query.pageSize;
  const result = await queryRows<ExamListRow>(
    db,
    sql`
    SELECT *, count(*) OVER ()::int AS total_num FROM (${examRowsSql(tenantId, learner, query, now)}) rows
    WHERE ${outerFilters(query)}
    ORDER BY CASE status WHEN ${ExamStatusFilter.notTaken}::int THEN 0 WHEN ${ExamStatusFilter.notStarted}::int THEN 1
                         WHEN ${ExamStatusFilter.taken}::int THEN 2 ELSE 3 END,
      begin_at DESC, exam_id DESC
    LIMIT ${query.pageSize} OFFSET ${offset}`,
  );
  const rows = result;
  if (rows.length > 0) return { rows, totalNum: Number(rows[0]!.total_num) };
  if (offset === 0) return { rows, totalNum: 0 };
  // A page past the end still reports how many rows there are.
  const counted = await queryRows<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM (${examRowsSql(tenantId, learner, query, now)}) rows WHERE ${outerFilters(query)}`,
  );
  return { rows, totalNum: Number(counted[0]?.n ?? 0) };
}

/** My Task badge: exams arranged to the learner without a result that have a batch still to come or open. */
export async function countExamTodo(db: DbOrTx, options: { tenantId: string; learner: Learner; now: Date }) {
  const { tenantId, learner, now } = options;
  const result = await queryRows<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM (${examRowsSql(tenantId, learner, {}, now)}) rows
    WHERE status IN (${ExamStatusFilter.notStarted}::int, ${ExamStatusFilter.notTaken}::int)`,
  );
  return Number(result[0]?.n ?? 0);
}
