// Joining and taking an exam. joinExam checks the arrangement, the batch window and the attempts left, and
// creates the attempt idempotently: a unique index allows one open attempt per learner and exam, so two
// joins (a double click, two tabs, a retry) meet on the same row. takeExam reads the paper of an attempt,
// its saved answers and, once closed, its result; the presenter leaves the right answers out.
import { ExamAttemptStatus } from '@elearning/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examBatches, exams } from '../../db/schema/index.ts';
import { attemptOf } from './attempt-facts.ts';
import { closeIfOverdue, resultOfAttempt } from './close-service.ts';
import { paperContent } from './paper-cache.ts';
import { buildAttemptLayout } from './paper-layout.ts';
import { assertCanJoin, examineeOf, found, isArranged } from './policy.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;

/** The exam and batch of a batch id, when published in this tenant. */
export async function batchWithExam(db: DbOrTx, tenantId: string, batchId: number) {
  const [row] = await db
    .select({ batch: examBatches, exam: exams })
    .from(examBatches)
    .innerJoin(exams, and(eq(exams.id, examBatches.examId), eq(exams.tenantId, tenantId)))
    .where(and(eq(examBatches.tenantId, tenantId), eq(examBatches.id, batchId), eq(exams.published, true)))
    .limit(1);
  return found(row);
}

async function openAttemptOf(db: DbOrTx, learner: Actor, examId: number) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, learner.tenantId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.userId, learner.userId),
        eq(examAttempts.status, ExamAttemptStatus.inProgress),
      ),
    )
    .limit(1);
  return row;
}

export async function attemptsUsed(db: DbOrTx, learner: Actor, examId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, learner.tenantId),
        eq(examAttempts.examId, examId),
        eq(examAttempts.userId, learner.userId),
      ),
    );
  return Number(row?.n ?? 0);
}

export type Joined = { attempt: AttemptRow; resumed: boolean };

export async function joinExam(
  db: DbOrTx,
  options: { learner: Actor; batchId: number; now: Date },
): Promise<Joined> {
  const { learner, batchId, now } = options;
  const { batch, exam } = await batchWithExam(db, learner.tenantId, batchId);
  const [attempts, arranged] = await Promise.all([
    db
      .select({ id: examAttempts.id, status: examAttempts.status, deadlineAt: examAttempts.deadlineAt })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.tenantId, learner.tenantId),
          eq(examAttempts.examId, exam.id),
          eq(examAttempts.userId, learner.userId),
        ),
      ),
    examineeOf(db, learner).then((examinee) => isArranged(db, examinee, exam.id)),
  ]);
  const used = attempts.length;
  let open = attempts.find((attempt) => attempt.status === ExamAttemptStatus.inProgress);
  // Touch rule: an open attempt past its deadline is closed and scored before anything else.
  if (open && (await closeIfOverdue(db, { tenantId: learner.tenantId, id: open.id }, now))) open = undefined;
  const openRow = open ? await openAttemptOf(db, learner, exam.id) : undefined;
  assertCanJoin(
    {
      pattern: exam.pattern,
      arranged,
      hasOpenAttempt: Boolean(openRow),
      batchBegin: batch.beginAt,
      batchEnd: batch.endAt,
      attemptsUsed: used,
      attemptsAllowed: exam.attemptsAllowed,
    },
    now,
  );
  if (openRow) return { attempt: openRow, resumed: true };

  const layout = await buildAttemptLayout(db, learner.tenantId, exam.paperId);
  const limitEnd = exam.timeLimitMinutes > 0 ? now.getTime() + exam.timeLimitMinutes * 60_000 : Infinity;
  const deadlineAt = new Date(Math.min(limitEnd, batch.endAt.getTime()));
  const [created] = await db
    .insert(examAttempts)
    .values({
      tenantId: learner.tenantId,
      examId: exam.id,
      batchId: batch.id,
      userId: learner.userId,
      attemptNo: used + 1,
      startedAt: now,
      deadlineAt,
      layout,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { attempt: created, resumed: false };
  // Another join won the race: answer with the attempt it opened.
  const winner = await openAttemptOf(db, learner, exam.id);
  if (!winner) throw new AppError('CONFLICT');
  return { attempt: winner, resumed: true };
}

/** `takeExam`: the attempt, its exam, the paper's questions, the saved answers and (once closed) the result. */
export async function takeExam(db: DbOrTx, options: { learner: Actor; attemptId: number; now: Date }) {
  const { learner, attemptId, now } = options;
  const facts = await attemptOf(db, learner, attemptId);
  await closeIfOverdue(db, facts, now);
  const [row] = await db
    .select({ status: examAttempts.status, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.tenantId, learner.tenantId)))
    .where(and(eq(examAttempts.tenantId, learner.tenantId), eq(examAttempts.id, attemptId)));
  const { status, exam } = found(row);
  const [content, answers, result] = await Promise.all([
    paperContent(db, learner.tenantId, facts.layout),
    db
      .select({
        questionId: examAnswers.questionId,
        answer: examAnswers.answer,
        seq: examAnswers.seq,
        doubtful: examAnswers.doubtful,
        openedAt: examAnswers.openedAt,
      })
      .from(examAnswers)
      .where(and(eq(examAnswers.tenantId, facts.tenantId), eq(examAnswers.attemptId, facts.id))),
    status === ExamAttemptStatus.inProgress
      ? Promise.resolve(null)
      : resultOfAttempt(db, learner.tenantId, attemptId),
  ]);
  return { facts, exam, status, content, answers, result };
}

export type TakenPaper = Awaited<ReturnType<typeof takeExam>>;
