// API tests of taking an exam: joining idempotently, the join rules, the paper without answers, draft
// saves ordered by sequence number, and submitting once. The deadline and an attempt's privacy are in
// exam-deadline.test.ts.
import { examPaths, type TExamResult, type TJoinResult, type TTakeExam } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts, examResults } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { type ExamOptions, learnerExams } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let learner: { token: string; id: number };

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  const made = await makeSignedInUser(test);
  learner = { token: made.token, id: made.user.id };
  token = made.token;
});

afterAll(async () => {
  await test?.close();
});

const examFor = (options: ExamOptions = {}) => learnerExams(test, learner).exam(options);
const joined = (options: ExamOptions = {}) => learnerExams(test, learner).joined(options);
const save = (attemptId: number, answers: unknown[]) => learnerExams(test, learner).save(attemptId, answers);
const savedAnswer = (attemptId: number, questionId: number) =>
  learnerExams(test, learner).savedAnswer(attemptId, questionId);

describe('joining', () => {
  it('returns the same attempt when joining twice, even at once', async () => {
    const fixture = await examFor({ attemptsAllowed: 3 });
    const first = await api.post<TJoinResult>(examPaths.joinExam, { batchId: fixture.batchId }, { token });
    const again = await api.post<TJoinResult>(examPaths.joinExam, { batchId: fixture.batchId }, { token });
    expect(again.body.response).toMatchObject({ attemptId: first.body.response.attemptId, resumed: true });

    const other = await examFor({ attemptsAllowed: 3 });
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api.post<TJoinResult>(examPaths.joinExam, { batchId: other.batchId }, { token }),
      ),
    );
    expect(new Set(racing.map((reply) => reply.body.response.attemptId)).size).toBe(1);
    const rows = await test.database.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.examId, other.examId));
    expect(rows).toHaveLength(1);
  });

  it('refuses offline exams, closed windows, exhausted attempts and learners not arranged', async () => {
    const offline = await examFor({ pattern: 'offline' });
    expect((await api.post(examPaths.joinExam, { batchId: offline.batchId }, { token })).body.resCode).toBe(
      409,
    );
    const later = await examFor({ batches: [[60, 120]] });
    const early = await api.post(examPaths.joinExam, { batchId: later.batchId }, { token, lang: 'en' });
    expect(early.body.resMsg).toBe('The exam has not started yet');
    const over = await examFor({ batches: [[-120, -60]] });
    expect((await api.post(examPaths.joinExam, { batchId: over.batchId }, { token })).status).toBe(409);
    const stranger = (await makeSignedInUser(test)).token;
    expect((await api.post(examPaths.joinExam, { batchId: later.batchId }, { token: stranger })).status).toBe(
      403,
    );

    const once = await joined();
    await api.post(examPaths.submitPaper, { attemptId: once.attemptId }, { token });
    const retry = await api.post(examPaths.joinExam, { batchId: once.batchId }, { token, lang: 'en' });
    expect(retry.body.resMsg).toBe('You have no attempts left');
  });

  it('hands out the paper without right answers and with the server time left', async () => {
    const { attemptId, groupId } = await joined({ timeLimitMinutes: 30 });
    const paper = await api.get<TTakeExam>(examPaths.takeExam, { token, query: { attemptId } });
    const body = paper.body.response;
    expect(body.questionCount).toBe(8);
    expect(body.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(body.remainingSeconds).toBeLessThanOrEqual(30 * 60);
    expect(JSON.stringify(body)).not.toMatch(/"keys"|"blanks"|"reference"|analysis|rightAnswer/);
    const group = body.sections[0]!.questions.find((question) => question.id === groupId);
    expect(group?.subQuestions).toHaveLength(2);
    expect(body.sections[0]!.questions.find((question) => question.type === 'blank')?.blankCount).toBe(2);
  });
});

describe('draft saves', () => {
  it('never lets a stale save (lower sequence) overwrite a newer one', async () => {
    const { attemptId, questions } = await joined();
    const id = questions.single!.id;
    const newer = await save(attemptId, [{ questionId: id, answer: 'C', seq: 5 }]);
    expect(newer.body.response.acknowledged).toEqual([{ questionId: id, seq: 5, status: 'saved' }]);
    const stale = await save(attemptId, [{ questionId: id, answer: 'A', seq: 3 }]);
    expect(stale.body.response.acknowledged[0]!.status).toBe('stale');
    expect(await savedAnswer(attemptId, id)).toMatchObject({ answer: 'C', seq: 5 });
    const equal = await save(attemptId, [{ questionId: id, answer: 'D', seq: 5 }]);
    expect(equal.body.response.acknowledged[0]!.status).toBe('stale');
    expect(await savedAnswer(attemptId, id)).toMatchObject({ answer: 'C', seq: 5 });
  });

  it('keeps the newest answer when saves race in any order', async () => {
    const { attemptId, questions } = await joined();
    const id = questions.blank!.id;
    const order = [7, 2, 9, 4, 1, 8, 3, 6, 5];
    await Promise.all(order.map((seq) => save(attemptId, [{ questionId: id, answer: [`v${seq}`], seq }])));
    expect(await savedAnswer(attemptId, id)).toMatchObject({ answer: ['v9'], seq: 9 });
    const batch = await save(attemptId, [
      { questionId: id, answer: ['v11'], seq: 11 },
      { questionId: id, answer: ['v10'], seq: 10 },
    ]);
    expect(batch.body.response.acknowledged).toEqual([{ questionId: id, seq: 11, status: 'saved' }]);
  });

  it('marks answers that do not fit their question as invalid and keeps the rest', async () => {
    const { attemptId, questions } = await joined();
    const reply = await save(attemptId, [
      { questionId: questions.single!.id, answer: 'Z', seq: 1 },
      { questionId: questions.multiple!.id, answer: ['A', 'A'], seq: 2 },
      { questionId: 999_999, answer: 'A', seq: 3 },
      { questionId: questions.judgment!.id, answer: 'F', seq: 4, doubtful: true },
    ]);
    expect(reply.body.response.acknowledged.map((ack) => ack.status)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'saved',
    ]);
    expect(await savedAnswer(attemptId, questions.judgment!.id)).toMatchObject({ doubtful: true });
  });

  it('locks a question of answer mode 2 once its own time is up', async () => {
    const { attemptId, questions } = await joined({ answerMode: 2, questionTimeLimitSeconds: 1 });
    const id = questions.single!.id;
    const opened = await api.post<{ lockAt: number }>(
      examPaths.openQuestion,
      { attemptId, questionId: id },
      { token },
    );
    expect(opened.body.response.lockAt).toBeGreaterThan(Date.now() - 2000);
    expect(
      (await save(attemptId, [{ questionId: id, answer: 'B', seq: 1 }])).body.response.acknowledged[0]!
        .status,
    ).toBe('saved');
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const late = await save(attemptId, [{ questionId: id, answer: 'A', seq: 2 }]);
    expect(late.body.response.acknowledged[0]!.status).toBe('locked');
    expect(await savedAnswer(attemptId, id)).toMatchObject({ answer: 'B' });
  });
});

describe('submitting', () => {
  it('scores once: a repeated or concurrent submit returns the first result', async () => {
    const { attemptId, questions } = await joined();
    await save(attemptId, [{ questionId: questions.single!.id, answer: 'B', seq: 1 }]);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        api.post<TExamResult>(
          examPaths.submitPaper,
          { attemptId, answers: [{ questionId: questions.judgment!.id, answer: 'F', seq: 2 }] },
          { token },
        ),
      ),
    );
    for (const reply of replies) expect(reply.body.response).toEqual(replies[0]!.body.response);
    expect(replies[0]!.body.response).toMatchObject({ score: 20, isPass: 1, markingState: 'done' });
    const later = await api.post<TExamResult>(
      examPaths.submitPaper,
      { attemptId, answers: [{ questionId: questions.multiple!.id, answer: ['A', 'C', 'D'], seq: 3 }] },
      { token },
    );
    expect(later.body.response).toEqual(replies[0]!.body.response);
    const rows = await test.database.db
      .select()
      .from(examResults)
      .where(eq(examResults.attemptId, attemptId));
    expect(rows).toHaveLength(1);
    expect((await save(attemptId, [{ questionId: questions.single!.id, answer: 'A', seq: 9 }])).status).toBe(
      409,
    );
  });

  it('scores every objective type and leaves a short answer for the lecturer', async () => {
    const { attemptId, questions } = await joined();
    const answers = Object.values(questions).map((question, index) => ({
      questionId: question.id,
      answer: question.right,
      seq: index + 1,
    }));
    const result = await api.post<TExamResult>(examPaths.submitPaper, { attemptId, answers }, { token });
    expect(result.body.response).toMatchObject({
      score: 80,
      objectiveScore: 80,
      isPass: null,
      pendingCount: 1,
    });
    expect(result.body.response.markingState).toBe('pending');
  });

  it('applies the earliest-submit rule, except to closed-book leaving', async () => {
    const early = await joined({ earliestSubmitMinutes: 10 });
    const refused = await api.post(
      examPaths.submitPaper,
      { attemptId: early.attemptId },
      { token, lang: 'en' },
    );
    expect(refused.body.resMsg).toBe('You can submit 10 minutes after the start');
    const claimed = await api.post(
      examPaths.submitPaper,
      { attemptId: early.attemptId, reason: 'timeout' },
      { token },
    );
    expect(claimed.status).toBe(409);
    const book = await joined({ earliestSubmitMinutes: 10, closedBook: true });
    const left = await api.post<TExamResult>(
      examPaths.submitPaper,
      { attemptId: book.attemptId, reason: 'leave' },
      { token },
    );
    expect(left.body.response.closedBy).toBe('leave');
  });
});
