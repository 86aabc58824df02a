// Test factories of the exam domain, on top of the shared ones (test/factories.ts): bank questions, a
// paper, an exam with its batches and arrangements (by default one question of each type and a group),
// and a way to move an attempt's deadline into the past. Every row is fresh, so tests never lean on the
// demo seed.
import {
  ExamArrangementTarget,
  examPaths,
  QuestionType,
  type TAnswerValue,
  type TExamResult,
  type TJoinResult,
  type TSaveDraftResult,
  type TTakeExam,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import {
  examArrangements,
  examAttempts,
  examBatches,
  examPaperQuestions,
  examPaperSections,
  examPapers,
  examQuestions,
  exams,
  type LayoutQuestion,
} from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeUser, uniqueSuffix } from '../../test/factories.ts';
import { forgetAttemptFacts } from './attempt-facts.ts';

export type FactoryQuestion = { id: number; type: QuestionType; right: TAnswerValue; wrong: TAnswerValue };

const ABCD = [
  { key: 'A', content: '甲' },
  { key: 'B', content: '乙' },
  { key: 'C', content: '丙' },
  { key: 'D', content: '丁' },
];
const TRUE_FALSE = [
  { key: 'T', content: '正确' },
  { key: 'F', content: '错误' },
];

type QuestionInsert = typeof examQuestions.$inferInsert;

/** One bank question (10 points unless told). */
export async function makeQuestion(
  testApp: TestApp,
  options: Omit<QuestionInsert, 'tenantId' | 'stem'> & { tenantId?: string; stem?: string },
): Promise<number> {
  const [row] = await testApp.database.db
    .insert(examQuestions)
    .values({
      stem: `<p>${options.type}</p>`,
      score: 10,
      analysis: '<p>解析</p>',
      ...options,
      tenantId: options.tenantId ?? 'learn',
    })
    .returning({ id: examQuestions.id });
  if (!row) throw new Error('makeQuestion: no row');
  return row.id;
}

/** A fixed paper of one section holding the given questions in order. */
export async function makePaper(
  testApp: TestApp,
  options: {
    tenantId?: string;
    ownerId: number;
    questionIds: number[];
    totalScore?: number;
    shuffleOptions?: boolean;
  },
): Promise<number> {
  const { db } = testApp.database;
  const tenantId = options.tenantId ?? 'learn';
  const [paper] = await db
    .insert(examPapers)
    .values({
      tenantId,
      ownerId: options.ownerId,
      name: `Paper ${uniqueSuffix()}`,
      totalScore: options.totalScore ?? 100,
      shuffleOptions: options.shuffleOptions ?? false,
    })
    .returning({ id: examPapers.id });
  const [section] = await db
    .insert(examPaperSections)
    .values({ tenantId, paperId: paper!.id, title: '全部题型' })
    .returning({ id: examPaperSections.id });
  if (options.questionIds.length > 0) {
    await db.insert(examPaperQuestions).values(
      options.questionIds.map((questionId, sort) => ({
        tenantId,
        paperId: paper!.id,
        sectionId: section!.id,
        questionId,
        sort,
      })),
    );
  }
  return paper!.id;
}

/** Every question type once: single 10, multiple 10, indefinite 10, judgment 10, blank 10, short 20, group 2 × 15. */
async function makeAllTypes(testApp: TestApp, tenantId: string, ownerId: number) {
  const q = (type: QuestionType, extra: Partial<QuestionInsert> = {}) =>
    makeQuestion(testApp, { tenantId, ownerId, type, ...extra });
  const single = await q(QuestionType.single, { options: ABCD, answer: { keys: ['B'] } });
  const multiple = await q(QuestionType.multiple, { options: ABCD, answer: { keys: ['A', 'C', 'D'] } });
  const indefinite = await q(QuestionType.indefinite, { options: ABCD, answer: { keys: ['A', 'B'] } });
  const judgment = await q(QuestionType.judgment, { options: TRUE_FALSE, answer: { keys: ['F'] } });
  const blank = await q(QuestionType.blank, { answer: { blanks: [['北京'], ['8', '八']] } });
  const short = await q(QuestionType.shortAnswer, { answer: { reference: '参考答案' }, score: 20 });
  const group = await q(QuestionType.group, { stem: '<p>阅读材料</p>', score: 0 });
  const sub = { parentId: group, score: 15 };
  const subSingle = await q(QuestionType.single, { ...sub, sort: 0, options: ABCD, answer: { keys: ['C'] } });
  const subJudgment = await q(QuestionType.judgment, {
    ...sub,
    sort: 1,
    options: TRUE_FALSE,
    answer: { keys: ['T'] },
  });
  const questions: Record<string, FactoryQuestion> = {
    single: { id: single, type: QuestionType.single, right: 'B', wrong: 'A' },
    multiple: { id: multiple, type: QuestionType.multiple, right: ['A', 'C', 'D'], wrong: ['A', 'B'] },
    indefinite: { id: indefinite, type: QuestionType.indefinite, right: ['A', 'B'], wrong: ['C'] },
    judgment: { id: judgment, type: QuestionType.judgment, right: 'F', wrong: 'T' },
    blank: { id: blank, type: QuestionType.blank, right: [' 北京 ', '八'], wrong: ['上海', '9'] },
    short: { id: short, type: QuestionType.shortAnswer, right: '我的作答', wrong: '' },
    subSingle: { id: subSingle, type: QuestionType.single, right: 'C', wrong: 'D' },
    subJudgment: { id: subJudgment, type: QuestionType.judgment, right: 'T', wrong: 'F' },
  };
  return { order: [single, multiple, indefinite, judgment, blank, short, group], groupId: group, questions };
}

/** Whom an exam is arranged to. */
export type ArrangeTarget =
  | { type: typeof ExamArrangementTarget.all }
  | { type: 'user' | 'org' | 'position'; id: number };

export async function arrangeExam(
  testApp: TestApp,
  exam: { examId: number; tenantId?: string },
  target: ArrangeTarget,
): Promise<void> {
  await testApp.database.db.insert(examArrangements).values({
    tenantId: exam.tenantId ?? 'learn',
    examId: exam.examId,
    targetType: target.type,
    targetId: target.type === ExamArrangementTarget.all ? 0 : target.id,
  });
}

export type ExamOptions = Partial<
  Omit<typeof exams.$inferInsert, 'id' | 'tenantId' | 'ownerId' | 'paperId' | 'createdAt'>
> & {
  tenantId?: string;
  /** The owning lecturer; a fresh lecturer when absent. */
  ownerId?: number;
  /** Arrangements; none when absent. */
  arrangeTo?: ArrangeTarget[];
  /** Batch windows relative to now, in minutes; one batch [-60, 60] by default. */
  batches?: [number, number][];
  /** The paper shuffles choice options per attempt. */
  shuffleOptions?: boolean;
};

/** A published exam (unless told) of every question type, with its batches and arrangements. */
export async function makeExam(testApp: TestApp, options: ExamOptions = {}) {
  const { tenantId = 'learn', arrangeTo = [], batches = [[-60, 60]], shuffleOptions, ...columns } = options;
  const ownerId = options.ownerId ?? (await makeUser(testApp, { tenantId, isLecturer: true })).id;
  const { order, groupId, questions } = await makeAllTypes(testApp, tenantId, ownerId);
  const paperId = await makePaper(testApp, { tenantId, ownerId, questionIds: order, shuffleOptions });
  const { db } = testApp.database;
  const name = columns.name ?? `Exam ${uniqueSuffix()}`;
  const [exam] = await db
    .insert(exams)
    .values({ timeLimitMinutes: 30, published: true, ...columns, name, tenantId, ownerId, paperId })
    .returning({ id: exams.id });
  const examId = exam!.id;
  const batchIds: number[] = [];
  for (const [index, [from, to]] of batches.entries()) {
    const [batch] = await db
      .insert(examBatches)
      .values({
        tenantId,
        examId,
        batchNumber: index + 1,
        beginAt: new Date(Date.now() + from * 60_000),
        endAt: new Date(Date.now() + to * 60_000),
      })
      .returning({ id: examBatches.id });
    batchIds.push(batch!.id);
  }
  for (const target of arrangeTo) await arrangeExam(testApp, { examId, tenantId }, target);
  return { examId, name, batchId: batchIds[0]!, batchIds, paperId, groupId, questions, ownerId, tenantId };
}

export type MadeExam = Awaited<ReturnType<typeof makeExam>>;

/** Moves an attempt's deadline into the past (as if its time had run out `secondsAgo` ago). */
export async function expireAttempt(testApp: TestApp, attemptId: number, secondsAgo: number) {
  const { db } = testApp.database;
  const past = new Date(Date.now() - secondsAgo * 1000);
  const [row] = await db
    .update(examAttempts)
    .set({ deadlineAt: past, startedAt: new Date(past.getTime() - 60_000) })
    .where(eq(examAttempts.id, attemptId))
    .returning({ tenantId: examAttempts.tenantId });
  forgetAttemptFacts(row!.tenantId, attemptId);
}

/** Sets the option order one attempt shows for one question (a known shuffle instead of a random one). */
export async function showOptionsInOrder(
  testApp: TestApp,
  attemptId: number,
  order: Record<number, string[]>,
) {
  const { db } = testApp.database;
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  const reorder = (entry: LayoutQuestion): LayoutQuestion => ({
    ...entry,
    ...(order[entry.id] ? { optionOrder: order[entry.id] } : {}),
    ...(entry.subs ? { subs: entry.subs.map(reorder) } : {}),
  });
  const layout = {
    sections: attempt!.layout.sections.map((section) => ({
      ...section,
      questions: section.questions.map(reorder),
    })),
  };
  await db.update(examAttempts).set({ layout }).where(eq(examAttempts.id, attemptId));
  forgetAttemptFacts(attempt!.tenantId, attemptId);
}

/** Joins the exam's first batch as the signed-in learner and submits the picked answer per question name. */
export async function submitExam(
  testApp: TestApp,
  token: string,
  exam: MadeExam,
  pick: (name: string) => 'right' | 'wrong' | 'skip',
) {
  const api = apiClient(testApp.app);
  const as = { token, tenant: exam.tenantId };
  const join = await api.post<TJoinResult>(examPaths.joinExam, { batchId: exam.batchId }, as);
  if (join.status !== 200) throw new Error(`submitExam: join answered ${join.status} ${join.body.resMsg}`);
  const attemptId = join.body.response.attemptId;
  const answers = Object.entries(exam.questions).flatMap(([name, question], index) => {
    const choice = pick(name);
    return choice === 'skip' ? [] : [{ questionId: question.id, answer: question[choice], seq: index + 1 }];
  });
  const result = await api.post<TExamResult>(examPaths.submitPaper, { attemptId, answers }, as);
  return { attemptId, result: result.body.response };
}

/** One learner's exam calls in a test: exams arranged to them, joined, saved and read back. */
export function learnerExams(testApp: TestApp, learner: { token: string; id: number }) {
  const api = apiClient(testApp.app);
  const { token } = learner;
  const exam = (options: ExamOptions = {}) =>
    makeExam(testApp, { arrangeTo: [{ type: 'user', id: learner.id }], ...options });
  return {
    exam,
    async joined(options: ExamOptions = {}) {
      const made = await exam(options);
      const reply = await api.post<TJoinResult>(examPaths.joinExam, { batchId: made.batchId }, { token });
      if (reply.status !== 200) throw new Error(`joined: join answered ${reply.status} ${reply.body.resMsg}`);
      return { ...made, attemptId: reply.body.response.attemptId };
    },
    save: (attemptId: number, answers: unknown[]) =>
      api.post<TSaveDraftResult>(examPaths.saveDraft, { attemptId, answers }, { token }),
    async savedAnswer(attemptId: number, questionId: number) {
      const paper = await api.get<TTakeExam>(examPaths.takeExam, { token, query: { attemptId } });
      return paper.body.response.answers.find((answer) => answer.questionId === questionId);
    },
  };
}
