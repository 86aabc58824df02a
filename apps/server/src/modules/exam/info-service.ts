// What a learner reads about one exam before and after taking it: its batches, the detail / middle page
// facts (rules, attempts left, whether joining is possible now) and their own attempts. Services return
// the facts; presenter.ts shapes the replies.
import { ExamAttemptStatus } from '@elearning/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAttempts, examBatches, examResults, exams } from '../../db/schema/index.ts';
import { closeOverdueOf, type ResultRow } from './close-service.ts';
import { answerableQuestions, buildAttemptLayout } from './paper-layout.ts';
import { answersVisible, assertArranged, examineeOf, found, isArranged, joinBlocker } from './policy.ts';
import { attemptsUsed, batchWithExam } from './take-service.ts';
import { batchStateAt } from './timeline.ts';

export type ExamRecord = typeof exams.$inferSelect;
export type BatchRecord = typeof examBatches.$inferSelect;

/** A published exam of this tenant, or NOT_FOUND. */
async function publishedExam(db: DbOrTx, tenantId: string, examId: number): Promise<ExamRecord> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.id, examId), eq(exams.published, true)))
    .limit(1);
  return found(exam);
}

/** The exam's batches in their order. */
export function batchesOf(db: DbOrTx, tenantId: string, examId: number): Promise<BatchRecord[]> {
  return db
    .select()
    .from(examBatches)
    .where(and(eq(examBatches.tenantId, tenantId), eq(examBatches.examId, examId)))
    .orderBy(asc(examBatches.batchNumber));
}

/** A published exam arranged to the learner, or NOT_FOUND / EXAM_NOT_ARRANGED. */
async function arrangedExam(db: DbOrTx, learner: Actor, examId: number): Promise<ExamRecord> {
  const exam = await publishedExam(db, learner.tenantId, examId);
  assertArranged(await isArranged(db, await examineeOf(db, learner), exam.id));
  return exam;
}

/** `batch/list`: only for an exam the learner may see. */
export async function listBatches(db: DbOrTx, options: { learner: Actor; examId: number }) {
  const { learner, examId } = options;
  await arrangedExam(db, learner, examId);
  return batchesOf(db, learner.tenantId, examId);
}

async function resultsOf(db: DbOrTx, learner: Actor, examId: number): Promise<ResultRow[]> {
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

/** `viewExamInfo` by batch (or by exam, choosing its current batch): the facts the pages show. */
export async function examInfo(
  db: DbOrTx,
  options: { learner: Actor; batchId?: number | undefined; examId?: number | undefined; now: Date },
) {
  const { learner, now } = options;
  await closeOverdueOf(db, learner, now);
  const examId =
    options.batchId === undefined
      ? found(options.examId)
      : (await batchWithExam(db, learner.tenantId, options.batchId)).exam.id;
  const exam = await arrangedExam(db, learner, examId);
  const batches = await batchesOf(db, learner.tenantId, exam.id);
  const batch = found(
    batches.find((b) => b.id === options.batchId) ??
      batches.find((b) => batchStateAt(b, now) === 2) ??
      batches.find((b) => batchStateAt(b, now) === 1) ??
      batches.at(-1),
  );
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
      arranged: true,
      hasOpenAttempt: Boolean(open),
      batchBegin: batch.beginAt,
      batchEnd: batch.endAt,
      attemptsUsed: used,
      attemptsAllowed: exam.attemptsAllowed,
    },
    now,
  );
  const latest = results[0];
  const latestBatch = batches.find((b) => b.id === latest?.batchId);
  // The question count of a paper not yet drawn comes from a throw-away layout of the paper.
  const layout = attempts[0]?.layout ?? (await buildAttemptLayout(db, learner.tenantId, exam.paperId));
  return {
    exam,
    batch,
    batches,
    results,
    best: bestOf(results),
    attemptsUsed: used,
    questionCount: answerableQuestions(layout).length,
    inProgressAttemptId: open?.id ?? null,
    blocker,
    canViewAnswer: Boolean(
      latest?.attemptId &&
        latestBatch &&
        answersVisible(exam.answerVisibility, { submitted: true, batchEnd: latestBatch.endAt }, now),
    ),
  };
}

export type ExamInfoFacts = Awaited<ReturnType<typeof examInfo>>;

/** `examSessionList`: a page of the learner's attempts at one exam (optionally one batch), newest first. */
export async function listSessions(
  db: DbOrTx,
  options: {
    learner: Actor;
    examId: number;
    batchId?: number | undefined;
    pageNo: number;
    pageSize: number;
    now: Date;
  },
) {
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
        options.batchId === undefined ? undefined : eq(examAttempts.batchId, options.batchId),
      ),
    )
    .orderBy(desc(examAttempts.attemptNo));
  // A learner has a handful of attempts: they are read whole and paged here.
  const { limit, offset } = pageWindow(options);
  return { exam, rows: rows.slice(offset, offset + limit), totalNum: rows.length };
}

export type SessionPage = Awaited<ReturnType<typeof listSessions>>;
