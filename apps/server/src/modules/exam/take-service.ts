// Joining and taking an exam. joinExam checks the arrangement, the batch window and the attempts left, and
// creates the attempt idempotently: a unique index allows one open attempt per learner and exam, so two
// joins (a double click, two tabs, a retry) meet on the same row. takeExam hands out the paper without
// answers, the attempt's saved answers and the time left by the server's clock.
import {
  ExamAttemptStatus,
  type TJoinResult,
  type TPaperSection,
  type TSavedAnswer,
  type TTakeExam,
} from '@elearning/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examBatches, exams } from '../../db/schema/index.ts';
import { type AttemptFacts, attemptOf } from './attempt-facts.ts';
import { answerableQuestions, buildAttemptLayout } from './paper-layout.ts';
import { arrangedTo, joinBlocker, type Learner } from './policy.ts';
import { presentPaperQuestion, presentResult } from './presenter.ts';
import { layoutContent } from './question-content.ts';
import { queryRows } from './sql-rows.ts';
import { closeIfOverdue, resultOfAttempt } from './submit-service.ts';

/** The exam and batch of a batch id, when published in this tenant. */
export async function batchWithExam(db: DbOrTx, tenantId: string, batchId: number) {
  const [row] = await db
    .select({ batch: examBatches, exam: exams })
    .from(examBatches)
    .innerJoin(exams, and(eq(exams.id, examBatches.examId), eq(exams.tenantId, tenantId)))
    .where(and(eq(examBatches.tenantId, tenantId), eq(examBatches.id, batchId), eq(exams.published, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function isArranged(db: DbOrTx, learner: Learner, examId: number): Promise<boolean> {
  const result = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT ${arrangedTo(sql`${examId}::int`, learner.tenantId, learner)} AS ok`,
  );
  return result[0]?.ok === true;
}

async function openAttemptOf(db: DbOrTx, learner: Learner, examId: number) {
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

export async function attemptsUsed(db: DbOrTx, learner: Learner, examId: number): Promise<number> {
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

function joined(attempt: typeof examAttempts.$inferSelect, resumed: boolean): TJoinResult {
  return {
    attemptId: attempt.id,
    examId: attempt.examId,
    batchId: attempt.batchId,
    resumed,
    startTime: attempt.startedAt.getTime(),
    deadline: attempt.deadlineAt.getTime(),
  };
}

export async function joinExam(
  db: DbOrTx,
  options: { learner: Learner; batchId: number; now: Date },
): Promise<TJoinResult> {
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
    isArranged(db, learner, exam.id),
  ]);
  const used = attempts.length;
  let open = attempts.find((attempt) => attempt.status === ExamAttemptStatus.inProgress);
  // Touch rule: an open attempt past its deadline is closed and scored before anything else.
  if (open && (await closeIfOverdue(db, { tenantId: learner.tenantId, id: open.id }, now))) open = undefined;
  const openRow = open ? await openAttemptOf(db, learner, exam.id) : undefined;
  const blocker = joinBlocker(
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
  if (blocker) throw new AppError(blocker);
  if (openRow) return joined(openRow, true);

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
  if (created) return joined(created, false);
  // Another join won the race: answer with the attempt it opened.
  const winner = await openAttemptOf(db, learner, exam.id);
  if (!winner) throw new AppError('CONFLICT');
  return joined(winner, true);
}

async function savedAnswers(db: DbOrTx, facts: AttemptFacts): Promise<TSavedAnswer[]> {
  const rows = await db
    .select({
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
      seq: examAnswers.seq,
      doubtful: examAnswers.doubtful,
      openedAt: examAnswers.openedAt,
    })
    .from(examAnswers)
    .where(and(eq(examAnswers.tenantId, facts.tenantId), eq(examAnswers.attemptId, facts.id)));
  return rows.map((row) => ({
    questionId: row.questionId,
    answer: row.answer ?? null,
    seq: row.seq,
    doubtful: row.doubtful,
    openedAt: row.openedAt?.getTime() ?? null,
  }));
}

export async function takeExam(
  db: DbOrTx,
  options: { owner: { tenantId: string; userId: number }; attemptId: number; now: Date },
): Promise<TTakeExam> {
  const { owner, attemptId, now } = options;
  const facts = await attemptOf(db, owner, attemptId);
  await closeIfOverdue(db, facts, now);
  const [row] = await db
    .select({ status: examAttempts.status, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.tenantId, owner.tenantId)))
    .where(and(eq(examAttempts.tenantId, owner.tenantId), eq(examAttempts.id, attemptId)));
  if (!row) throw new AppError('NOT_FOUND');
  const { exam } = row;
  const [content, answers, result] = await Promise.all([
    layoutContent(db, owner.tenantId, facts.layout),
    savedAnswers(db, facts),
    row.status === ExamAttemptStatus.inProgress
      ? Promise.resolve(null)
      : resultOfAttempt(db, owner.tenantId, attemptId),
  ]);
  const sections: TPaperSection[] = facts.layout.sections.map((section) => ({
    title: section.title,
    questions: section.questions.flatMap((entry) => presentPaperQuestion(entry, content) ?? []),
  }));
  const answerable = answerableQuestions(facts.layout);
  return {
    attemptId,
    examId: exam.id,
    batchId: facts.batchId,
    paperId: exam.paperId,
    examName: exam.name,
    answerMode: exam.answerMode === 2 ? 2 : 1,
    questionTimeLimit: exam.questionTimeLimitSeconds,
    closedBook: exam.closedBook,
    earliestSubmitTime: facts.startedAt.getTime() + exam.earliestSubmitMinutes * 60_000,
    totalScore: exam.totalScore,
    passScore: exam.passScore,
    questionCount: answerable.length,
    timeLimit: exam.timeLimitMinutes,
    startTime: facts.startedAt.getTime(),
    deadline: facts.deadlineAt.getTime(),
    serverTime: now.getTime(),
    remainingSeconds: Math.max(0, Math.floor((facts.deadlineAt.getTime() - now.getTime()) / 1000)),
    status: row.status === ExamAttemptStatus.inProgress ? 'inProgress' : 'submitted',
    sections,
    answers: answers.filter((answer) => answer.seq > 0 || answer.openedAt !== null),
    result: result ? presentResult(result, exam) : null,
  };
}
