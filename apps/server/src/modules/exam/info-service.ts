// What a learner reads about one exam before and after taking it: its batches, the detail / middle page
// information (rules, attempts left, whether joining is possible now), and their own attempts.
import {
  ExamAttemptStatus,
  ExamStatusFilter,
  errorCatalogue,
  type Lang,
  type TExamBatch,
  type TExamInfo,
  type TExamItemStatus,
  type TExamSession,
  translate,
} from '@elearning/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAttempts, examBatches, examResults, exams } from '../../db/schema/index.ts';
import { answerableQuestions, buildAttemptLayout } from './paper-layout.ts';
import { answersVisible, joinBlocker, type Learner } from './policy.ts';
import { presentBatch, presentResult } from './presenter.ts';
import { closeOverdueOf, type ResultRow } from './submit-service.ts';
import { attemptsUsed, batchWithExam, isArranged } from './take-service.ts';

/** A published exam of this tenant, or NOT_FOUND. */
async function publishedExam(db: DbOrTx, tenantId: string, examId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.id, examId), eq(exams.published, true)))
    .limit(1);
  if (!exam) throw new AppError('NOT_FOUND');
  return exam;
}

export async function batchesOf(
  db: DbOrTx,
  tenantId: string,
  examId: number,
  now: Date,
): Promise<TExamBatch[]> {
  const rows = await db
    .select()
    .from(examBatches)
    .where(and(eq(examBatches.tenantId, tenantId), eq(examBatches.examId, examId)))
    .orderBy(asc(examBatches.batchNumber));
  return rows.map((batch) => presentBatch(batch, now));
}

/** `batch/list`: only for an exam the learner may see. */
export async function listBatches(db: DbOrTx, options: { learner: Learner; examId: number; now: Date }) {
  const { learner, examId, now } = options;
  await publishedExam(db, learner.tenantId, examId);
  if (!(await isArranged(db, learner, examId))) throw new AppError('EXAM_NOT_ARRANGED');
  return batchesOf(db, learner.tenantId, examId, now);
}

async function resultsOf(db: DbOrTx, learner: Learner, examId: number): Promise<ResultRow[]> {
  const rows = await db
    .select({ result: examResults, closedBy: examAttempts.closedBy })
    .from(examResults)
    .leftJoin(examAttempts, eq(examAttempts.id, examResults.attemptId))
    .where(
      and(
        eq(examResults.tenantId, learner.tenantId),
        eq(examResults.userId, learner.userId),
        eq(examResults.examId, examId),
      ),
    )
    .orderBy(desc(examResults.submittedAt));
  return rows.map((row) => ({ ...row.result, closedBy: row.closedBy }));
}

function bestOf(results: ResultRow[]): ResultRow | null {
  return results.reduce<ResultRow | null>(
    (best, next) => (!best || next.score > best.score ? next : best),
    null,
  );
}

function statusOf(results: ResultRow[], batches: TExamBatch[]): TExamItemStatus {
  if (results.length > 0) return ExamStatusFilter.taken;
  if (batches.some((batch) => batch.state === 2)) return ExamStatusFilter.notTaken;
  if (batches.some((batch) => batch.state === 1)) return ExamStatusFilter.notStarted;
  return ExamStatusFilter.absent;
}

/** `viewExamInfo` by batch (or by exam, choosing its current batch). */
export async function examInfo(
  db: DbOrTx,
  options: {
    learner: Learner;
    batchId?: number | undefined;
    examId?: number | undefined;
    now: Date;
    lang: Lang;
  },
): Promise<TExamInfo> {
  const { learner, now, lang } = options;
  await closeOverdueOf(db, learner, now);
  let examId = options.examId;
  if (options.batchId !== undefined)
    examId = (await batchWithExam(db, learner.tenantId, options.batchId)).exam.id;
  const exam = await publishedExam(db, learner.tenantId, examId!);
  const arranged = await isArranged(db, learner, exam.id);
  if (!arranged) throw new AppError('EXAM_NOT_ARRANGED');
  const batches = await batchesOf(db, learner.tenantId, exam.id, now);
  const batch =
    batches.find((b) => b.id === options.batchId) ??
    batches.find((b) => b.state === 2) ??
    batches.find((b) => b.state === 1) ??
    batches.at(-1);
  if (!batch) throw new AppError('NOT_FOUND');
  const [results, used, attempts] = await Promise.all([
    resultsOf(db, learner, exam.id),
    attemptsUsed(db, learner, exam.id),
    db
      .select({ id: examAttempts.id, status: examAttempts.status, layout: examAttempts.layout })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.tenantId, learner.tenantId),
          eq(examAttempts.examId, exam.id),
          eq(examAttempts.userId, learner.userId),
        ),
      )
      .orderBy(desc(examAttempts.id)),
  ]);
  const open = attempts.find((attempt) => attempt.status === ExamAttemptStatus.inProgress);
  const blocker = joinBlocker(
    {
      pattern: exam.pattern,
      arranged,
      hasOpenAttempt: Boolean(open),
      batchBegin: new Date(batch.examBeginTime),
      batchEnd: new Date(batch.examEndTime),
      attemptsUsed: used,
      attemptsAllowed: exam.attemptsAllowed,
    },
    now,
  );
  const latest = results[0];
  const latestBatch = batches.find((b) => b.id === latest?.batchId);
  // The question count of a paper not yet drawn comes from a throw-away layout of the paper.
  const layout = attempts[0]?.layout ?? (await buildAttemptLayout(db, learner.tenantId, exam.paperId));
  const best = bestOf(results);
  return {
    examId: exam.id,
    examName: exam.name,
    examPattern: exam.pattern,
    examType: exam.examType as TExamInfo['examType'],
    examSourceName: exam.sourceName,
    description: exam.description,
    passScore: exam.passScore,
    totalScore: exam.totalScore,
    questionCount: answerableQuestions(layout).length,
    timeLimit: exam.timeLimitMinutes,
    answerMode: exam.answerMode === 2 ? 2 : 1,
    questionTimeLimit: exam.questionTimeLimitSeconds,
    closedBook: exam.closedBook,
    earliestSubmitMinutes: exam.earliestSubmitMinutes,
    attemptsAllowed: exam.attemptsAllowed,
    attemptsUsed: used,
    scoreVisible: exam.scoreVisible,
    answerVisibility: exam.answerVisibility as TExamInfo['answerVisibility'],
    roomName: exam.roomName,
    roomAddr: exam.roomAddr,
    batch,
    batches,
    status: statusOf(results, batches),
    inProgressAttemptId: open?.id ?? null,
    bestResult: best ? presentResult(best, exam) : null,
    canJoin: blocker === null,
    joinBlockedReason: blocker ? translate(errorCatalogue[blocker].message, lang) : null,
    canViewAnswer: Boolean(
      latest?.attemptId &&
        latestBatch &&
        answersVisible(
          exam.answerVisibility,
          { submitted: true, batchEnd: new Date(latestBatch.examEndTime) },
          now,
        ),
    ),
  };
}

/** `examSessionList`: the learner's attempts at one exam, newest first. */
export async function listSessions(
  db: DbOrTx,
  options: { learner: Learner; examId: number; now: Date },
): Promise<TExamSession[]> {
  const { learner, examId, now } = options;
  await closeOverdueOf(db, learner, now);
  const exam = await publishedExam(db, learner.tenantId, examId);
  const rows = await db
    .select({ attempt: examAttempts, batch: examBatches, result: examResults })
    .from(examAttempts)
    .innerJoin(examBatches, eq(examBatches.id, examAttempts.batchId))
    .leftJoin(examResults, eq(examResults.attemptId, examAttempts.id))
    .where(
      and(
        eq(examAttempts.tenantId, learner.tenantId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.userId, learner.userId),
      ),
    )
    .orderBy(desc(examAttempts.attemptNo));
  return rows.map(({ attempt, batch, result }) => {
    const submitted = attempt.status === ExamAttemptStatus.submitted;
    return {
      attemptId: attempt.id,
      attemptNo: attempt.attemptNo,
      batchId: batch.id,
      batchNumber: batch.batchNumber,
      startTime: attempt.startedAt.getTime(),
      deadline: attempt.deadlineAt.getTime(),
      submitTime: attempt.submittedAt?.getTime() ?? null,
      status: submitted ? 'submitted' : 'inProgress',
      score: result && exam.scoreVisible ? result.score : null,
      isPass:
        result && exam.scoreVisible && (result.isPass === 1 || result.isPass === 3) ? result.isPass : null,
      markingState: result ? (result.markingState === 'pending' ? 'pending' : 'done') : null,
      canViewAnswer: answersVisible(exam.answerVisibility, { submitted, batchEnd: batch.endAt }, now),
    };
  });
}
