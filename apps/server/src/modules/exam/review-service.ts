// The answer review of a submitted attempt (`viewAnswer`, `viewAnswerEachSession`): the paper with my
// answers, the right answers, the analysis and my marks, only when the exam allows it. The presenter
// (presenter-review.ts) shapes it.
import { ExamAttemptStatus } from '@elearning/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examBatches, exams } from '../../db/schema/index.ts';
import { attemptOf } from './attempt-facts.ts';
import { closeIfOverdue, resultOfAttempt } from './close-service.ts';
import { answersVisible, assertReviewable, found, reviewable } from './policy.ts';
import { layoutContent } from './question-content.ts';
import { batchWithExam } from './take-service.ts';

export async function reviewAttempt(db: DbOrTx, options: { learner: Actor; attemptId: number; now: Date }) {
  const { learner, attemptId, now } = options;
  const facts = await attemptOf(db, learner, attemptId);
  await closeIfOverdue(db, facts, now);
  const [row] = await db
    .select({ status: examAttempts.status, exam: exams, batchEnd: examBatches.endAt })
    .from(examAttempts)
    .innerJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.tenantId, learner.tenantId)))
    .innerJoin(examBatches, eq(examBatches.id, examAttempts.batchId))
    .where(and(eq(examAttempts.tenantId, learner.tenantId), eq(examAttempts.id, attemptId)));
  const { status, exam, batchEnd } = found(row);
  const submitted = status === ExamAttemptStatus.submitted;
  assertReviewable(answersVisible(exam.answerVisibility, { submitted, batchEnd }, now));
  const [content, saved, result] = await Promise.all([
    layoutContent(db, learner.tenantId, facts.layout),
    db
      .select()
      .from(examAnswers)
      .where(and(eq(examAnswers.tenantId, learner.tenantId), eq(examAnswers.attemptId, attemptId))),
    resultOfAttempt(db, learner.tenantId, attemptId),
  ]);
  return {
    attemptId,
    exam,
    layout: facts.layout,
    content,
    answers: new Map(saved.map((answer) => [answer.questionId, answer])),
    result: reviewable(result),
  };
}

export type AttemptReview = Awaited<ReturnType<typeof reviewAttempt>>;

/** `viewAnswer {batchId}`: the review of my latest submitted attempt at the batch's exam. */
export async function reviewLatest(db: DbOrTx, options: { learner: Actor; batchId: number; now: Date }) {
  const { learner, batchId, now } = options;
  const { exam } = await batchWithExam(db, learner.tenantId, batchId);
  const [latest] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, learner.tenantId),
        eq(examAttempts.examId, exam.id),
        eq(examAttempts.userId, learner.userId),
        eq(examAttempts.status, ExamAttemptStatus.submitted),
      ),
    )
    .orderBy(desc(examAttempts.submittedAt))
    .limit(1);
  return reviewAttempt(db, { learner, attemptId: reviewable(latest).id, now });
}

/** `viewAnswer`: one attempt named by the original client's `examSessionId`, else my latest at the batch. */
export function reviewAnswers(
  db: DbOrTx,
  options: { learner: Actor; batchId?: number | undefined; examSessionId?: number | undefined; now: Date },
) {
  const { learner, examSessionId, now } = options;
  if (examSessionId !== undefined) return reviewAttempt(db, { learner, attemptId: examSessionId, now });
  return reviewLatest(db, { learner, batchId: found(options.batchId), now });
}
