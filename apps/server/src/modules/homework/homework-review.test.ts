// The lecturer's side of homework through the real app: the review list across my assignments, a learner's
// course work (listCourseJob with stuId), the training work list, and two reviewers at once (one wins).
import {
  homeworkPaths as P,
  type THomeworkJob,
  type THomeworkReviewRow,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { handedFile, makeHomework } from './test-factories.ts';

describe('homework: lecturer', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('lists submissions to review and a learner’s course work; two reviewers at once: one wins', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const author = await makeSignedInUser(testApp, { isLecturer: true });
    const learner = await makeSignedInUser(testApp, { name: 'Learner L' });
    const job = await makeHomework(testApp, {
      bizId: 4242,
      lecturerId: lecturer.user.id,
      creatorId: author.user.id,
      target: { type: 'user', id: learner.user.id },
    });
    const sent = await api.post<{ id: number }>(
      P.submit,
      { jobId: job.id, files: [await handedFile(testApp, learner.user)] },
      { token: learner.token },
    );
    const submissionId = sent.body.response.id;

    const list = await api.get<TPage<THomeworkReviewRow>>(P.reviewList, {
      token: lecturer.token,
      query: { state: 1 },
    });
    expect(list.body.response.data).toEqual([
      expect.objectContaining({ id: submissionId, jobId: job.id, userName: 'Learner L', state: 1 }),
    ]);
    const work = await api.get<THomeworkJob[]>(P.listCourseJob, {
      token: lecturer.token,
      query: { courseId: 4242, stuId: learner.user.id },
    });
    expect(work.body.response[0]?.submission?.id).toBe(submissionId);
    const all = await api.get<{ submissions: unknown[] }>(P.submissions, {
      token: author.token,
      query: { jobId: job.id },
    });
    expect(all.body.response.submissions).toHaveLength(1);

    const [a, b] = await Promise.all([
      api.post(P.review, { submissionId, verdict: 'grade', score: 70 }, { token: lecturer.token }),
      api.post(P.review, { submissionId, verdict: 'return', comment: 'Redo' }, { token: author.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.resMsg).toBe('该作业不在待批改状态（可能已被其他讲师处理）');

    const bad = await api.post(
      P.review,
      { submissionId, verdict: 'grade', score: 101 },
      { token: lecturer.token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('score');
  });

  it('lists the training homework a lecturer reviews with its submissions', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const learner = await makeSignedInUser(testApp);
    const job = await makeHomework(testApp, {
      source: 'train',
      lecturerId: lecturer.user.id,
      target: { type: 'user', id: learner.user.id },
    });
    await api.post(P.submit, { jobId: job.id, content: 'Done' }, { token: learner.token });
    const front = await api.get<(THomeworkJob & { submissions: unknown[] })[]>(P.trainWorkFront, {
      token: lecturer.token,
    });
    expect(front.body.response.map((row) => [row.id, row.submissions.length])).toEqual([[job.id, 1]]);
    expect((await api.get(P.trainWorkFront, { token: learner.token })).status).toBe(403);
  });
});
