// Closing an attempt: by the learner's submit, by the paper's time-out, by leaving a closed-book paper,
// or by the server once the deadline has passed (on the next touch and in the sweeper). Closing is
// idempotent: the attempt row is locked, and a closed attempt answers with its first result.
import {
  AnswerVerdict,
  EXAM_RULES,
  ExamAttemptStatus,
  ExamCloseReason,
  ExamMarkingState,
  ExamPassState,
  QuestionType,
} from '@elearning/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  examAnswers,
  examAttempts,
  examQuestions,
  examResults,
  exams,
  examWrongQuestions,
} from '../../db/schema/index.ts';
import { emitExamPassed } from './admin-grade-service.ts';
import { answerableQuestions } from './paper-layout.ts';
import { isEmptyAnswer, roundPoints, scoreAnswer } from './scoring.ts';

export type ResultRow = typeof examResults.$inferSelect & { closedBy: ExamCloseReason | null };

/** The result of an attempt with how it was closed, or null while it is open. */
export async function resultOfAttempt(
  db: DbOrTx,
  tenantId: string,
  attemptId: number,
): Promise<ResultRow | null> {
  const [row] = await db
    .select({ result: examResults, closedBy: examAttempts.closedBy })
    .from(examResults)
    .innerJoin(examAttempts, eq(examAttempts.id, examResults.attemptId))
    .where(and(eq(examResults.tenantId, tenantId), eq(examResults.attemptId, attemptId)))
    .limit(1);
  return row ? { ...row.result, closedBy: row.closedBy } : null;
}

/** Pass state of a score: 3 passed, 1 not passed. */
export function passStateOf(score: number, passScore: number): 1 | 3 {
  return score >= passScore ? ExamPassState.passed : ExamPassState.notPassed;
}

/**
 * Closes one attempt and scores what was saved. Returns the attempt's result, the first one when it was
 * already closed. `now` is when the close was asked for; a close after the deadline is dated at it.
 */
export async function closeAttempt(
  db: DbOrTx,
  options: { tenantId: string; attemptId: number; reason: ExamCloseReason; now: Date },
): Promise<ResultRow> {
  const { tenantId, attemptId, reason, now } = options;
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.tenantId, tenantId), eq(examAttempts.id, attemptId)))
      .for('update');
    if (!attempt) throw new Error(`closeAttempt: no attempt ${attemptId}`);
    if (attempt.status !== ExamAttemptStatus.inProgress) {
      const existing = await resultOfAttempt(tx, tenantId, attemptId);
      if (existing) return existing;
    }
    const [exam] = await tx
      .select({ id: exams.id, passScore: exams.passScore, certificateId: exams.certificateId })
      .from(exams)
      .where(and(eq(exams.tenantId, tenantId), eq(exams.id, attempt.examId)));
    const submittedAt = new Date(Math.min(now.getTime(), attempt.deadlineAt.getTime()));
    await tx
      .update(examAttempts)
      .set({ status: ExamAttemptStatus.submitted, submittedAt, closedBy: reason })
      .where(and(eq(examAttempts.tenantId, tenantId), eq(examAttempts.id, attemptId)));

    const layout = answerableQuestions(attempt.layout);
    const ids = layout.map((question) => question.id);
    const [bank, saved] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: examQuestions.id, type: examQuestions.type, answer: examQuestions.answer })
            .from(examQuestions)
            .where(and(eq(examQuestions.tenantId, tenantId), inArray(examQuestions.id, ids))),
      tx
        .select({ questionId: examAnswers.questionId, answer: examAnswers.answer })
        .from(examAnswers)
        .where(and(eq(examAnswers.tenantId, tenantId), eq(examAnswers.attemptId, attemptId))),
    ]);
    const bankById = new Map(bank.map((question) => [question.id, question]));
    const answerOf = new Map(saved.map((row) => [row.questionId, row.answer]));

    let objective = 0;
    let pending = 0;
    const marks: { question_id: number; score: number | null; verdict: string }[] = [];
    const wrong: { questionId: number; answer: (typeof saved)[number]['answer'] }[] = [];
    for (const entry of layout) {
      const question = bankById.get(entry.id);
      if (!question) continue;
      const given = answerOf.get(entry.id);
      const outcome = scoreAnswer(question, entry.score, given);
      if (outcome.verdict === AnswerVerdict.pending) pending += 1;
      else objective += outcome.score ?? 0;
      if (answerOf.has(entry.id))
        marks.push({ question_id: entry.id, score: outcome.score, verdict: outcome.verdict });
      const answered = !isEmptyAnswer(given);
      const missed = outcome.verdict === AnswerVerdict.wrong || outcome.verdict === AnswerVerdict.partial;
      if (answered && missed && question.type !== QuestionType.shortAnswer)
        wrong.push({ questionId: entry.id, answer: given ?? null });
    }
    if (marks.length > 0) {
      await tx.execute(sql`
        UPDATE exam_answers a SET score = m.score, verdict = m.verdict
        FROM jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) AS m(question_id int, score numeric, verdict text)
        WHERE a.tenant_id = ${tenantId} AND a.attempt_id = ${attemptId} AND a.question_id = m.question_id`);
    }
    if (wrong.length > 0) {
      await tx
        .insert(examWrongQuestions)
        .values(
          wrong.map((entry) => ({
            tenantId,
            userId: attempt.userId,
            questionId: entry.questionId,
            examId: attempt.examId,
            lastAnswer: entry.answer,
            lastWrongAt: submittedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [examWrongQuestions.userId, examWrongQuestions.questionId],
          set: {
            wrongCount: sql`${examWrongQuestions.wrongCount} + 1`,
            lastAnswer: sql`excluded.last_answer`,
            lastWrongAt: sql`excluded.last_wrong_at`,
            examId: sql`excluded.exam_id`,
            masteredAt: null,
          },
        });
    }
    const score = roundPoints(objective);
    const done = pending === 0;
    await tx
      .insert(examResults)
      .values({
        tenantId,
        examId: attempt.examId,
        batchId: attempt.batchId,
        userId: attempt.userId,
        attemptId,
        objectiveScore: score,
        subjectiveScore: 0,
        score,
        isPass: done ? passStateOf(score, exam?.passScore ?? 0) : null,
        markingState: done ? ExamMarkingState.done : ExamMarkingState.pending,
        pendingCount: pending,
        submittedAt,
        scoredAt: done ? now : null,
      })
      .onConflictDoNothing();
    if (done && exam && passStateOf(score, exam.passScore) === ExamPassState.passed)
      await emitExamPassed(tx, { exam: { ...exam, tenantId }, userId: attempt.userId, score });
    const result = await resultOfAttempt(tx, tenantId, attemptId);
    return result!;
  });
}

/** The latest moment a save or a submit's answers are still taken for an attempt. */
export function acceptsUntil(deadlineAt: Date): Date {
  return new Date(deadlineAt.getTime() + EXAM_RULES.deadlineGraceMs);
}

/** Touch rule: an attempt found open past its deadline (and grace) is closed and scored now. */
export async function closeIfOverdue(
  db: DbOrTx,
  attempt: { tenantId: string; id: number },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ status: examAttempts.status, deadlineAt: examAttempts.deadlineAt })
    .from(examAttempts)
    .where(and(eq(examAttempts.tenantId, attempt.tenantId), eq(examAttempts.id, attempt.id)));
  if (row?.status !== ExamAttemptStatus.inProgress || now <= acceptsUntil(row.deadlineAt)) return false;
  await closeAttempt(db, {
    tenantId: attempt.tenantId,
    attemptId: attempt.id,
    reason: ExamCloseReason.deadline,
    now,
  });
  return true;
}

/** Closes every overdue open attempt of one learner (called before lists and pages read their state). */
export async function closeOverdueOf(
  db: DbOrTx,
  owner: { tenantId: string; userId: number },
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, owner.tenantId),
        eq(examAttempts.userId, owner.userId),
        eq(examAttempts.status, ExamAttemptStatus.inProgress),
        lt(examAttempts.deadlineAt, new Date(now.getTime() - EXAM_RULES.deadlineGraceMs)),
      ),
    );
  for (const attempt of due) {
    await closeAttempt(db, {
      tenantId: owner.tenantId,
      attemptId: attempt.id,
      reason: ExamCloseReason.deadline,
      now,
    });
  }
  return due.length;
}
