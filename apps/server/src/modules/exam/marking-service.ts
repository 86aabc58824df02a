// Manual scoring of short answers by the lecturer who owns the exam. Once no short answer waits, the
// result is final: score = objective + marks, pass state set, and the learner is notified.
import {
  ExamAttemptStatus,
  ExamMarkingState,
  ExamPassState,
  NotificationType,
  QuestionType,
  type TManualScoring,
} from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts, examResults, type exams, users } from '../../db/schema/index.ts';
import { notifyUser } from '../message/notify-service.ts';
import { emitExamPassed } from './admin-grade-service.ts';
import { passStateOf, resultOfAttempt } from './close-service.ts';
import { ownedExam } from './lecturer-service.ts';
import { answerableQuestions } from './paper-layout.ts';
import { found } from './policy.ts';
import { layoutContent } from './question-content.ts';
import { isEmptyAnswer, roundPoints, verdictOfMark } from './scoring.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Decides whether the caller may mark the exam and returns it (the lecturer's own exam by default). */
export type MarkAccess = (db: DbOrTx, caller: Actor, examId: number) => Promise<typeof exams.$inferSelect>;

async function ownedAttempt(
  db: DbOrTx,
  lecturer: Actor,
  attemptId: number,
  lock: boolean,
  access: MarkAccess = ownedExam,
) {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.tenantId, lecturer.tenantId), eq(examAttempts.id, attemptId)));
  const [row] = lock ? await query.for('update') : await query;
  const attempt = found(row);
  const exam = await access(db, lecturer, attempt.examId);
  if (attempt.status !== ExamAttemptStatus.submitted) throw new AppError('EXAM_NOT_SUBMITTED');
  return { attempt, exam };
}

function shortAnswersOf(layout: (typeof examAttempts.$inferSelect)['layout'], types: Map<number, string>) {
  return answerableQuestions(layout).filter((entry) => types.get(entry.id) === QuestionType.shortAnswer);
}

/** `exam/markingDetail`: one submitted attempt of the lecturer's exam with its short answers to score. */
export async function markingSheet(
  db: DbOrTx,
  options: { lecturer: Actor; attemptId: number; access?: MarkAccess },
) {
  const { lecturer, attemptId } = options;
  const { attempt, exam } = await ownedAttempt(db, lecturer, attemptId, false, options.access);
  const [content, saved, result, [learner]] = await Promise.all([
    layoutContent(db, lecturer.tenantId, attempt.layout),
    db
      .select()
      .from(examAnswers)
      .where(and(eq(examAnswers.tenantId, lecturer.tenantId), eq(examAnswers.attemptId, attemptId))),
    resultOfAttempt(db, lecturer.tenantId, attemptId),
    db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, lecturer.tenantId), eq(users.id, attempt.userId))),
  ]);
  if (!result) throw new AppError('EXAM_NOT_SUBMITTED');
  const types = new Map([...content.values()].map((question) => [question.id, question.type]));
  return {
    attemptId,
    userName: learner?.name ?? '',
    exam,
    result,
    content,
    layout: attempt.layout,
    shortAnswers: shortAnswersOf(attempt.layout, types),
    answers: new Map(saved.map((row) => [row.questionId, row])),
  };
}

export type MarkingSheet = Awaited<ReturnType<typeof markingSheet>>;

/** `exam/manualScoring`: marks some short answers of one attempt (marks may be corrected later). */
export async function scoreManually(
  db: DbOrTx,
  options: { lecturer: Actor; input: TManualScoring; now: Date; access?: MarkAccess; audit?: boolean },
) {
  const { lecturer, input, now } = options;
  const outcome = await db.transaction(async (tx) => {
    const { attempt, exam } = await ownedAttempt(tx, lecturer, input.attemptId, true, options.access);
    const content = await layoutContent(tx, lecturer.tenantId, attempt.layout);
    const types = new Map([...content.values()].map((question) => [question.id, question.type]));
    const shortAnswers = new Map(shortAnswersOf(attempt.layout, types).map((entry) => [entry.id, entry]));
    const saved = await tx
      .select()
      .from(examAnswers)
      .where(
        and(
          eq(examAnswers.tenantId, lecturer.tenantId),
          eq(examAnswers.attemptId, attempt.id),
          inArray(examAnswers.questionId, [...shortAnswers.keys(), 0]),
        ),
      );
    const answered = new Map(
      saved.filter((row) => !isEmptyAnswer(row.answer)).map((row) => [row.questionId, row]),
    );
    for (const mark of input.scores) {
      const entry = found(answered.has(mark.questionId) ? shortAnswers.get(mark.questionId) : undefined);
      if (mark.score > entry.score) {
        throw new AppError('EXAM_SCORE_OUT_OF_RANGE', {
          params: { questionId: mark.questionId, max: entry.score },
        });
      }
      const score = roundPoints(mark.score);
      await tx
        .update(examAnswers)
        .set({
          score,
          verdict: verdictOfMark(score, entry.score),
          markedBy: lecturer.userId,
          markedAt: now,
          comment: mark.comment ?? '',
        })
        .where(
          and(
            eq(examAnswers.tenantId, lecturer.tenantId),
            eq(examAnswers.attemptId, attempt.id),
            eq(examAnswers.questionId, mark.questionId),
          ),
        );
      answered.set(mark.questionId, { ...answered.get(mark.questionId)!, score });
    }
    const marks = [...answered.values()];
    const pending = marks.filter((row) => row.score === null).length;
    const subjective = roundPoints(marks.reduce((sum, row) => sum + (row.score ?? 0), 0));
    const [current] = await tx
      .select()
      .from(examResults)
      .where(and(eq(examResults.tenantId, lecturer.tenantId), eq(examResults.attemptId, attempt.id)));
    if (!current) throw new AppError('EXAM_NOT_SUBMITTED');
    const score = roundPoints(current.objectiveScore + subjective);
    const done = pending === 0;
    await tx
      .update(examResults)
      .set({
        subjectiveScore: subjective,
        score,
        pendingCount: pending,
        markingState: done ? ExamMarkingState.done : ExamMarkingState.pending,
        isPass: done ? passStateOf(score, exam.passScore) : null,
        scoredAt: done ? now : null,
      })
      .where(eq(examResults.id, current.id));
    if (done && passStateOf(score, exam.passScore) === ExamPassState.passed)
      await emitExamPassed(tx, { exam, userId: attempt.userId, score });
    if (done && current.markingState === ExamMarkingState.pending) {
      await notifyUser(tx, {
        tenantId: lecturer.tenantId,
        userId: attempt.userId,
        type: NotificationType.exam,
        title: `《${exam.name}》成绩已公布`,
        content: `<p>您参加的考试《${escapeHtml(exam.name)}》已完成阅卷。</p>`,
      });
    }
    if (options.audit)
      await recordAudit(tx, lecturer, {
        module: 'exam',
        action: 'mark',
        entityType: 'examAttempt',
        entityId: attempt.id,
        before: current,
        after: { scores: input.scores, score, pending },
      });
    return { exam, attemptId: attempt.id };
  });
  const result = await resultOfAttempt(db, lecturer.tenantId, outcome.attemptId);
  return { result: found(result), exam: outcome.exam };
}
