// The wrong-question book: every objective question a learner answered wrongly (or only partly right) in a
// submitted attempt, with the right answer and analysis, until they practise it again and get it right.
import {
  AnswerVerdict,
  type TAnswerValue,
  type TWrongItem,
  type TWrongListQuery,
  type TWrongPracticeResult,
} from '@elearning/shared';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { examQuestions, exams, examWrongQuestions } from '../../db/schema/index.ts';
import { rightAnswerOf } from './presenter.ts';
import { scoreAnswer } from './scoring.ts';

type Owner = { tenantId: string; userId: number };

const groups = alias(examQuestions, 'group_question');

function inBook(owner: Owner, ...more: (SQL | undefined)[]) {
  return and(
    eq(examWrongQuestions.tenantId, owner.tenantId),
    eq(examWrongQuestions.userId, owner.userId),
    isNull(examWrongQuestions.masteredAt),
    ...more,
  );
}

function selectBook(db: DbOrTx, owner: Owner) {
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

type BookRow = Awaited<ReturnType<ReturnType<typeof selectBook>['where']>>[number];

function presentWrong(row: BookRow): TWrongItem {
  const { entry, question } = row;
  return {
    questionId: question.id,
    type: question.type,
    stem: question.stem,
    groupStem: row.groupStem ?? '',
    options: question.options,
    blankCount: question.answer && 'blanks' in question.answer ? question.answer.blanks.length : 0,
    category: question.category,
    rightAnswer: rightAnswerOf(question),
    analysis: question.analysis,
    myAnswer: entry.lastAnswer ?? null,
    wrongCount: entry.wrongCount,
    lastWrongTime: entry.lastWrongAt.getTime(),
    examName: row.examName ?? '',
  };
}

export async function listWrong(db: DbOrTx, owner: Owner, query: TWrongListQuery) {
  const typeFilter = query.type ? eq(examQuestions.type, query.type) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBook(db, owner)
      .where(inBook(owner, typeFilter))
      .orderBy(desc(examWrongQuestions.lastWrongAt), desc(examWrongQuestions.questionId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(examWrongQuestions)
      .innerJoin(
        examQuestions,
        and(eq(examQuestions.id, examWrongQuestions.questionId), eq(examQuestions.tenantId, owner.tenantId)),
      )
      .where(inBook(owner, typeFilter)),
  ]);
  return { data: rows.map(presentWrong), totalNum: Number(total?.n ?? 0) };
}

async function bookEntry(db: DbOrTx, owner: Owner, questionId: number) {
  const [row] = await selectBook(db, owner)
    .where(inBook(owner, eq(examWrongQuestions.questionId, questionId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function wrongDetail(db: DbOrTx, owner: Owner, questionId: number): Promise<TWrongItem> {
  return presentWrong(await bookEntry(db, owner, questionId));
}

/** Practice again: a right answer takes the question out of the book. */
export async function practiseWrong(
  db: DbOrTx,
  options: { owner: Owner; questionId: number; answer: TAnswerValue; now: Date },
): Promise<TWrongPracticeResult> {
  const { owner, questionId, answer, now } = options;
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
  return {
    questionId,
    verdict,
    rightAnswer: rightAnswerOf(row.question),
    analysis: row.question.analysis,
    mastered,
  };
}
