// Manual marking in the back office (original `listManualEvaluation*`, `getExamineePaperDetail`,
// `actionExamineePaperIng*`): by examinee (one attempt's short answers) and by question (one short answer
// across attempts). The exam's owner, its reviewers and whole-tenant administrators mark; the scoring itself
// is the lecturer's marking service, whose attempt lock makes two reviewers marking at once end in one result.
import {
  QuestionType,
  type TExamPageQuery,
  type TMarkByQuestion,
  type TMarkExamList,
  type TMarkQuestionAnswers,
} from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { exams } from '../../db/schema/index.ts';
import { type MarkAccess, markingSheet, scoreManually } from './marking-service.ts';
import { assertMayMark, found } from './policy.ts';

/** The exam when the caller may mark it. */
export const reviewerAccess: MarkAccess = async (db, caller, examId) => {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, caller.tenantId), eq(exams.id, examId)));
  const found_ = found(exam);
  const [reviewer, scope] = await Promise.all([
    queryRow(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM exam_reviewers WHERE exam_id = ${examId} AND user_id = ${caller.userId}) AS ok`,
      { ok: col.bool },
    ),
    dataScopeOf(db, caller),
  ]);
  assertMayMark({
    isOwner: found_.ownerId === caller.userId,
    isReviewer: reviewer?.ok === true,
    scopeAll: scope.kind === 'all',
  });
  return found_;
};

/** SQL: exams (alias `e`) the caller marks. */
async function markable(db: DbOrTx, actor: Actor) {
  const scope = await dataScopeOf(db, actor);
  if (scope.kind === 'all') return sql`e.tenant_id = ${actor.tenantId}`;
  return sql`e.tenant_id = ${actor.tenantId} AND (e.owner_id = ${actor.userId}
    OR EXISTS (SELECT 1 FROM exam_reviewers r WHERE r.exam_id = e.id AND r.user_id = ${actor.userId}))`;
}

/** `listManualEvaluation`: exams with short answers to mark, with pending and done counts. */
export async function listMarkExams(db: DbOrTx, actor: Actor, query: TMarkExamList) {
  const { limit, offset } = pageWindow(query);
  const search = query.search ?? query.examName;
  const rows = await queryRows(
    db,
    sql`SELECT e.id AS exam_id, e.name AS exam_name,
        count(*) FILTER (WHERE r.marking_state = 'pending')::int AS pending_num,
        count(*) FILTER (WHERE r.marking_state = 'done')::int AS done_num,
        (count(*) over ())::int AS total_num
      FROM exams e JOIN exam_results r ON r.exam_id = e.id AND r.attempt_id IS NOT NULL
      WHERE ${await markable(db, actor)} ${search ? sql`AND e.name ILIKE ${`%${search}%`}` : sql``}
      GROUP BY e.id HAVING bool_or(r.subjective_score > 0 OR r.marking_state = 'pending')
      ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
    { exam_id: col.int, exam_name: col.text, pending_num: col.int, done_num: col.int, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** `listManualEvaluationOnce`: the exam's submitted attempts, pending first. */
export async function listMarkAttempts(db: DbOrTx, actor: Actor, query: TExamPageQuery) {
  await reviewerAccess(db, actor, query.examId);
  const { limit, offset } = pageWindow(query);
  const state = query.markingState ? sql`AND r.marking_state = ${query.markingState}` : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT r.attempt_id, r.user_id, coalesce(nullif(u.real_name, ''), u.name) AS user_name, b.batch_number,
        r.submitted_at, r.score, r.marking_state, r.pending_count, (count(*) over ())::int AS total_num
      FROM exam_results r JOIN users u ON u.id = r.user_id JOIN exam_batches b ON b.id = r.batch_id
      WHERE r.tenant_id = ${actor.tenantId} AND r.exam_id = ${query.examId} AND r.attempt_id IS NOT NULL ${state}
      ORDER BY (r.marking_state = 'pending') DESC, r.submitted_at LIMIT ${limit} OFFSET ${offset}`,
    {
      attempt_id: col.int,
      user_id: col.int,
      user_name: col.text,
      batch_number: col.int,
      submitted_at: col.date,
      score: col.num,
      marking_state: col.text,
      pending_count: col.int,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** `getExamineePaperDetail`: one attempt's paper with its short answers to mark. */
export function adminMarkingSheet(db: DbOrTx, actor: Actor, attemptId: number) {
  return markingSheet(db, { lecturer: actor, attemptId, access: reviewerAccess });
}

/** `actionExamineePaperIng`: marks of one examinee. */
export function markByExaminee(db: Db, actor: Actor, input: Parameters<typeof scoreManually>[1]['input']) {
  return scoreManually(db, { lecturer: actor, input, now: new Date(), access: reviewerAccess, audit: true });
}

/** `listExamineePaperOnce`: the exam's short-answer questions with how many answers wait. */
export async function markQuestions(db: DbOrTx, actor: Actor, examId: number) {
  await reviewerAccess(db, actor, examId);
  return queryRows(
    db,
    sql`SELECT q.id AS question_id, q.stem, max(a.score)::numeric AS top_score,
        count(*) FILTER (WHERE a.score IS NULL)::int AS pending_num
      FROM exam_answers a JOIN exam_attempts t ON t.id = a.attempt_id AND t.status = 'submitted'
      JOIN exam_questions q ON q.id = a.question_id AND q.type = ${QuestionType.shortAnswer}
      WHERE a.tenant_id = ${actor.tenantId} AND t.exam_id = ${examId}
      GROUP BY q.id ORDER BY q.id`,
    { question_id: col.int, stem: col.text, top_score: col.numOrNull, pending_num: col.int },
  );
}

/** `listExamineePaperOnceUser`: every submitted answer to one question of the exam. */
export async function markQuestionAnswers(db: DbOrTx, actor: Actor, query: TMarkQuestionAnswers) {
  await reviewerAccess(db, actor, query.examId);
  const { limit, offset } = pageWindow(query);
  return queryRows(
    db,
    sql`SELECT a.attempt_id, coalesce(nullif(u.real_name, ''), u.name) AS user_name, a.answer, a.score, a.comment,
        (SELECT (elem->>'score')::numeric FROM jsonb_array_elements(t.layout->'sections') s,
           jsonb_array_elements(s->'questions') q0,
           jsonb_array_elements(coalesce(q0->'subs', jsonb_build_array(q0))) elem
         WHERE (elem->>'id')::int = a.question_id LIMIT 1) AS max_score
      FROM exam_answers a JOIN exam_attempts t ON t.id = a.attempt_id AND t.status = 'submitted'
      JOIN users u ON u.id = t.user_id
      WHERE a.tenant_id = ${actor.tenantId} AND t.exam_id = ${query.examId} AND a.question_id = ${query.questionId}
      ORDER BY (a.score IS NULL) DESC, a.attempt_id LIMIT ${limit} OFFSET ${offset}`,
    {
      attempt_id: col.int,
      user_name: col.text,
      answer: col.json<unknown>(),
      score: col.numOrNull,
      comment: col.text,
      max_score: col.numOrNull,
    },
  );
}

/** `actionExamineePaperIngUser`: one question's marks across attempts (each attempt marked on its own). */
export async function markByQuestion(db: Db, actor: Actor, input: TMarkByQuestion) {
  const sameExam: MarkAccess = async (tx, caller, examId) => {
    if (examId !== input.examId) throw new AppError('NOT_FOUND');
    return reviewerAccess(tx, caller, examId);
  };
  const marked = [];
  for (const item of input.list) {
    const scores = [{ questionId: input.questionId, score: item.score, comment: item.comment }];
    marked.push(
      await scoreManually(db, {
        lecturer: actor,
        input: { attemptId: item.attemptId, scores },
        now: new Date(),
        access: sameExam,
        audit: true,
      }),
    );
  }
  return marked;
}
