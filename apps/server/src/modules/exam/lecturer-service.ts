// The lecturer's exam calls (SPEC §7 lecturer): their exams with figures, one exam's detail, the situation
// per batch, and the examinees. Only exams the lecturer owns are ever read (policy.assertOwner).
import type { TExamineeListQuery, TLecturerExamListQuery } from '@elearning/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { exams } from '../../db/schema/index.ts';
import { batchesOf } from './info-service.ts';
import { arrangedUserIds, assertOwner, found } from './policy.ts';
import { lecturerExamShape, lecturerExamsSql, totalShape } from './queries.ts';
import { batchStateAt, examStatusOf } from './timeline.ts';

/** The exam row when this lecturer owns it; NOT_FOUND across tenants, EXAM_NOT_OWNER for a colleague's. */
export async function ownedExam(db: DbOrTx, lecturer: Actor, examId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, lecturer.tenantId), eq(exams.id, examId)))
    .limit(1);
  return assertOwner(exam, lecturer.userId);
}

/** `queryExamList`: the lecturer's exams, newest first. */
export async function listLecturerExams(
  db: DbOrTx,
  options: { lecturer: Actor; query: TLecturerExamListQuery },
) {
  const { lecturer, query } = options;
  const filters: SQL[] = [sql`e.owner_id = ${lecturer.userId}`];
  if (query.examName) filters.push(sql`position(lower(${query.examName}) in lower(e.name)) > 0`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`
    SELECT *, count(*) OVER ()::int AS total_num
    FROM (${lecturerExamsSql(lecturer.tenantId, sql.join(filters, sql` AND `))}) x
    ORDER BY begin_at DESC NULLS LAST, exam_id DESC
    LIMIT ${limit} OFFSET ${offset}`,
    { ...lecturerExamShape, ...totalShape },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** `getExamDetail`: the exam with its figures and batches. */
export async function lecturerExamDetail(db: DbOrTx, options: { lecturer: Actor; examId: number }) {
  const { lecturer, examId } = options;
  const exam = await ownedExam(db, lecturer, examId);
  const row = await queryRow(
    db,
    lecturerExamsSql(lecturer.tenantId, sql`e.id = ${examId}`),
    lecturerExamShape,
  );
  return { exam, row: found(row), batches: await batchesOf(db, lecturer.tenantId, examId) };
}

const situationShape = {
  batch_id: col.int,
  batch_number: col.int,
  begin_at: col.date,
  end_at: col.date,
  arranged_num: col.int,
  taken_num: col.int,
  absent_num: col.int,
  passed_num: col.int,
  pending_num: col.int,
  average_score: col.numOrNull,
};

/** `getExamSituationList`: the figures of each batch. Absences are those the sweeper recorded. */
export async function examSituation(db: DbOrTx, options: { lecturer: Actor; examId: number }) {
  const { lecturer, examId } = options;
  await ownedExam(db, lecturer, examId);
  const { tenantId } = lecturer;
  return queryRows(
    db,
    sql`
    SELECT b.id AS batch_id, b.batch_number, b.begin_at, b.end_at,
      (SELECT count(*)::int FROM ${arrangedUserIds(tenantId, sql`${examId}::int`)} arranged) AS arranged_num,
      (SELECT count(DISTINCT user_id)::int FROM exam_results r WHERE r.tenant_id = ${tenantId} AND r.batch_id = b.id) AS taken_num,
      (SELECT count(*)::int FROM exam_absences a WHERE a.tenant_id = ${tenantId} AND a.batch_id = b.id) AS absent_num,
      (SELECT count(DISTINCT user_id)::int FROM exam_results r WHERE r.tenant_id = ${tenantId} AND r.batch_id = b.id AND r.is_pass = 3) AS passed_num,
      (SELECT count(*)::int FROM exam_results r WHERE r.tenant_id = ${tenantId} AND r.batch_id = b.id AND r.marking_state = 'pending') AS pending_num,
      (SELECT round(avg(score), 2) FROM exam_results r WHERE r.tenant_id = ${tenantId} AND r.batch_id = b.id AND r.marking_state = 'done') AS average_score
    FROM exam_batches b WHERE b.tenant_id = ${tenantId} AND b.exam_id = ${examId}
    ORDER BY b.batch_number`,
    situationShape,
  );
}

const examineeShape = {
  user_id: col.int,
  user_name: col.text,
  org_name: col.text,
  attempt_id: col.intOrNull,
  batch_id: col.intOrNull,
  batch_number: col.intOrNull,
  submitted_at: col.dateOrNull,
  score: col.numOrNull,
  is_pass: col.intOrNull,
  marking_state: col.textOrNull,
  ...totalShape,
};

/**
 * `getExamineeList`: every arranged learner with their best result (results waiting for marking first),
 * and the status of those without one (by the batches in scope).
 */
export async function listExaminees(
  db: DbOrTx,
  options: { lecturer: Actor; query: TExamineeListQuery; now: Date },
) {
  const { lecturer, query, now } = options;
  await ownedExam(db, lecturer, query.examId);
  const { tenantId } = lecturer;
  const batches = await batchesOf(db, tenantId, query.examId);
  const scope = query.batchId ? batches.filter((batch) => batch.id === query.batchId) : batches;
  const batchFilter = query.batchId ? sql`AND r.batch_id = ${query.batchId}` : sql``;
  const markingFilter = query.markingState ? sql`AND r.marking_state = ${query.markingState}` : sql``;
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`
    SELECT u.id AS user_id, u.name AS user_name, coalesce(o.name, '') AS org_name,
      r.attempt_id, r.batch_id, b.batch_number, r.submitted_at, r.score, r.is_pass, r.marking_state,
      count(*) OVER ()::int AS total_num
    FROM users u
    LEFT JOIN organisations o ON o.id = u.org_id AND o.tenant_id = ${tenantId}
    LEFT JOIN LATERAL (
      SELECT * FROM exam_results r
      WHERE r.tenant_id = ${tenantId} AND r.exam_id = ${query.examId} AND r.user_id = u.id ${batchFilter}
      ORDER BY (r.marking_state = 'pending') DESC, r.score DESC, r.submitted_at DESC LIMIT 1
    ) r ON true
    LEFT JOIN exam_batches b ON b.id = r.batch_id AND b.tenant_id = ${tenantId}
    WHERE u.tenant_id = ${tenantId} AND u.id IN ${arrangedUserIds(tenantId, sql`${query.examId}::int`)}
      ${query.markingState ? sql`AND r.id IS NOT NULL ${markingFilter}` : sql``}
    ORDER BY u.id
    LIMIT ${limit} OFFSET ${offset}`,
    examineeShape,
  );
  const waiting = examStatusOf(
    false,
    scope.map((batch) => batchStateAt(batch, now)),
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0, waiting };
}

export type ExamineeRow = Awaited<ReturnType<typeof listExaminees>>['rows'][number];
export type SituationRow = Awaited<ReturnType<typeof examSituation>>[number];
