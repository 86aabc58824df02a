// The wrong-question book: every objective question a learner answered wrongly (or only partly right) in a
// submitted attempt, with the right answer and analysis, until they practise it again and get it right.
// Options are shown in the order of the attempt the question was last wrong in (option-letters.ts).
import { AnswerVerdict, ExamAttemptStatus, type TAnswerValue, type TWrongListQuery } from '@elearning/shared';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examAttempts, examQuestions, exams, examWrongQuestions } from '../../db/schema/index.ts';
import { layoutQuestions } from './paper-layout.ts';
import { found } from './policy.ts';
import { scoreAnswer } from './scoring.ts';

const groups = alias(examQuestions, 'group_question');

function inBook(owner: Actor, ...more: (SQL | undefined)[]) {
  return and(
    eq(examWrongQuestions.tenantId, owner.tenantId),
    eq(examWrongQuestions.userId, owner.userId),
    isNull(examWrongQuestions.masteredAt),
    ...more,
  );
}

function selectBook(db: DbOrTx, owner: Actor) {
  return db
    .select({
      entry: examWrongQuestions,
      question: examQuestions,
      groupStem: groups.stem,
      examName: exams.name,
    })
    .from(examWrongQuestions)
    .innerJoin(
      examQuestions,
      and(eq(examQuestions.id, examWrongQuestions.questionId), eq(examQuestions.tenantId, owner.tenantId)),
    )
    .leftJoin(groups, and(eq(groups.id, examQuestions.parentId), eq(groups.tenantId, owner.tenantId)))
    .leftJoin(exams, and(eq(exams.id, examWrongQuestions.examId), eq(exams.tenantId, owner.tenantId)));
}

type BookRecord = Awaited<ReturnType<ReturnType<typeof selectBook>['where']>>[number];

/** An entry of the book with the option order of the attempt it was last answered wrongly in. */
export type BookRow = BookRecord & { optionOrder: string[] | null };

/**
 * Each entry's option order, read from the attempt that last put it in the book: the learner's submitted
 * attempt at the entry's exam submitted at the moment the entry was last wrong (closing writes both).
 */
async function withShownOrder(db: DbOrTx, owner: Actor, records: BookRecord[]): Promise<BookRow[]> {
  const examIds = [...new Set(records.flatMap((record) => record.entry.examId ?? []))];
  const attempts =
    examIds.length === 0
      ? []
      : await db
          .select({
            examId: examAttempts.examId,
            submittedAt: examAttempts.submittedAt,
            layout: examAttempts.layout,
          })
          .from(examAttempts)
          .where(
            and(
              eq(examAttempts.tenantId, owner.tenantId),
              eq(examAttempts.userId, owner.userId),
              eq(examAttempts.status, ExamAttemptStatus.submitted),
              inArray(examAttempts.examId, examIds),
              inArray(
                examAttempts.submittedAt,
                records.map((record) => record.entry.lastWrongAt),
              ),
            ),
          );
  return records.map((record) => {
    const attempt = attempts.find(
      (candidate) =>
        candidate.examId === record.entry.examId &&
        candidate.submittedAt?.getTime() === record.entry.lastWrongAt.getTime(),
    );
    const entry = attempt && layoutQuestions(attempt.layout).find((q) => q.id === record.question.id);
    return { ...record, optionOrder: entry?.optionOrder ?? null };
  });
}

/** A page of the learner's book, the latest mistakes first. */
export async function listWrong(db: DbOrTx, options: { learner: Actor; query: TWrongListQuery }) {
  const { learner: owner, query } = options;
  const { limit, offset } = pageWindow(query);
  const typeFilter = query.type ? eq(examQuestions.type, query.type) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBook(db, owner)
      .where(inBook(owner, typeFilter))
      .orderBy(desc(examWrongQuestions.lastWrongAt), desc(examWrongQuestions.questionId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(examWrongQuestions)
      .innerJoin(
        examQuestions,
        and(eq(examQuestions.id, examWrongQuestions.questionId), eq(examQuestions.tenantId, owner.tenantId)),
      )
      .where(inBook(owner, typeFilter)),
  ]);
  return { rows: await withShownOrder(db, owner, rows), totalNum: Number(total?.n ?? 0) };
}

async function bookEntry(db: DbOrTx, owner: Actor, questionId: number): Promise<BookRow> {
  const [row] = await selectBook(db, owner)
    .where(inBook(owner, eq(examWrongQuestions.questionId, questionId)))
    .limit(1);
  const [shown] = await withShownOrder(db, owner, [found(row)]);
  return shown!;
}

/** One entry of the book, or NOT_FOUND (never there, mastered, or another learner's). */
export function wrongDetail(db: DbOrTx, options: { learner: Actor; questionId: number }): Promise<BookRow> {
  return bookEntry(db, options.learner, options.questionId);
}

/** Practice again: a right answer takes the question out of the book. */
export async function practiseWrong(
  db: DbOrTx,
  options: { learner: Actor; questionId: number; answer: TAnswerValue; now: Date },
): Promise<{ row: BookRow; verdict: AnswerVerdict; mastered: boolean }> {
  const { learner: owner, questionId, answer, now } = options;
  const row = await bookEntry(db, owner, questionId);
  const { verdict } = scoreAnswer(row.question, 1, answer);
  const mastered = verdict === AnswerVerdict.correct;
  // A wrong practice leaves the book as it is: it still shows the answer given in the exam.
  if (mastered) {
    await db
      .update(examWrongQuestions)
      .set({ masteredAt: now })
      .where(
        and(
          eq(examWrongQuestions.tenantId, owner.tenantId),
          eq(examWrongQuestions.userId, owner.userId),
          eq(examWrongQuestions.questionId, questionId),
        ),
      );
  }
  return { row, verdict, mastered };
}
