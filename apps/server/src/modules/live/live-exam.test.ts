// Live exams and likes through the real app: the lecturer pushes one of their published exams, the live's
// audience finds it in the exam list (`liveId`) and takes it, the lecturer reads the figures (liveExamInfo);
// a learner, a colleague's exam, an unpublished one and another tenant are refused. Likes are rate-limited
// per person on the server, tabs racing included.
import { examPaths, LIVE_RULES, livePaths, type TExamItem, type TLiveExamItem } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, signInAs } from '../../test/factories.ts';
import { makeExam, submitExam } from '../exam/test-factories.ts';
import { makeLive, putOnAir } from './test-factories.ts';

describe('live exams and likes', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  async function tokenOf(userId: number) {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error('no user');
    return signInAs(testApp, row);
  }

  it('pushes the lecturer’s exam to the live’s audience, who take it; the lecturer sees the figures', async () => {
    const live = await makeLive(testApp);
    const lecturer = await tokenOf(live.lecturerId);
    const exam = await makeExam(testApp, { ownerId: live.lecturerId });
    const learner = await makeSignedInUser(testApp);
    const liveExams = async () =>
      (
        await api.post<{ data: TExamItem[] }>(
          examPaths.examList,
          { liveId: live.id, pageNo: 1, pageSize: 10 },
          { token: learner.token },
        )
      ).body.response.data;
    expect(await liveExams()).toEqual([]);

    const pushed = await api.post<{ examName: string }>(
      livePaths.pushExam,
      { liveId: live.id, examId: exam.examId },
      { token: lecturer },
    );
    expect(pushed.status).toBe(200);
    expect(pushed.body.response.examName).toBe(exam.name);
    // Pushing again changes nothing.
    expect(
      (await api.post(livePaths.pushExam, { liveId: live.id, examId: exam.examId }, { token: lecturer }))
        .status,
    ).toBe(200);
    const found = await liveExams();
    expect(found.map((item) => [item.examId, item.examSourceName])).toEqual([
      [exam.examId, live.channelName],
    ]);

    await submitExam(testApp, learner.token, exam, () => 'right');
    const info = await api.get<{ data: TLiveExamItem[]; totalNum: number }>(livePaths.lecturerExamInfo, {
      token: lecturer,
      query: { bizId: live.id, pageNo: 1, pageSize: 10 },
    });
    expect(info.status).toBe(200);
    expect(info.body.response.totalNum).toBe(1);
    expect(info.body.response.data[0]).toMatchObject({ examId: exam.examId, takenNum: 1 });
  });

  it('arranges the exam of a limited live to its audience only', async () => {
    const inside = await makeSignedInUser(testApp);
    const outside = await makeSignedInUser(testApp);
    const live = await makeLive(testApp, { audience: 'limited', audienceUserIds: [inside.user.id] });
    const exam = await makeExam(testApp, { ownerId: live.lecturerId });
    const lecturer = await tokenOf(live.lecturerId);
    await api.post(livePaths.pushExam, { liveId: live.id, examId: exam.examId }, { token: lecturer });
    const list = async (token: string) =>
      (
        await api.post<{ data: TExamItem[] }>(
          examPaths.examList,
          { liveId: live.id, pageNo: 1, pageSize: 10 },
          { token },
        )
      ).body.response.data.length;
    expect(await list(inside.token)).toBe(1);
    expect(await list(outside.token)).toBe(0);
  });

  it('refuses a learner, a colleague’s or unpublished exam, and another tenant', async () => {
    const live = await makeLive(testApp);
    const lecturer = await tokenOf(live.lecturerId);
    const learner = await makeSignedInUser(testApp);
    const mine = await makeExam(testApp, { ownerId: live.lecturerId });
    const push = (token: string, examId: number, tenant = 'learn') =>
      api.post(livePaths.pushExam, { liveId: live.id, examId }, { token, tenant, lang: 'en' });
    expect((await push(learner.token, mine.examId)).status).toBe(403);
    const colleagues = await makeExam(testApp);
    expect((await push(lecturer, colleagues.examId)).status).toBe(403);
    const draft = await makeExam(testApp, { ownerId: live.lecturerId, published: false });
    const unpublished = await push(lecturer, draft.examId);
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.resMsg).toBe('This exam is not published yet and cannot be pushed');
    const otherLive = await makeLive(testApp, { lecturerId: live.lecturerId });
    await push(lecturer, mine.examId);
    const pushable = await api.get<{ examId: number }[]>(livePaths.pushableExams, {
      token: lecturer,
      query: { liveId: otherLive.id },
    });
    expect(pushable.body.response.map((row) => row.examId)).not.toContain(mine.examId);
    const elsewhere = await api.post(
      livePaths.pushExam,
      { liveId: otherLive.id, examId: mine.examId },
      { token: lecturer },
    );
    expect(elsewhere.status).toBe(409);
    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme', isLecturer: true });
    expect((await push(stranger.token, mine.examId, 'acme')).status).toBe(404);
    const missingId = await push(lecturer, 0);
    expect(missingId.status).toBe(400);
    expect(JSON.stringify(missingId.body)).toContain('examId');
    const infoOfLearner = await api.get(livePaths.lecturerExamInfo, {
      token: (await makeSignedInUser(testApp, { isLecturer: true })).token,
      query: { bizId: live.id },
    });
    expect(infoOfLearner.status).toBe(404);
  });

  it('limits likes per person on the server, even from tabs racing', async () => {
    const live = await makeLive(testApp);
    await putOnAir(testApp, live);
    const me = await makeSignedInUser(testApp);
    const attempts = LIVE_RULES.likeBurst + 5;
    const replies = await Promise.all(
      Array.from({ length: attempts }, () =>
        api.post<{ likeNum: number }>(livePaths.like, { liveId: live.id }, { token: me.token }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(LIVE_RULES.likeBurst);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(5);
    const other = await makeSignedInUser(testApp);
    const liked = await api.post<{ likeNum: number }>(
      livePaths.like,
      { liveId: live.id },
      { token: other.token },
    );
    expect(liked.status).toBe(200);
    // Refused likes were not counted.
    expect(liked.body.response.likeNum).toBe(LIVE_RULES.likeBurst + 1);
  });
});
