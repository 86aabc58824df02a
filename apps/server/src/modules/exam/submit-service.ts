// `submitPaper`: saves the answers the submit carries (exactly like a draft save, sequence rule included),
// then closes and scores the attempt. Idempotent: a repeated or retried submit answers with the first
// result and changes nothing. The earliest-submit rule yields only to the deadline and to closed-book
// leaving.
import { ExamAttemptStatus, ExamCloseReason, type TSubmitPaper } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError, isAppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAttempts, exams } from '../../db/schema/index.ts';
import { type AttemptFacts, attemptOf } from './attempt-facts.ts';
import { closeAttempt, closeIfOverdue, type ResultRow, resultOfAttempt } from './close-service.ts';
import { saveAnswers } from './draft-service.ts';
import { found } from './policy.ts';

/** What a result's reply needs of its exam. */
export type ExamScoring = {
  scoreVisible: boolean;
  /** 'manual': the learner sees a grade once published (policy.ts gradeVisible). */
  gradePublishing?: string;
  totalScore: number;
  passScore: number;
};

/** A client's countdown may run a little ahead of the server's clock. */
const TIMEOUT_CLOCK_SKEW_MS = 5_000;

/** The close reason the server accepts for this submit (a claimed time-out before the deadline is not one). */
function acceptedReason(facts: AttemptFacts, reason: TSubmitPaper['reason'], now: Date): ExamCloseReason {
  if (reason === ExamCloseReason.leave && facts.closedBook) return ExamCloseReason.leave;
  if (
    reason === ExamCloseReason.timeout &&
    now.getTime() >= facts.deadlineAt.getTime() - TIMEOUT_CLOCK_SKEW_MS
  ) {
    return ExamCloseReason.timeout;
  }
  return ExamCloseReason.manual;
}

export async function submitPaper(
  db: DbOrTx,
  options: { learner: Actor; input: TSubmitPaper; now: Date },
): Promise<{ result: ResultRow; exam: ExamScoring }> {
  const { learner, input, now } = options;
  const facts = await attemptOf(db, learner, input.attemptId);
  const [row] = await db
    .select({
      scoreVisible: exams.scoreVisible,
      gradePublishing: exams.gradePublishing,
      totalScore: exams.totalScore,
      passScore: exams.passScore,
    })
    .from(exams)
    .where(and(eq(exams.tenantId, learner.tenantId), eq(exams.id, facts.examId)));
  const exam = found(row);
  await closeIfOverdue(db, facts, now);
  const [attempt] = await db
    .select({ status: examAttempts.status })
    .from(examAttempts)
    .where(and(eq(examAttempts.tenantId, learner.tenantId), eq(examAttempts.id, facts.id)));
  if (attempt?.status === ExamAttemptStatus.inProgress) {
    const reason = acceptedReason(facts, input.reason, now);
    const earliest = facts.startedAt.getTime() + facts.earliestSubmitMinutes * 60_000;
    if (reason === ExamCloseReason.manual && now.getTime() < earliest) {
      throw new AppError('EXAM_SUBMIT_TOO_EARLY', { params: { minutes: facts.earliestSubmitMinutes } });
    }
    try {
      if (input.answers.length > 0) await saveAnswers(db, facts, input.answers, now);
      await closeAttempt(db, { tenantId: learner.tenantId, attemptId: facts.id, reason, now });
    } catch (error) {
      // Closed meanwhile (another tab's submit, the sweeper): the first result stands.
      if (!isAppError(error) || error.code !== 'EXAM_ATTEMPT_CLOSED') throw error;
    }
  }
  const result = await resultOfAttempt(db, learner.tenantId, facts.id);
  if (!result) throw new AppError('EXAM_ATTEMPT_CLOSED');
  return { result, exam };
}
