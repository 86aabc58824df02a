// Test fixtures of the exam domain: a small exam made straight in the database with one question of each
// type (and a group), its window around now and the rules a test needs, plus helpers to move time.
import { ExamArrangementTarget, QuestionType, type TAnswerValue } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  examArrangements,
  examAttempts,
  examBatches,
  examPaperQuestions,
  examPaperSections,
  examPapers,
  examQuestions,
  exams,
  users,
} from '../../db/schema/index.ts';
import { forgetAttemptFacts } from './attempt-facts.ts';

export type FixtureQuestion = { id: number; type: QuestionType; right: TAnswerValue; wrong: TAnswerValue };

const ABCD = [
  { key: 'A', content: '甲' },
  { key: 'B', content: '乙' },
  { key: 'C', content: '丙' },
  { key: 'D', content: '丁' },
];

export async function userId(db: Db, tenantId: string, account: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

export type ExamFixtureOptions = {
  tenantId?: string;
  name?: string;
  owner?: string;
  arrangeTo?: string;
  /** Batch window relative to now, in minutes. */
  window?: [number, number];
  pattern?: string;
  timeLimitMinutes?: number;
  answerMode?: number;
  questionTimeLimitSeconds?: number;
  closedBook?: boolean;
  earliestSubmitMinutes?: number;
  attemptsAllowed?: number;
  answerVisibility?: string;
  scoreVisible?: boolean;
  passScore?: number;
};

/** An exam with one question of each type: single 10, multiple 10, indefinite 10, judgment 10, blank 10, short 20, group 2 × 15. */
export async function createExamFixture(db: Db, options: ExamFixtureOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const ownerId = await userId(db, tenantId, options.owner ?? 'lecturer');
  const learnerId = await userId(db, tenantId, options.arrangeTo ?? 'learner');
  const question = async (type: QuestionType, extra: Partial<typeof examQuestions.$inferInsert>) => {
    const [row] = await db
      .insert(examQuestions)
      .values({
        tenantId,
        ownerId,
        type,
        stem: `<p>${type}</p>`,
        score: 10,
        analysis: '<p>解析</p>',
        ...extra,
      })
      .returning({ id: examQuestions.id });
    return row!.id;
  };
  const single = await question(QuestionType.single, { options: ABCD, answer: { keys: ['B'] } });
  const multiple = await question(QuestionType.multiple, {
    options: ABCD,
    answer: { keys: ['A', 'C', 'D'] },
  });
  const indefinite = await question(QuestionType.indefinite, { options: ABCD, answer: { keys: ['A', 'B'] } });
  const judgment = await question(QuestionType.judgment, {
    options: [
      { key: 'T', content: '正确' },
      { key: 'F', content: '错误' },
    ],
    answer: { keys: ['F'] },
  });
  const blank = await question(QuestionType.blank, { answer: { blanks: [['北京'], ['8', '八']] } });
  const short = await question(QuestionType.shortAnswer, { answer: { reference: '参考答案' }, score: 20 });
  const group = await question(QuestionType.group, { stem: '<p>阅读材料</p>', score: 0 });
  const subSingle = await question(QuestionType.single, {
    parentId: group,
    sort: 0,
    options: ABCD,
    answer: { keys: ['C'] },
    score: 15,
  });
  const subJudgment = await question(QuestionType.judgment, {
    parentId: group,
    sort: 1,
    options: [
      { key: 'T', content: '正确' },
      { key: 'F', content: '错误' },
    ],
    answer: { keys: ['T'] },
    score: 15,
  });
  const [paper] = await db
    .insert(examPapers)
    .values({ tenantId, ownerId, name: 'fixture paper', totalScore: 100 })
    .returning({ id: examPapers.id });
  const [section] = await db
    .insert(examPaperSections)
    .values({ tenantId, paperId: paper!.id, title: '全部题型' })
    .returning({ id: examPaperSections.id });
  const order = [single, multiple, indefinite, judgment, blank, short, group];
  await db.insert(examPaperQuestions).values(
    order.map((questionId, sort) => ({
      tenantId,
      paperId: paper!.id,
      sectionId: section!.id,
      questionId,
      sort,
    })),
  );
  const [exam] = await db
    .insert(exams)
    .values({
      tenantId,
      ownerId,
      paperId: paper!.id,
      name: options.name ?? 'fixture exam',
      pattern: options.pattern ?? 'general',
      passScore: options.passScore ?? 60,
      totalScore: 100,
      timeLimitMinutes: options.timeLimitMinutes ?? 30,
      answerMode: options.answerMode ?? 1,
      questionTimeLimitSeconds: options.questionTimeLimitSeconds ?? 0,
      closedBook: options.closedBook ?? false,
      earliestSubmitMinutes: options.earliestSubmitMinutes ?? 0,
      attemptsAllowed: options.attemptsAllowed ?? 1,
      answerVisibility: options.answerVisibility ?? 'afterSubmit',
      scoreVisible: options.scoreVisible ?? true,
      published: true,
    })
    .returning({ id: exams.id });
  const [from, to] = options.window ?? [-60, 60];
  const [batch] = await db
    .insert(examBatches)
    .values({
      tenantId,
      examId: exam!.id,
      beginAt: new Date(Date.now() + from * 60_000),
      endAt: new Date(Date.now() + to * 60_000),
    })
    .returning({ id: examBatches.id });
  await db
    .insert(examArrangements)
    .values({ tenantId, examId: exam!.id, targetType: ExamArrangementTarget.user, targetId: learnerId });
  const questions: Record<string, FixtureQuestion> = {
    single: { id: single, type: QuestionType.single, right: 'B', wrong: 'A' },
    multiple: { id: multiple, type: QuestionType.multiple, right: ['A', 'C', 'D'], wrong: ['A', 'B'] },
    indefinite: { id: indefinite, type: QuestionType.indefinite, right: ['A', 'B'], wrong: ['C'] },
    judgment: { id: judgment, type: QuestionType.judgment, right: 'F', wrong: 'T' },
    blank: { id: blank, type: QuestionType.blank, right: [' 北京 ', '八'], wrong: ['上海', '9'] },
    short: { id: short, type: QuestionType.shortAnswer, right: '我的作答', wrong: '' },
    subSingle: { id: subSingle, type: QuestionType.single, right: 'C', wrong: 'D' },
    subJudgment: { id: subJudgment, type: QuestionType.judgment, right: 'T', wrong: 'F' },
  };
  return { examId: exam!.id, batchId: batch!.id, paperId: paper!.id, groupId: group, questions, learnerId };
}

/** Moves an attempt's deadline into the past (as if its time had run out `secondsAgo` ago). */
export async function expireAttempt(db: Db, attemptId: number, secondsAgo: number) {
  const past = new Date(Date.now() - secondsAgo * 1000);
  await db
    .update(examAttempts)
    .set({ deadlineAt: past, startedAt: new Date(past.getTime() - 60_000) })
    .where(eq(examAttempts.id, attemptId));
  const [row] = await db
    .select({ tenantId: examAttempts.tenantId })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  forgetAttemptFacts(row!.tenantId, attemptId);
}
