// API tests of an attempt's deadline (a save refused after it, within the grace still taken, the sweeper
// closing attempts nobody touches) and of its privacy (no other learner or tenant reads or writes it).
import { examPaths, type TExamResult, type TTakeExam } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { expireAttempt, learnerExams } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let exams: ReturnType<typeof learnerExams>;

beforeAll(async () => {
  // A fast sweeper, so the test can watch it close an attempt nobody touches.
  test = await createTestApp({ EXAM_SWEEP_INTERVAL_MS: '250' });
  api = apiClient(test.app);
  const made = await makeSignedInUser(test);
  token = made.token;
  exams = learnerExams(test, { token, id: made.user.id });
});
afterAll(async () => {
  await test?.close();
});

const joined = () => exams.joined();
const save = (attemptId: number, answers: unknown[]) => exams.save(attemptId, answers);
const savedAnswer = (attemptId: number, questionId: number) => exams.savedAnswer(attemptId, questionId);

describe('the deadline', () => {
  it('refuses a save after the deadline and scores what was saved', async () => {
    const { attemptId, questions } = await joined();
    await save(attemptId, [
      { questionId: questions.single!.id, answer: 'B', seq: 1 },
      { questionId: questions.indefinite!.id, answer: ['A'], seq: 2 },
    ]);
    await expireAttempt(test, attemptId, 60);
    const late = await save(attemptId, [{ questionId: questions.judgment!.id, answer: 'F', seq: 3 }]);
    expect(late.status).toBe(409);
    const paper = await api.get<TTakeExam>(examPaths.takeExam, { token, query: { attemptId } });
    expect(paper.body.response.status).toBe('submitted');
    expect(paper.body.response.result).toMatchObject({ score: 15, closedBy: 'deadline' });
  });

  it('still takes a save within the grace after the deadline', async () => {
    const { attemptId, questions } = await joined();
    await expireAttempt(test, attemptId, 2);
    const reply = await save(attemptId, [{ questionId: questions.single!.id, answer: 'B', seq: 1 }]);
    expect(reply.body.response.acknowledged[0]!.status).toBe('saved');
    const result = await api.post<TExamResult>(
      examPaths.submitPaper,
      { attemptId, reason: 'timeout' },
      { token },
    );
    expect(result.body.response).toMatchObject({ score: 10, closedBy: 'timeout' });
  });

  it('is enforced by the sweeper even when nobody comes back', async () => {
    const { attemptId, questions } = await joined();
    await save(attemptId, [{ questionId: questions.multiple!.id, answer: ['A', 'C'], seq: 1 }]);
    await expireAttempt(test, attemptId, 60);
    let result: (typeof examResults.$inferSelect)[] = [];
    for (let i = 0; i < 40 && result.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      result = await test.database.db.select().from(examResults).where(eq(examResults.attemptId, attemptId));
    }
    expect(result[0]).toMatchObject({ score: 5, markingState: 'done', isPass: 1 });
  });
});

describe('privacy of an attempt', () => {
  it('lets no other learner, and no other tenant, read or write it', async () => {
    const { attemptId, questions } = await joined();
    const stranger = (await makeSignedInUser(test)).token;
    const acme = (await makeSignedInUser(test, { tenantId: 'acme' })).token;
    for (const [as, tenant] of [
      [stranger, 'learn'],
      [acme, 'acme'],
    ] as const) {
      expect((await api.get(examPaths.takeExam, { token: as, tenant, query: { attemptId } })).status).toBe(
        404,
      );
      const write = await api.post(
        examPaths.saveDraft,
        { attemptId, answers: [{ questionId: questions.single!.id, answer: 'A', seq: 99 }] },
        { token: as, tenant },
      );
      expect(write.status).toBe(404);
      expect((await api.post(examPaths.submitPaper, { attemptId }, { token: as, tenant })).status).toBe(404);
      const review = await api.get(examPaths.viewAnswerEachSession, {
        token: as,
        tenant,
        query: { attemptId },
      });
      expect(review.status).toBe(404);
    }
    expect(await savedAnswer(attemptId, questions.single!.id)).toBeUndefined();
  });
});
