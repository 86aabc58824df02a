// API tests after submitting: the answer review (only when the exam allows it, also by the original
// client's examSessionId), the attempts list (paged, with the original client's parameters), the
// wrong-question book with practice, and the exam-centre token. The lecturer's calls are in
// exam-lecturer.test.ts.
import {
  examPaths,
  type TAnswerReview,
  type TExamSession,
  type TPage,
  type TWrongItem,
  type TWrongPracticeResult,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { type ExamOptions, makeExam, submitExam } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let learner: string;
let learnerId: number;

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  const made = await makeSignedInUser(test);
  learner = made.token;
  learnerId = made.user.id;
});
afterAll(async () => {
  await test?.close();
});

/** Makes an exam arranged to the learner, who joins it and submits the given answers (by question name). */
async function submitted(options: ExamOptions, pick: (name: string) => 'right' | 'wrong' | 'skip') {
  const exam = await makeExam(test, { arrangeTo: [{ type: 'user', id: learnerId }], ...options });
  return { ...exam, ...(await submitExam(test, learner, exam, pick)) };
}

describe('answer review', () => {
  it('shows right answers, analysis and my marks when the exam allows it', async () => {
    const done = await submitted({}, (name) => (name === 'multiple' ? 'wrong' : 'right'));
    const review = await api.get<TAnswerReview>(examPaths.viewAnswerEachSession, {
      token: learner,
      query: { attemptId: done.attemptId },
    });
    const questions = review.body.response.sections[0]!.questions;
    const multiple = questions.find((q) => q.id === done.questions.multiple!.id)!;
    expect(multiple).toMatchObject({
      rightAnswer: ['A', 'C', 'D'],
      myAnswer: ['A', 'B'],
      myScore: 0,
      verdict: 'wrong',
    });
    expect(multiple.analysis).toContain('解析');
    const group = questions.find((q) => q.id === done.groupId)!;
    expect(group.subQuestions.map((sub) => sub.verdict)).toEqual(['correct', 'correct']);
    const latest = await api.get<TAnswerReview>(examPaths.viewAnswer, {
      token: learner,
      query: { batchId: done.batchId },
    });
    expect(latest.body.response.attemptId).toBe(done.attemptId);
    const sessions = await api.post<TPage<TExamSession>>(
      examPaths.examSessionList,
      { examId: done.examId },
      { token: learner },
    );
    expect(sessions.body.response).toMatchObject({
      data: [{ attemptId: done.attemptId, status: 'submitted', canViewAnswer: true }],
      totalNum: 1,
    });
  });

  it('refuses the review when the exam hides answers, or before the batch ends', async () => {
    const never = await submitted({ answerVisibility: 'never' }, () => 'right');
    const hidden = await api.get(examPaths.viewAnswerEachSession, {
      token: learner,
      query: { attemptId: never.attemptId },
    });
    expect(hidden.status).toBe(403);
    const afterEnd = await submitted({ answerVisibility: 'afterEnd' }, () => 'right');
    const early = await api.get(examPaths.viewAnswer, {
      token: learner,
      query: { batchId: afterEnd.batchId },
    });
    expect(early.status).toBe(403);
  });

  it('hides the score everywhere when the exam does not show scores', async () => {
    const quiet = await submitted({ scoreVisible: false }, () => 'right');
    expect(quiet.result).toMatchObject({ score: null, isPass: null, scoreVisible: false });
  });
});

describe('wrong-question book', () => {
  it('lists every question answered wrongly with the right answer, until practised right', async () => {
    const done = await submitted({}, (name) =>
      name === 'single' || name === 'blank' || name === 'subJudgment'
        ? 'wrong'
        : name === 'indefinite'
          ? 'skip'
          : 'right',
    );
    const book = await api.get<TPage<TWrongItem>>(examPaths.wrongList, {
      token: learner,
      query: { pageSize: 100 },
    });
    const ids = book.body.response.data.map((item) => item.questionId);
    const { single, blank, subJudgment, indefinite, multiple } = done.questions;
    expect(ids).toEqual(expect.arrayContaining([single!.id, blank!.id, subJudgment!.id]));
    expect(ids).not.toContain(indefinite!.id);
    expect(ids).not.toContain(multiple!.id);
    const entry = book.body.response.data.find((item) => item.questionId === subJudgment!.id)!;
    expect(entry).toMatchObject({
      rightAnswer: ['T'],
      myAnswer: 'F',
      groupStem: '<p>阅读材料</p>',
      examName: done.name,
    });

    const miss = await api.post<TWrongPracticeResult>(
      examPaths.wrongPractice,
      { questionId: single!.id, answer: 'D' },
      { token: learner },
    );
    expect(miss.body.response).toMatchObject({ verdict: 'wrong', mastered: false, rightAnswer: ['B'] });
    const hit = await api.post<TWrongPracticeResult>(
      examPaths.wrongPractice,
      { questionId: single!.id, answer: 'B' },
      { token: learner },
    );
    expect(hit.body.response.mastered).toBe(true);
    const detail = await api.get(examPaths.wrongDetail, {
      token: learner,
      query: { questionId: single!.id },
    });
    expect(detail.status).toBe(404);
  });

  it('keeps one learner’s book from another', async () => {
    await submitted({}, () => 'wrong');
    const other = (await makeSignedInUser(test)).token;
    const book = await api.get<TPage<TWrongItem>>(examPaths.wrongList, { token: other });
    expect(book.body.response.totalNum).toBe(0);
  });
});

describe('exam-center token', () => {
  it('issues a short-lived token naming the learner', async () => {
    const reply = await api.get<{ token: string; expiresIn: number }>(examPaths.centerToken, {
      token: learner,
    });
    expect(reply.body.response.expiresIn).toBe(600);
    const payload = JSON.parse(Buffer.from(reply.body.response.token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ aud: 'exam-center', tid: 'learn', sub: String(learnerId) });
  });
});

describe('the original client’s parameters', () => {
  it('lists attempts with examId, batchId, pageNo and pageSize (200 at once), as a page', async () => {
    const done = await submitted({ attemptsAllowed: 3 }, () => 'right');
    const query = { examId: done.examId, batchId: done.batchId, pageNo: 1, pageSize: 200 };
    const page = await api.post<TPage<TExamSession>>(examPaths.examSessionList, query, { token: learner });
    expect(page.body.response).toMatchObject({ totalNum: 1, totalPage: 1 });
    expect(page.body.response.data.map((session) => session.attemptId)).toEqual([done.attemptId]);
    const otherBatch = await api.post<TPage<TExamSession>>(
      examPaths.examSessionList,
      { ...query, batchId: done.batchId + 100_000 },
      { token: learner },
    );
    expect(otherBatch.body.response.totalNum).toBe(0);
    const tooMany = await api.post(
      examPaths.examSessionList,
      { ...query, pageSize: 201 },
      { token: learner },
    );
    expect(tooMany.status).toBe(400);
  });

  it('reviews one attempt by examSessionId on viewAnswer, and nobody else’s', async () => {
    const done = await submitted({}, () => 'right');
    const review = await api.get<TAnswerReview>(examPaths.viewAnswer, {
      token: learner,
      query: { examSessionId: done.attemptId },
    });
    expect(review.body.response.attemptId).toBe(done.attemptId);
    const other = (await makeSignedInUser(test)).token;
    const refused = await api.get(examPaths.viewAnswer, {
      token: other,
      query: { examSessionId: done.attemptId },
    });
    expect(refused.status).toBe(404);
    expect((await api.get(examPaths.viewAnswer, { token: learner })).status).toBe(400);
  });
});
