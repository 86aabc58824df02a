// Grades published by hand (the arrangement's `publishType: 'manual'`): the learner sees no score or pass
// state — in the submit reply, the exam list, the exam's page, the attempts list and the answer review —
// until an administrator publishes the grade; an exam publishing automatically shows the score at once.
import {
  examAdminPaths,
  examPaths,
  type TExamInfo,
  type TExamItem,
  type TExamSession,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeExam, submitExam } from './test-factories.ts';
import { examAdminClient, makeExamAdmin } from './test-factories-admin.ts';

describe('exam grades published by hand', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  /** What the learner is shown of their grade on every page that shows one. */
  async function shown(token: string, examId: number) {
    const list = await api.post<TPage<TExamItem>>(examPaths.examList, { pageSize: 40 }, { token });
    const item = list.body.response.data.find((row) => row.examId === examId);
    const info = await api.get<TExamInfo>(examPaths.viewExamInfo, { token, query: { examId } });
    const sessions = await api.post<TPage<TExamSession>>(examPaths.examSessionList, { examId }, { token });
    return {
      list: [item?.score ?? null, item?.isPass ?? null, item?.scoreVisible],
      info: [info.body.response.bestResult?.score ?? null, info.body.response.bestResult?.isPass ?? null],
      sessions: sessions.body.response.data.map((row) => row.score),
    };
  }

  it('hides the score until the administrator publishes it, then shows it everywhere', async () => {
    const learner = await makeSignedInUser(testApp);
    const exam = await makeExam(testApp, {
      arrangeTo: [{ type: 'user', id: learner.user.id }],
      passScore: 60,
      gradePublishing: 'manual',
    });
    const { attemptId, result } = await submitExam(testApp, learner.token, exam, () => 'right');
    expect([result.score, result.isPass, result.scoreVisible]).toEqual([null, null, false]);

    const admin = examAdminClient(testApp, await makeExamAdmin(testApp));
    const marked = await admin.api.post(
      examAdminPaths.markByExaminee,
      { attemptId, scores: [{ questionId: exam.questions.short?.id, score: 20 }] },
      admin.as,
    );
    expect(marked.status).toBe(200);
    // Marked but not published: still hidden.
    expect(await shown(learner.token, exam.examId)).toEqual({
      list: [null, null, false],
      info: [null, null],
      sessions: [null],
    });

    const publish = await admin.api.put<{ published: number }>(
      examAdminPaths.gradesPublish,
      { examId: exam.examId },
      admin.as,
    );
    expect(publish.body.response.published).toBe(1);
    expect(await shown(learner.token, exam.examId)).toEqual({
      list: [100, 3, true],
      info: [100, 3],
      sessions: [100],
    });
  });

  it('shows the score at once when grades publish automatically', async () => {
    const learner = await makeSignedInUser(testApp);
    const exam = await makeExam(testApp, {
      arrangeTo: [{ type: 'user', id: learner.user.id }],
      passScore: 60,
      gradePublishing: 'auto',
    });
    const { result } = await submitExam(testApp, learner.token, exam, () => 'right');
    expect(result.scoreVisible).toBe(true);
    expect(result.score).toBe(80);
    const seen = await shown(learner.token, exam.examId);
    expect(seen.list[2]).toBe(true);
    expect(seen.sessions).toEqual([80]);
  });
});
