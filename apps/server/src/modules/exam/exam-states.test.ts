// API tests of the exam states the pages show (issue 19 item 4): an attempt in progress is named in the
// list (its batch, listed first) and in the exam information until it is submitted; a start the server
// refuses says why in the caller's language (not started, ended, no attempts left) from the join blocker;
// anonymous callers never see an attempt; someone else's attempt is not found.
import { examPaths, type TExamInfo, type TExamItem, type TJoinResult, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { type ExamOptions, makeExam, submitExam } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let tenant: string;

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  tenant = (await makeTenant(test)).id;
});
afterAll(async () => {
  await test?.close();
});

async function learnerWith() {
  const made = await makeSignedInUser(test, { tenantId: tenant });
  const as = { token: made.token, tenant };
  const exam = (options: ExamOptions = {}) =>
    makeExam(test, { tenantId: tenant, arrangeTo: [{ type: 'user', id: made.user.id }], ...options });
  const list = async () =>
    (await api.post<TPage<TExamItem>>(examPaths.examList, { pageSize: 50 }, as)).body.response.data;
  const info = async (batchId: number, lang?: string) =>
    (
      await api.get<TExamInfo>(examPaths.viewExamInfo, {
        ...as,
        query: { batchId },
        ...(lang ? { lang } : {}),
      })
    ).body.response;
  return { ...made, as, exam, list, info };
}

describe('an attempt in progress', () => {
  it('is named by the list and the exam information until it is submitted', async () => {
    const learner = await learnerWith();
    const other = await learner.exam({ name: 'Other open exam' });
    const exam = await learner.exam({
      name: 'Retaken exam',
      attemptsAllowed: 3,
      batches: [
        [-60, 60],
        [-30, 90],
      ],
    });
    // A first attempt submitted makes the exam "taken"; the second, in the second batch, stays open.
    await submitExam(test, learner.token, exam, () => 'right');
    const join = await api.post<TJoinResult>(examPaths.joinExam, { batchId: exam.batchIds[1] }, learner.as);
    const attemptId = join.body.response.attemptId;

    const rows = await learner.list();
    expect(rows[0]).toMatchObject({
      examId: exam.examId,
      batchId: exam.batchIds[1],
      inProgressAttemptId: attemptId,
    });
    expect(rows.find((row) => row.examId === other.examId)?.inProgressAttemptId).toBeNull();
    const info = await learner.info(exam.batchIds[1]!);
    expect(info).toMatchObject({ inProgressAttemptId: attemptId, canJoin: true, joinBlockedReason: null });

    await api.post(examPaths.submitPaper, { attemptId, answers: [] }, learner.as);
    const after = await learner.list();
    expect(after.find((row) => row.examId === exam.examId)?.inProgressAttemptId).toBeNull();
    expect((await learner.info(exam.batchIds[1]!)).inProgressAttemptId).toBeNull();
  });

  it('is never shown to anonymous callers, and is not found by anyone else', async () => {
    const learner = await learnerWith();
    const exam = await makeExam(test, { tenantId: tenant, arrangeTo: [{ type: 'all' }] });
    const join = await api.post<TJoinResult>(examPaths.joinExam, { batchId: exam.batchId }, learner.as);
    const open = await api.post<TPage<TExamItem>>(examPaths.openingExamList, { pageSize: 50 }, { tenant });
    const row = open.body.response.data.find((item) => item.examId === exam.examId);
    expect(row?.inProgressAttemptId).toBeNull();
    const stranger = await makeSignedInUser(test, { tenantId: tenant });
    const taken = await api.get(examPaths.takeExam, {
      token: stranger.token,
      tenant,
      query: { attemptId: join.body.response.attemptId },
    });
    expect(taken.status).toBe(404);
  });
});

describe('why a start is refused', () => {
  it('says the batch has not started, has ended, or no attempts are left, in both languages', async () => {
    const learner = await learnerWith();
    const later = await learner.exam({ batches: [[60, 120]] });
    const ended = await learner.exam({ batches: [[-120, -60]] });
    const once = await learner.exam({ attemptsAllowed: 1 });
    await submitExam(test, learner.token, once, () => 'right');
    const cases = [
      { batchId: later.batchId, zh: '考试尚未开始', en: 'The exam has not started yet' },
      { batchId: ended.batchId, zh: '考试已结束', en: 'The exam has ended' },
      { batchId: once.batchId, zh: '考试次数已用完', en: 'You have no attempts left' },
    ];
    for (const { batchId, zh, en } of cases) {
      expect(await learner.info(batchId, 'zh-CN')).toMatchObject({ canJoin: false, joinBlockedReason: zh });
      expect(await learner.info(batchId, 'en')).toMatchObject({ canJoin: false, joinBlockedReason: en });
      // The reason shown is the one the join itself answers with.
      const join = await api.post(examPaths.joinExam, { batchId }, { ...learner.as, lang: 'en' });
      expect(join.body.resMsg).toBe(en);
    }
  });
});
