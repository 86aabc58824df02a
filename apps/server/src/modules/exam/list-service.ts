// The exam list (SPEC §2 list 5, §3 Exam query) and the My Task todo count: the exams arranged to the
// learner (or arranged to everyone, for anonymous callers) with their status, filtered and paged.
import { ExamStatusFilter, type TExamListQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { closeOverdueOf } from './close-service.ts';
import { examineeOf } from './policy.ts';
import { type ExamRow, examRowFilters, examRowShape, examRowsSql, totalShape } from './queries.ts';

const countShape = { n: col.int };

/** A page of the exam list; totalNum counts every matching row (also past the last page). */
export async function listExams(
  db: DbOrTx,
  options: { tenantId: string; learner: Actor | null; query: TExamListQuery; now: Date },
): Promise<{ rows: ExamRow[]; totalNum: number }> {
  const { tenantId, learner, query, now } = options;
  // A signed-in learner's overdue attempts are closed first, so statuses and scores are final.
  if (learner) await closeOverdueOf(db, learner, now);
  const examinee = learner ? await examineeOf(db, learner) : null;
  const rowsSql = examRowsSql(tenantId, examinee, query, now);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`
    SELECT *, count(*) OVER ()::int AS total_num FROM (${rowsSql}) rows
    WHERE ${examRowFilters(query)}
    ORDER BY (in_progress_attempt_id IS NULL), CASE status WHEN ${ExamStatusFilter.notTaken}::int THEN 0 WHEN ${ExamStatusFilter.notStarted}::int THEN 1
                         WHEN ${ExamStatusFilter.taken}::int THEN 2 ELSE 3 END,
      begin_at DESC, exam_id DESC
    LIMIT ${limit} OFFSET ${offset}`,
    { ...examRowShape, ...totalShape },
  );
  if (rows.length > 0) return { rows, totalNum: rows[0]!.total_num };
  if (offset === 0) return { rows, totalNum: 0 };
  const counted = await queryRow(
    db,
    sql`SELECT count(*)::int AS n FROM (${rowsSql}) rows WHERE ${examRowFilters(query)}`,
    countShape,
  );
  return { rows, totalNum: counted?.n ?? 0 };
}

/** My Task badge: exams arranged to the learner without a result that have a batch still to come or open. */
export async function countExamTodo(db: DbOrTx, options: { learner: Actor; now: Date }): Promise<number> {
  const { learner, now } = options;
  await closeOverdueOf(db, learner, now);
  const examinee = await examineeOf(db, learner);
  const row = await queryRow(
    db,
    sql`
    SELECT count(*)::int AS n FROM (${examRowsSql(learner.tenantId, examinee, {}, now)}) rows
    WHERE status IN (${ExamStatusFilter.notStarted}::int, ${ExamStatusFilter.notTaken}::int)`,
    countShape,
  );
  return row?.n ?? 0;
}
