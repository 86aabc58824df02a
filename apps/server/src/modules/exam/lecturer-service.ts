// The lecturer's exam calls (SPEC §7 lecturer): their exams with figures, one exam's detail, the situation
// per batch, and the examinees. Only exams the lecturer owns are ever read.
import {
  ExamStatusFilter,
  type TExamItemStatus,
  type TExamineeListQuery,
  type TTeacherExamDetail,
  type TTeacherExamItem,
  type TTeacherExamListQuery,
} from '@elearning/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { exams } from '../../db/schema/index.ts';
import { batchesOf } from './info-service.ts';
import { arrangedUserIds, assertOwner } from './policy.ts';
import { toMs } from './presenter.ts';
import { queryRows } from './sql-rows.ts';

type Lecturer = { tenantId: string; userId: number };

type TeacherExamRow = {
  exam_id: number;
  exam_name: string;
  pattern: string;
  exam_type: string;
  published: boolean;
  batch_count: number;
  begin_at: Date | string | null;
  end_at: Date | string | null;
  arranged_num: number;
  taken_num: number;
  passed_num: number;
  pending_num: number;
  average_score: string | number | null;
  total_num: number;
};

function teacherExamsSql(tenantId: string, where: SQL): SQL {
  return sql`
    SELECT e.id AS exam_id, e.name AS exam_name, e.pattern, e.exam_type, e.published,
      bs.batch_count, bs.begin_at, bs.end_at,
      (SELECT count(*)::int FROM ${arrangedUserIds(tenantId, sql`e.id`)} arranged) AS arranged_num,
      rs.taken_num, rs.passed_num, rs.pending_num, rs.average_score
    FROM exams e
    JOIN LATERAL (SELECT count(*)::int AS batch_count, min(begin_at) AS begin_at, max(end_at) AS end_at
      FROM exam_batches WHERE tenant_id = ${tenantId} AND exam_id = e.id) bs ON true
    JOIN LATERAL (SELECT count(DISTINCT user_id)::int AS taken_num,
        count(DISTINCT user_id) FILTER (WHERE is_pass = 3)::int AS passed_num,
        count(*) FILTER (WHERE marking_state = 'pending')::int AS pending_num,
        round(avg(score) FILTER (WHERE marking_state = 'done'), 2) AS average_score
      FROM exam_results WHERE tenant_id = ${tenantId} AND exam_id = e.id) rs ON true
    WHERE e.tenant_id = ${tenantId} AND ${where}`;
}

function presentTeacherExam(row: TeacherExamRow): TTeacherExamItem {
  return {
    examId: row.exam_id,
    examName: row.exam_name,
    examPattern: row.pattern,
    examType: row.exam_type as TTeacherExamItem['examType'],
    published: row.published,
    batchCount: row.batch_count,
    examBeginTime: row.begin_at === null ? null : toMs(row.begin_at),
    examEndTime: row.end_at === null ? null : toMs(row.end_at),
    arrangedNum: row.arranged_num,
    takenNum: row.taken_num,
    passedNum: row.passed_num,
    pendingNum: row.pending_num,
  };
}

/** `queryExamList`: the lecturer's exams, newest first. */
export async function listTeacherExams(db: DbOrTx, lecturer: Lecturer, query: TTeacherExamListQuery) {
  const filters: SQL[] = [sql`e.owner_id = ${lecturer.userId}`];
  if (query.examName) filters.push(sql`position(lower(${query.examName}) in lower(e.name)) > 0`);
  const result = await queryRows<TeacherExamRow>(
    db,
    sql`
    SELECT *, count(*) OVER ()::int AS total_num FROM (${teacherExamsSql(lecturer.tenantId, sql.join(filters, sql` AND `))}) x
    ORDER BY begin_at DESC NULLS LAST, exam_id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
  );
  return { data: result.map(presentTeacherExam), totalNum: Number(result[0]?.total_num ?? 0) };
}

/** The exam row when this lecturer owns it; NOT_FOUND across tenants, EXAM_NOT_OWNER for a colleague's. */
export async function ownedExam(db: DbOrTx, lecturer: Lecturer, examId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, lecturer.tenantId), eq(exams.id, examId)))
    .limit(1);
  assertOwner(exam, lecturer.userId);
  return exam!;
}

export async function teacherExamDetail(
  db: DbOrTx,
  lecturer: Lecturer,
  examId: number,
  now: Date,
): Promise<TTeacherExamDetail> {
  const exam = await ownedExam(db, lecturer, examId);
  const result = await queryRows<TeacherExamRow>(
    db,
    teacherExamsSql(lecturer.tenantId, sql`e.id = ${examId}`),
  );
  const row = result[0];
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...presentTeacherExam(row),
    examSourceName: exam.sourceName,
    passScore: exam.passScore,
    totalScore: exam.totalScore,
    timeLimit: exam.timeLimitMinutes,
    answerMode: exam.answerMode === 2 ? 2 : 1,
    averageScore: row.average_score === null ? null : Number(row.average_score),
    roomName: exam.roomName,
    roomAddr: exam.roomAddr,
    batches: await batchesOf(db, lecturer.tenantId, examId, now),
  };
}

/** `getExamSituationList`: the figures of each batch. Absences are those the sweeper recorded. */
export async function examSituation(db: DbOrTx, lecturer: Lecturer, examId: number) {
  await ownedExam(db, lecturer, examId);
  const { tenantId } = lecturer;
  const result = await queryRows<{
    batch_id: number;
    batch_number: number;
    begin_at: Date | string;
    end_at: Date | string;
    arranged_num: number;
    taken_num: number;
    absent_num: number;
    passed_num: number;
    pending_num: number;
    average_score: string | number | null;
  }>(
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
  );
  return result.map((row) => ({
    batchId: row.batch_id,
    batchNumber: row.batch_number,
    examBeginTime: toMs(row.begin_at),
    examEndTime: toMs(row.end_at),
    arrangedNum: row.arranged_num,
    takenNum: row.taken_num,
    absentNum: row.absent_num,
    passedNum: row.passed_num,
    pendingNum: row.pending_num,
    averageScore: row.average_score === null ? null : Number(row.average_score),
  }));
}

type ExamineeRow = {
  user_id: number;
  user_name: string;
  org_name: string;
  attempt_id: number | null;
  batch_id: number | null;
  batch_number: number | null;
  submitted_at: Date | string | null;
  score: string | number | null;
  is_pass: number | null;
  marking_state: string | null;
  total_num: number;
};

/** `getExamineeList`: every arranged learner with their best result (results waiting for marking first). */
export async function listExaminees(db: DbOrTx, lecturer: Lecturer, query: TExamineeListQuery, now: Date) {
  await ownedExam(db, lecturer, query.examId);
  const { tenantId } = lecturer;
  const batches = await batchesOf(db, tenantId, query.examId, now);
  const scope = query.batchId ? batches.filter((batch) => batch.id === query.batchId) : batches;
  const batchFilter = query.batchId ? sql`AND r.batch_id = ${query.batchId}` : sql``;
  const markingFilter = query.markingState ? sql`AND r.marking_state = ${query.markingState}` : sql``;
  const result = await queryRows<ExamineeRow>(
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
    LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
  );
  const waiting: TExamItemStatus = scope.some((batch) => batch.state === 2)
    ? ExamStatusFilter.notTaken
    : scope.some((batch) => batch.state === 1)
      ? ExamStatusFilter.notStarted
      : ExamStatusFilter.absent;
  return {
    data: result.map((row) => ({
      userId: row.user_id,
      userName: row.user_name,
      orgName: row.org_name,
      attemptId: row.attempt_id,
      batchId: row.batch_id,
      batchNumber: row.batch_number,
      submitTime: row.submitted_at === null ? null : toMs(row.submitted_at),
      score: row.score === null ? null : Number(row.score),
      isPass: row.is_pass === 1 || row.is_pass === 3 ? row.is_pass : null,
      markingState:
        row.marking_state === 'pending' ? 'pending' : row.marking_state === 'done' ? 'done' : null,
      status: row.batch_id === null ? waiting : ExamStatusFilter.taken,
    })),
    totalNum: Number(result[0]?.total_num ?? 0),
  };
}
