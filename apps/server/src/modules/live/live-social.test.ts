// Chat, sign-ups and the lecturer's side through the real app: comments are plain text and rate-limited
// (two tabs racing included), sign-up approval once (two approvals racing), lecturer lists and statistics.
import { LIVE_RULES, livePaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, signInAs } from '../../test/factories.ts';
import { makeLive, putOnAir } from './test-factories.ts';

describe('live chat and sign-ups', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('stores comments as plain text and refuses empty ones naming the field', async () => {
    const live = await makeLive(testApp);
    const me = await makeSignedInUser(testApp);
    const posted = await api.post<{ content: string }>(
      livePaths.postComment,
      { liveId: live.id, content: ' <img src=x onerror=alert(1)>Hello <b>world</b>\u0007 ' },
      { token: me.token },
    );
    expect(posted.status).toBe(200);
    expect(posted.body.response.content).toBe('Hello world');
    const empty = await api.post(
      livePaths.postComment,
      { liveId: live.id, content: '<p></p>' },
      { token: me.token, lang: 'en' },
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('content');
    const list = await api.get<{ data: { content: string }[] }>(livePaths.comments, {
      token: me.token,
      query: { liveId: live.id },
    });
    expect(list.body.response.data.map((c) => c.content)).toEqual(['Hello world']);
  });

  it('limits comments per person even from tabs racing', async () => {
    const live = await makeLive(testApp);
    const me = await makeSignedInUser(testApp);
    const attempts = LIVE_RULES.commentBurst + 3;
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        api.post(livePaths.postComment, { liveId: live.id, content: `line ${index}` }, { token: me.token }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    expect(accepted).toBe(LIVE_RULES.commentBurst);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(attempts - accepted);
    // Someone else may still talk.
    const other = await makeSignedInUser(testApp);
    expect(
      (await api.post(livePaths.postComment, { liveId: live.id, content: 'hi' }, { token: other.token }))
        .status,
    ).toBe(200);
  });

  it('needs an approved sign-up to watch a sign-up live; two tabs make one sign-up', async () => {
    const live = await makeLive(testApp, { audience: 'signUp' });
    const me = await makeSignedInUser(testApp);
    const [a, b] = await Promise.all([
      api.post<{ signUpId: number; status: number }>(
        livePaths.applyJoin,
        { liveId: live.id },
        { token: me.token },
      ),
      api.post<{ signUpId: number; status: number }>(
        livePaths.applyJoin,
        { liveId: live.id },
        { token: me.token },
      ),
    ]);
    expect(a.body.response.signUpId).toBe(b.body.response.signUpId);
    expect(a.body.response.status).toBe(0);
    await putOnAir(testApp, live);
    expect((await api.post(livePaths.watchBeat, { liveId: live.id }, { token: me.token })).status).toBe(403);

    const lecturerToken = await signInAs(testApp, await lecturerOf(live.lecturerId));
    const pending = await api.get<{ data: { signUpId: number; status: number }[] }>(
      livePaths.lecturerApplyJoin,
      {
        token: lecturerToken,
        query: { livePlanId: live.id },
      },
    );
    expect(pending.body.response.data).toHaveLength(1);
    // A learner cannot decide; the lecturer decides once, racing tabs included.
    const signUpId = a.body.response.signUpId;
    expect(
      (await api.post(livePaths.approveApplyJoin, { signUpId, type: 1 }, { token: me.token })).status,
    ).toBe(403);
    const decisions = await Promise.all([
      api.post(livePaths.approveApplyJoin, { signUpId, type: 1, liveId: live.id }, { token: lecturerToken }),
      api.post(livePaths.approveApplyJoin, { signUpId, type: 1, liveId: live.id }, { token: lecturerToken }),
    ]);
    expect(decisions.map((reply) => reply.status)).toEqual([200, 200]);
    const reject = await api.post(
      livePaths.approveApplyJoin,
      { signUpId, type: 2 },
      { token: lecturerToken },
    );
    expect(reject.status).toBe(409);
    expect((await api.post(livePaths.watchBeat, { liveId: live.id }, { token: me.token })).status).toBe(200);
  });

  it('gives the lecturer their lives, learners and statistics, and no one else’s', async () => {
    const live = await makeLive(testApp, { virtualPeople: 5 });
    await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await api.post(livePaths.watchBeat, { liveId: live.id }, { token: viewer.token });
    await api.post(livePaths.postComment, { liveId: live.id, content: 'question' }, { token: viewer.token });
    const lecturerToken = await signInAs(testApp, await lecturerOf(live.lecturerId));
    const mine = await api.get<{ data: { liveId: number }[] }>(livePaths.lecturerLives, {
      token: lecturerToken,
    });
    expect(mine.body.response.data.map((item) => item.liveId)).toContain(live.id);
    const summary = await api.get<{
      viewerNum: number;
      commentNum: number;
      virtualPeople: number;
      timeline: unknown[];
    }>(livePaths.summary, { token: lecturerToken, query: { livePlanId: live.id } });
    expect(summary.body.response).toMatchObject({ viewerNum: 1, commentNum: 1, virtualPeople: 5 });
    expect(summary.body.response.timeline).toHaveLength(1);
    const students = await api.get<{ data: { userId: number }[] }>(livePaths.students, {
      token: lecturerToken,
      query: { liveId: live.id },
    });
    expect(students.body.response.data.map((s) => s.userId)).toEqual([viewer.user.id]);
    // Another lecturer sees nothing of it.
    const stranger = await makeSignedInUser(testApp, { isLecturer: true });
    expect(
      (await api.get(livePaths.summary, { token: stranger.token, query: { liveId: live.id } })).status,
    ).toBe(404);
  });

  async function lecturerOf(userId: number) {
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error('no lecturer');
    return row;
  }
});
