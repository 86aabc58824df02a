// Learner pages of lives through the real app: status from the plan and from the broadcast, cycle plans'
// planTime, viewer count = real + virtual, another tenant's live is 404, limited audience, disabled and
// deleted lives (SPEC §8), bad input names the field, My Task list 4 and its removal message.
import { LiveStatus, livePaths, myTaskPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { endOnAir, makeLive, putOnAir } from './test-factories.ts';

type Item = { liveId: number; status: number; viewersNumber: number; planTime: string[]; isRemove: number };
type Page = { data: Item[]; totalNum: number };
const HOUR = 3_600_000;

describe('live pages', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    learner = await makeSignedInUser(testApp);
  });
  afterAll(() => testApp.close());

  const detail = (liveId: number, token = learner.token) =>
    api.get<Item & { canWatch: boolean }>(livePaths.detail, { token, query: { liveId } });

  it('takes the status from the plan and from the broadcast', async () => {
    const upcoming = await makeLive(testApp);
    expect((await detail(upcoming.id)).body.response.status).toBe(LiveStatus.notStarted);

    const session = await putOnAir(testApp, upcoming);
    expect((await detail(upcoming.id)).body.response.status).toBe(LiveStatus.live);

    await endOnAir(testApp, session.id, true);
    expect((await detail(upcoming.id)).body.response.status).toBe(LiveStatus.replay);

    const past = await makeLive(testApp, {
      planTimes: [{ start: Date.now() - 3 * HOUR, end: Date.now() - 2 * HOUR }],
    });
    expect((await detail(past.id)).body.response.status).toBe(LiveStatus.ended);

    const noReplay = await makeLive(testApp);
    const s2 = await putOnAir(testApp, noReplay);
    await endOnAir(testApp, s2.id, false);
    expect((await detail(noReplay.id)).body.response.status).toBe(LiveStatus.ended);
  });

  it('filters the list by status and keeps the pager totals', async () => {
    const onAir = await makeLive(testApp, { channelName: `OnAirFilter ${Date.now()}` });
    await putOnAir(testApp, onAir);
    const live = await api.get<Page>(livePaths.list, {
      token: learner.token,
      query: { status: 'live', pageSize: 100 },
    });
    expect(live.status).toBe(200);
    expect(live.body.response.data.every((item) => item.status === LiveStatus.live)).toBe(true);
    expect(live.body.response.data.some((item) => item.liveId === onAir.id)).toBe(true);
    const start = await api.get<Page>(livePaths.list, {
      token: learner.token,
      query: { status: 'start', pageSize: 100 },
    });
    expect(start.body.response.data.some((item) => item.liveId === onAir.id)).toBe(false);
    expect(start.body.response.data.every((item) => item.status === LiveStatus.notStarted)).toBe(true);
  });

  it('shows a week cycle plan with 7 as Sunday in planTime', async () => {
    const live = await makeLive(testApp, {
      batchDeclare: 'cycle',
      planTimes: [],
      cycle: {
        cycleMode: 'week',
        cycleTime: '7',
        startDate: '2030-03-01',
        endDate: '2030-03-12',
        beginTime: '19:00',
        endTime: '20:00',
      },
    });
    const reply = await detail(live.id);
    // 2030-03-03 and 2030-03-10 are Sundays.
    expect(reply.body.response.planTime).toEqual([
      '2030-03-03 19:00~2030-03-03 20:00',
      '2030-03-10 19:00~2030-03-10 20:00',
    ]);
  });

  it('shows a month cycle plan on the chosen days, skipping days a month lacks', async () => {
    const live = await makeLive(testApp, {
      batchDeclare: 'cycle',
      planTimes: [],
      cycle: {
        cycleMode: 'month',
        cycleTime: '1,31',
        startDate: '2030-01-15',
        endDate: '2030-03-10',
        beginTime: '09:00',
        endTime: '10:00',
      },
    });
    const reply = await detail(live.id);
    // January 31, February 1 (no February 31), March 1 — inside 01-15 … 03-10.
    expect(reply.body.response.planTime).toEqual([
      '2030-01-31 09:00~2030-01-31 10:00',
      '2030-02-01 09:00~2030-02-01 10:00',
      '2030-03-01 09:00~2030-03-01 10:00',
    ]);
  });

  it('counts real viewers plus the virtual people', async () => {
    const live = await makeLive(testApp, { virtualPeople: 40 });
    await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    const beat = await api.post<{ viewersNumber: number }>(
      livePaths.watchBeat,
      { liveId: live.id },
      { token: viewer.token },
    );
    expect(beat.status).toBe(200);
    expect(beat.body.response.viewersNumber).toBe(41);
    await api.post(livePaths.watchBeat, { liveId: live.id }, { token: viewer.token });
    const virtual = await api.get<{ total: number; realPeople: number }>(livePaths.virtualPeople, {
      query: { liveId: live.id },
    });
    expect(virtual.body.response).toMatchObject({ realPeople: 1, total: 41 });
    expect((await detail(live.id)).body.response.viewersNumber).toBe(41);
  });

  it('keeps another tenant’s learner out (404) and names a bad id', async () => {
    const live = await makeLive(testApp);
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    expect(
      (await api.get(livePaths.detail, { token: other.token, tenant: 'acme', query: { liveId: live.id } }))
        .status,
    ).toBe(404);
    const bad = await api.get(livePaths.detail, { token: learner.token, query: { liveId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('liveId');
  });

  it('hides a limited live from people outside its audience', async () => {
    const invited = await makeSignedInUser(testApp);
    const live = await makeLive(testApp, { audience: 'limited', audienceUserIds: [invited.user.id] });
    expect((await detail(live.id)).status).toBe(404);
    expect((await detail(live.id, invited.token)).status).toBe(200);
  });

  it('says a live is disabled or deleted (SPEC §8)', async () => {
    const disabled = await makeLive(testApp, { isUsed: false });
    const reply = await api.get(livePaths.detail, {
      token: learner.token,
      query: { liveId: disabled.id },
      lang: 'en',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.resMsg).toBe('this live has been disabled');
    const gone = await makeLive(testApp);
    await testApp.database.db.execute(`update live_plans set deleted_at = now() where id = ${gone.id}`);
    const deleted = await api.get(livePaths.detail, {
      token: learner.token,
      query: { liveId: gone.id },
      lang: 'en',
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body.resMsg).toBe('this live has been deleted');
  });

  it('lists My Task lives: assigned ones stay, joined ones leave with the SPEC message', async () => {
    const me = await makeSignedInUser(testApp);
    const assigned = await makeLive(testApp, { audience: 'limited', audienceUserIds: [me.user.id] });
    const open = await makeLive(testApp);
    expect((await api.post(livePaths.applyJoin, { liveId: open.id }, { token: me.token })).status).toBe(200);
    const list = await api.get<Page>(livePaths.studentList, { token: me.token });
    const byId = new Map(list.body.response.data.map((item) => [item.liveId, item]));
    expect(byId.get(assigned.id)?.isRemove).toBe(0);
    expect(byId.get(open.id)?.isRemove).toBe(1);
    const removed = await api.get(myTaskPaths.remove, {
      token: me.token,
      query: { ids: `${open.id},${assigned.id}`, type: 'live' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.resMsg).toBe('已成功将1个直播移出我的学习');
    const after = await api.get<Page>(livePaths.studentList, { token: me.token });
    expect(after.body.response.data.map((item) => item.liveId)).toEqual([assigned.id]);
  });
});
