// The exam domain's SQL written once: the learner's exam rows (list, count, todo badge), the lecturer's
// exam figures (list and detail), and the column sets several services read. Row types come from the
// shapes, so a renamed column fails in the tests instead of passing on `undefined`.
import {
  ExamAttemptStatus,
  ExamPassState,
  ExamStatusFilter,
  type QuestionType,
  type TExamListQuery,
  type TPaperOption,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';
import { examQuestions, type QuestionAnswerKey } from '../../db/schema/index.ts';
import { arrangedTo, arrangedUserIds, type Examinee, gradeVisibleSql } from './policy.ts';

/** One exam as the learner's list shows it, through one representative batch. */
export const examRowShape = {
  exam_id: col.int,
  exam_name: col.text,
  pattern: col.text,
  exam_type: col.text,
  source_name: col.text,
  room_name: col.text,
  room_addr: col.text,
  score_visible: col.bool,
  total_score: col.num,
  pass_score: col.num,
  time_limit_minutes: col.int,
  batch_id: col.int,
  batch_number: col.int,
  begin_at: col.date,
  end_at: col.date,
  best_score: col.numOrNull,
  best_pass: col.intOrNull,
  pending: col.boolOrNull,
  status: col.int,
  in_progress_attempt_id: col.intOrNull,
};
export type ExamRow = RowOf<typeof examRowShape>;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The exams a learner (or, without one, an anonymous visitor) sees with their status and their attempt in
 * progress, each through one batch: the batch of the attempt in progress, else of the latest result, else
 * the open one, else the next, else the last that ended.
 */
export function examRowsSql(
  tenantId: string,
  examinee: Examinee | null,
  query: Partial<TExamListQuery>,
  now: Date,
): SQL {
  const results = examinee
    ? sql`LEFT JOIN LATERAL (
        SELECT max(r.score) AS best_score, max(r.is_pass) AS best_pass,
          bool_or(r.marking_state = 'pending') AS pending, count(*)::int AS result_count,
          count(*) FILTER (WHERE r.published_at IS NULL)::int AS unpublished,
          (array_agg(r.batch_id ORDER BY r.submitted_at DESC))[1] AS last_batch
        FROM exam_results r
        WHERE r.tenant_id = ${tenantId} AND r.user_id = ${examinee.subject.userId} AND r.exam_id = e.id
      ) res ON true`
    : sql`LEFT JOIN LATERAL (
        SELECT NULL::numeric AS best_score, NULL::int AS best_pass, NULL::boolean AS pending,
          0 AS result_count, 0 AS unpublished, NULL::int AS last_batch
      ) res ON true`;
  const open = examinee
    ? sql`LEFT JOIN LATERAL (
        SELECT a.id AS attempt_id, a.batch_id FROM exam_attempts a
        WHERE a.tenant_id = ${tenantId} AND a.user_id = ${examinee.subject.userId} AND a.exam_id = e.id
          AND a.status = ${ExamAttemptStatus.inProgress}
        ORDER BY a.id DESC LIMIT 1
      ) op ON true`
    : sql`LEFT JOIN LATERAL (SELECT NULL::int AS attempt_id, NULL::int AS batch_id) op ON true`;
  const filters: SQL[] = [
    sql`e.tenant_id = ${tenantId}`,
    sql`e.published`,
    arrangedTo(sql`e.id`, tenantId, examinee),
  ];
  if (query.examName) filters.push(sql`e.name ILIKE ${likePattern(query.examName)}`);
  if (query.type) filters.push(sql`e.exam_type = ${query.type}`);
  if (query.liveId !== undefined) filters.push(sql`e.source_type = 'live' AND e.source_id = ${query.liveId}`);
  return sql`
    SELECT e.id AS exam_id, e.name AS exam_name, e.pattern, e.exam_type, e.source_name, e.room_name, e.room_addr,
      ${gradeVisibleSql} AS score_visible, e.total_score, e.pass_score, e.time_limit_minutes,
      b.id AS batch_id, b.batch_number, b.begin_at, b.end_at,
      res.best_score, res.best_pass, res.pending, op.attempt_id AS in_progress_attempt_id,
      (CASE WHEN res.result_count > 0 THEN ${ExamStatusFilter.taken}
           WHEN bs.open_count > 0 THEN ${ExamStatusFilter.notTaken}
           WHEN bs.upcoming_count > 0 THEN ${ExamStatusFilter.notStarted}
           ELSE ${ExamStatusFilter.absent} END)::int AS status
    FROM exams e
    ${results}
    ${open}
    JOIN LATERAL (
      SELECT count(*) FILTER (WHERE begin_at <= ${now} AND end_at >= ${now})::int AS open_count,
        count(*) FILTER (WHERE begin_at > ${now})::int AS upcoming_count
      FROM exam_batches WHERE tenant_id = ${tenantId} AND exam_id = e.id
    ) bs ON true
    JOIN LATERAL (
      SELECT x.id, x.batch_number, x.begin_at, x.end_at FROM exam_batches x
      WHERE x.tenant_id = ${tenantId} AND x.exam_id = e.id
      ORDER BY CASE WHEN x.id = op.batch_id THEN -1 WHEN x.id = res.last_batch THEN 0
                    WHEN x.begin_at <= ${now} AND x.end_at >= ${now} THEN 1
                    WHEN x.begin_at > ${now} THEN 2 ELSE 3 END,
        CASE WHEN x.end_at >= ${now} THEN x.begin_at END ASC NULLS LAST, x.end_at DESC
      LIMIT 1
    ) b ON true
    WHERE ${sql.join(filters, sql` AND `)}`;
}

/** Filters applied once each row knows its status and representative batch. */
export function examRowFilters(query: Partial<TExamListQuery>): SQL {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`status = ${query.status}::int`);
  if (query.isPass === ExamPassState.passed) filters.push(sql`best_pass = ${ExamPassState.passed}::int`);
  if (query.isPass === ExamPassState.notPassed)
    filters.push(sql`best_pass = ${ExamPassState.notPassed}::int`);
  if (query.examTime?.from !== undefined) filters.push(sql`end_at >= ${new Date(query.examTime.from)}`);
  if (query.examTime?.to !== undefined) filters.push(sql`begin_at <= ${new Date(query.examTime.to)}`);
  return sql.join(filters, sql` AND `);
}

/** A lecturer's exam with its figures over every batch. */
export const lecturerExamShape = {
  exam_id: col.int,
  exam_name: col.text,
  pattern: col.text,
  exam_type: col.text,
  published: col.bool,
  batch_count: col.int,
  begin_at: col.dateOrNull,
  end_at: col.dateOrNull,
  arranged_num: col.int,
  taken_num: col.int,
  passed_num: col.int,
  pending_num: col.int,
  average_score: col.numOrNull,
};
export type LecturerExamRow = RowOf<typeof lecturerExamShape>;

/** The lecturer's exams matching `where` (alias `e`), with arranged / taken / passed / pending figures. */
export function lecturerExamsSql(tenantId: string, where: SQL): SQL {
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

/** A paged list's rows carry the total in one window column. */
export const totalShape = { total_num: col.int };

/** The bank columns a paper, a review and the wrong book read of a question. */
export const questionColumns = {
  id: examQuestions.id,
  parentId: examQuestions.parentId,
  type: examQuestions.type,
  stem: examQuestions.stem,
  options: examQuestions.options,
  answer: examQuestions.answer,
  analysis: examQuestions.analysis,
  category: examQuestions.category,
};

/** A bank question as the back office lists and edits it (alias `q`). */
export const adminQuestionShape = {
  id: col.int,
  type: col.json<QuestionType>(),
  stem: col.text,
  options: col.json<TPaperOption[]>(),
  answer: col.json<QuestionAnswerKey | null>(),
  analysis: col.text,
  score: col.num,
  difficulty: col.int,
  category_id: col.intOrNull,
  category_name: col.text,
  creator_name: col.text,
  created_at: col.date,
  used_num: col.int,
};
export type AdminQuestionRow = RowOf<typeof adminQuestionShape>;

/** A paper as the back office lists and edits it (alias `p`). */
export const adminPaperShape = {
  id: col.int,
  name: col.text,
  kind: col.text,
  category_id: col.intOrNull,
  remark: col.text,
  show_score: col.bool,
  shuffle_options: col.bool,
  total_score: col.num,
  expires_at: col.dateOrNull,
  created_at: col.date,
  category_name: col.text,
  creator_name: col.text,
  question_num: col.int,
  used_num: col.int,
};
export type AdminPaperRow = RowOf<typeof adminPaperShape>;

/** One examinee's grade in the back office (an online result or an offline grade). */
export const gradeRowShape = {
  id: col.int,
  user_id: col.int,
  user_name: col.text,
  org_name: col.text,
  score: col.numOrNull,
  is_pass: col.intOrNull,
  marking_state: col.textOrNull,
  published: col.bool,
  remark: col.text,
};
export type GradeRow = RowOf<typeof gradeRowShape>;
