// The answer review of a submitted attempt (`viewAnswer`, `viewAnswerEachSession`): the paper with my
// answers, the right answers, the analysis and my marks, only when the exam allows it.
import { ExamAttemptStatus, type TAnswerReview } from '@elearning/shared';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examBatches, exams } from '../../db/schema/index.ts';
import { attemptOf } from './attempt-facts.ts';
import { answersVisible } from './policy.ts';
import { presentResult, presentReviewQuestion } from './presenter.ts';
import { layoutContent } from './question-content.ts';
import { closeIfOverdue, resultOfAttempt } from './submit-service.ts';
import { batchWithExam } from './take-service.ts';

type Owner = { tenantId: string; userId: number };

export async function reviewAttempt(
  db: DbOrTx,
  options: { owner: Owner; attemptId: number; now: Date },
): Promise<TAnswerReview> {
  const { owner, attemptId, now } = options;
  const facts = await attemptOf(db, owner, attemptId);
  await closeIfOverdue(db, facts, now);
  const [row] = await db
    .select({ status: examAttempts.status, exam: exams, batchEnd: examBatches.endAt })
    .from(examAttempts)
    .innerJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.tenantId, owner.tenantId)))
    .innerJoin(examBatches, eq(examBatches.id, examAttempts.batchId))
    .where(and(eq(examAttempts.tenantId, owner.tenantId), eq(examAttempts.id, attemptId)));
  if (!row) throw new AppError('NOT_FOUND');
  const submitted = row.status === ExamAttemptStatus.submitted;
  if (!answersVisible(row.exam.answerVisibility, { submitted, batchEnd: row.batchEnd }, now)) {
    throw new AppError('EXAM_ANSWERS_HIDDEN');
  }
  const [content, saved, result] = await Promise.all([
    layoutContent(db, owner.tenantId, facts.layout),
    db
      .select()
      .from(examAnswers)
      .where(and(eq(examAnswers.tenantId, owner.tenantId), eq(examAnswers.attemptId, attemptId))),
    resultOfAttempt(db, owner.tenantId, attemptId),
  ]);
  if (!result) throw new AppError('EXAM_ANSWERS_HIDDEN');
  const answers = new Map(saved.map((answer) => [answer.questionId, answer]));
  return {
    attemptId,
    examName: row.exam.name,
    result: presentResult(result, row.exam),
    sections: facts.layout.sections.map((section) => ({
      title: section.title,
      questions: section.questions.flatMap(
        (entry) => presentReviewQuestion(entry, content, answers, row.exam.scoreVisible) ?? [],
      ),
    })),
  };
}

/** `viewAnswer {batchId}`: the review of my latest submitted attempt at the batch's exam. */
export async function reviewLatest(
  db: DbOrTx,
  options: { owner: Owner; batchId: number; now: Date },
): Promise<TAnswerReview> {
  const { owner, batchId, now } = options;
  const { exam } = await batchWithExam(db, owner.tenantId, batchId);
  const [latest] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, owner.tenantId),
        eq(examAttempts.examId, exam.id),
        eq(examAttempts.userId, owner.userId),
        eq(examAttempts.status, ExamAttemptStatus.submitted),
      ),
    )
    .orderBy(desc(examAttempts.submittedAt))
    .limit(1);
  if (!latest) throw new AppError('EXAM_ANSWERS_HIDDEN');
  return reviewAttempt(db, { owner, attemptId: latest.id, now });
}
