// The watch beat through the real app: who is counted (real + virtual, a newcomer in their own reply), the
// watch time added (the seconds since the last counted beat, capped at one beat and a half; a quick second
// beat writes nothing and loses nothing; steady beats are queued and written together by the flush),
// live.attended once per session, the minute's sample and the peak,
// a failed timed flush reported and its beats kept, the kept facts dropped at once when this instance changes
// the live, and on two instances (PostgreSQL) a viewer whose beats alternate between them keeps every second.
import { LIVE_PRIVILEGE, liveAdminPaths, liveEvents, livePaths, type TLivePlayback } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { domainEvents, liveAudiences } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestInstances, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { BEAT_FLUSH_MS, flushBeats, reportFlushFailures } from './beat-buffer.ts';
import { BEAT_CAP_SECONDS } from './beat-statements.ts';
import { makeLive, putOnAir } from './test-factories.ts';
import { TALLY_MAX_AGE_MS } from './viewer-tally.ts';

const viewerShape = { watch_seconds: col.int, last_seen_at: col.epochMs };

async function viewerRow(testApp: TestApp, sessionId: number, userId: number) {
  const row = await queryRow(
    testApp.database.db,
    sql`select watch_seconds, (extract(epoch from last_seen_at) * 1000)::float8 as last_seen_at
      from live_viewers where session_id = ${sessionId} and user_id = ${userId}`,
    viewerShape,
  );
  if (!row) throw new Error('no viewer row');
  return row;
}

/** Moves the viewer's last counted beat `seconds` into the past, as if that much time had gone by. */
async function ageBeat(testApp: TestApp, sessionId: number, userId: number, seconds: number) {
  await testApp.database.db.execute(
    sql`update live_viewers set last_seen_at = now() - make_interval(secs => ${seconds})
      where session_id = ${sessionId} and user_id = ${userId}`,
  );
}

describe('live watch beat', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  /** A beat, then this instance's queued beats written (beat-buffer.ts), as its flush timer would. */
  const beat = async (liveId: number, token: string) => {
    const reply = await api.post<TLivePlayback>(livePaths.watchBeat, { liveId }, { token });
    await flushBeats(testApp.database.db);
    return reply;
  };

  it('counts each viewer once, a newcomer in their own reply, plus the virtual people', async () => {
    const live = await makeLive(testApp, { virtualPeople: 7 });
    const session = await putOnAir(testApp, live);
    const [a, b] = [await makeSignedInUser(testApp), await makeSignedInUser(testApp)];
    expect((await beat(live.id, a.token)).body.response.viewersNumber).toBe(8);
    expect((await beat(live.id, b.token)).body.response.viewersNumber).toBe(9);
    expect((await beat(live.id, a.token)).body.response.viewersNumber).toBe(9);

    const attended = await testApp.database.db
      .select({ userId: domainEvents.userId })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, liveEvents.attended), eq(domainEvents.subjectId, live.id)));
    expect(attended.map((event) => event.userId).sort()).toEqual([a.user.id, b.user.id].sort());

    const stats = await queryRow(
      testApp.database.db,
      sql`select s.peak_viewers, (select max(viewers) from live_viewer_samples sm where sm.session_id = s.id)::int as sampled
        from live_sessions s where s.id = ${session.id}`,
      { peak_viewers: col.int, sampled: col.int },
    );
    expect(stats).toEqual({ peak_viewers: 2, sampled: 2 });
  });

  it('adds the seconds since the last counted beat, at most one beat and a half', async () => {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(0);

    await ageBeat(testApp, session.id, viewer.user.id, 8);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(8);

    // A laptop that slept for an hour adds one beat and a half, not the hour.
    await ageBeat(testApp, session.id, viewer.user.id, 3600);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(8 + 15);
  });

  it('answers a quick second beat without writing, and the next counted beat keeps its seconds', async () => {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await beat(live.id, viewer.token);
    await ageBeat(testApp, session.id, viewer.user.id, 1);
    const before = await viewerRow(testApp, session.id, viewer.user.id);
    // A second tab beats one second after the first: nothing is written...
    expect((await beat(live.id, viewer.token)).status).toBe(200);
    expect(await viewerRow(testApp, session.id, viewer.user.id)).toEqual(before);
    // ...and when the next beat comes the second is still there to count.
    await ageBeat(testApp, session.id, viewer.user.id, 6);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(6);
  });

  it('lets in the same people as the live page (beat-statements.ts restates the access facts)', async () => {
    const parent = await makeOrgUnit(testApp);
    const child = await makeOrgUnit(testApp, { parentId: parent.id });
    const position = await makePosition(testApp);
    const guest = await makeSignedInUser(testApp);
    const byOrg = await makeSignedInUser(testApp, { orgId: child.id });
    const byPosition = await makeSignedInUser(testApp, { positionId: position.id });
    const outsider = await makeSignedInUser(testApp, { orgId: null, positionId: null });
    const live = await makeLive(testApp, {
      audience: 'limited',
      audienceOrgIds: [parent.id],
      guestIds: [guest.user.id],
    });
    await testApp.database.db
      .insert(liveAudiences)
      .values({ tenantId: live.tenantId, liveId: live.id, targetType: 'position', targetId: position.id });
    await putOnAir(testApp, live);
    for (const person of [guest, byOrg, byPosition, outsider]) {
      const page = await api.get(livePaths.detail, { token: person.token, query: { liveId: live.id } });
      expect((await beat(live.id, person.token)).status).toBe(page.status);
    }
    expect((await beat(live.id, outsider.token)).status).toBe(404);
    expect((await beat(live.id, byOrg.token)).status).toBe(200);
  });

  it('refuses a beat on a live the caller may not watch, and counts nothing off air', async () => {
    const limited = await makeLive(testApp, { audience: 'limited' });
    await putOnAir(testApp, limited);
    const stranger = await makeSignedInUser(testApp);
    expect((await beat(limited.id, stranger.token)).status).toBe(404);

    const offAir = await makeLive(testApp, { virtualPeople: 3 });
    const reply = await beat(offAir.id, stranger.token);
    expect(reply.body.response).toMatchObject({ status: 1, playUrl: '', viewersNumber: 3 });
    const rows = await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from live_viewers where live_id = ${offAir.id}`,
      { n: col.int },
    );
    expect(rows?.n).toBe(0);
  });

  it('drops what it keeps of a live the moment this instance disables, enables or deletes it', async () => {
    const admin = (
      await makeBackOfficeUser(testApp, {
        codes: [LIVE_PRIVILEGE.enable, LIVE_PRIVILEGE.remove],
        dataScope: 'all',
      })
    ).token;
    const live = await makeLive(testApp);
    await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    // The second beat is answered from the kept facts (one statement); each change still shows at once.
    expect((await beat(live.id, viewer.token)).status).toBe(200);
    expect((await beat(live.id, viewer.token)).status).toBe(200);
    const setUsed = (isUsed: 0 | 1) =>
      api.post(liveAdminPaths.updateIsUsed, { liveId: live.id, isUsed }, { token: admin });
    expect((await setUsed(0)).status).toBe(200);
    const disabled = await beat(live.id, viewer.token);
    expect(disabled.status).toBe(403);
    expect(disabled.body.resMsg).toBe('该直播已被停用');
    expect((await setUsed(1)).status).toBe(200);
    expect((await beat(live.id, viewer.token)).status).toBe(200);
    const removed = await api.del(liveAdminPaths.deleteLivePlan, { liveId: live.id }, { token: admin });
    expect(removed.status).toBe(200);
    const deleted = await beat(live.id, viewer.token);
    expect(deleted.status).toBe(404);
    expect(deleted.body.resMsg).toBe('该直播已被删除');
  });

  it('writes the queued steady beats of many viewers by itself within the flush interval', async () => {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    const viewers: Awaited<ReturnType<typeof makeSignedInUser>>[] = [];
    for (let index = 0; index < 5; index += 1) viewers.push(await makeSignedInUser(testApp));
    for (const viewer of viewers) await beat(live.id, viewer.token);
    for (const viewer of viewers) await ageBeat(testApp, session.id, viewer.user.id, 8);
    // Answered at once, written by the instance's flush timer (no flush called here).
    for (const viewer of viewers) {
      const reply = await api.post<TLivePlayback>(
        livePaths.watchBeat,
        { liveId: live.id },
        { token: viewer.token },
      );
      expect(reply.status).toBe(200);
    }
    const counted = async () => {
      const seconds: number[] = [];
      for (const viewer of viewers)
        seconds.push((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds);
      return seconds.every((value) => value >= 8 && value <= BEAT_CAP_SECONDS);
    };
    await expect.poll(counted, { timeout: BEAT_FLUSH_MS + 5_000, interval: 100 }).toBe(true);
  });

  it('reports a timed flush that fails and keeps its beats for the next flush', async () => {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await beat(live.id, viewer.token);
    await ageBeat(testApp, session.id, viewer.user.id, 8);
    const { db } = testApp.database;
    const failures: unknown[] = [];
    reportFlushFailures(db, (error) => failures.push(error));
    // The table out of reach, the flush timer's statement fails (as it would with the database away).
    await db.execute(sql`alter table live_viewers rename to live_viewers_away`);
    try {
      const reply = await api.post<TLivePlayback>(
        livePaths.watchBeat,
        { liveId: live.id },
        { token: viewer.token },
      );
      expect(reply.status).toBe(200);
      await expect.poll(() => failures.length, { timeout: BEAT_FLUSH_MS + 5_000, interval: 50 }).toBe(1);
    } finally {
      await db.execute(sql`alter table live_viewers_away rename to live_viewers`);
    }
    expect(String(failures[0])).toMatch(/live_viewers/);
    await flushBeats(db);
    const row = await viewerRow(testApp, session.id, viewer.user.id);
    expect(row.watch_seconds).toBeGreaterThanOrEqual(8);
  });

  it('counts a kept beat like a first one: the seconds since the last counted beat, capped', async () => {
    const live = await makeLive(testApp);
    const session = await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await beat(live.id, viewer.token);
    await ageBeat(testApp, session.id, viewer.user.id, 7);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(7);
    // A quick beat answered from the kept facts writes nothing; an hour away adds at most BEAT_CAP_SECONDS.
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(7);
    await ageBeat(testApp, session.id, viewer.user.id, 3600);
    await beat(live.id, viewer.token);
    expect((await viewerRow(testApp, session.id, viewer.user.id)).watch_seconds).toBe(7 + BEAT_CAP_SECONDS);
  });
});

describe.skipIf(process.env.DB_DRIVER !== 'postgres')('live watch beat on two instances', () => {
  let group: Awaited<ReturnType<typeof createTestInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    group = await createTestInstances(2);
    [a, b] = group.instances as [TestApp, TestApp];
  });
  afterAll(async () => {
    await group?.close();
  });

  it('keeps every second of a viewer whose beats alternate, and shows the other instance’s viewers', async () => {
    const live = await makeLive(a);
    const session = await putOnAir(a, live);
    const [one, two] = [await makeSignedInUser(a), await makeSignedInUser(a)];
    const beatOn = async (instance: TestApp, token: string) => {
      const path = livePaths.watchBeat;
      const reply = await apiClient(instance.app).post<TLivePlayback>(path, { liveId: live.id }, { token });
      await flushBeats(instance.database.db);
      return reply;
    };

    expect((await beatOn(a, one.token)).body.response.viewersNumber).toBe(1);
    for (const instance of [b, a, b]) {
      await ageBeat(a, session.id, one.user.id, 9);
      expect((await beatOn(instance, one.token)).status).toBe(200);
    }
    expect((await viewerRow(a, session.id, one.user.id)).watch_seconds).toBe(27);

    // The second viewer joins through b; a's reply counts them once its kept tally has aged.
    expect((await beatOn(b, two.token)).body.response.viewersNumber).toBe(2);
    await expect
      .poll(async () => (await beatOn(a, one.token)).body.response.viewersNumber, {
        timeout: TALLY_MAX_AGE_MS + 1_000,
        interval: 200,
      })
      .toBe(2);
  });
});
