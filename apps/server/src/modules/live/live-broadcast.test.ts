// Going live through the real app: a learner cannot start a broadcast, two lecturer tabs racing to start
// make one broadcast, the second is refused unless it takes over, a replaced tab's chunks are refused, the
// end makes a replay and emits live.watched, and chunks from a real ffmpeg-made WebM become HLS segments.
import { spawn, spawnSync } from 'node:child_process';
import { livePaths, type TLiveIngest } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, users } from '../../db/schema/index.ts';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, signInAs } from '../../test/factories.ts';
import { makeLive } from './test-factories.ts';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

describe('live broadcast', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  async function lecturerToken(userId: number) {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error('no lecturer');
    return signInAs(testApp, row);
  }

  function sendChunk(token: string, ingestId: string, seq: number, data: Buffer) {
    return testApp.app.inject({
      method: 'POST',
      url: livePaths.broadcastChunk,
      query: { ingestId, seq: String(seq) },
      headers: {
        authorization: WEB_CLIENT_BASIC,
        'tenant-id': 'learn',
        accesstoken: `bearer ${token}`,
        'content-type': 'video/webm',
      },
      payload: data,
    });
  }

  it('refuses a learner (403) and another tenant (404)', async () => {
    const live = await makeLive(testApp);
    const learner = await makeSignedInUser(testApp);
    const reply = await api.post(
      livePaths.broadcastStart,
      { liveId: live.id },
      { token: learner.token, lang: 'en' },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.resMsg).toBe('Only the lecturer of this live can broadcast');
    const other = await makeSignedInUser(testApp, { tenantId: 'acme', isLecturer: true });
    expect(
      (await api.post(livePaths.broadcastStart, { liveId: live.id }, { token: other.token, tenant: 'acme' }))
        .status,
    ).toBe(404);
  });

  it.skipIf(!hasFfmpeg)(
    'lets one of two racing tabs start; the other is refused until it takes over',
    async () => {
      const live = await makeLive(testApp);
      const token = await lecturerToken(live.lecturerId);
      const [a, b] = await Promise.all([
        api.post<TLiveIngest>(livePaths.broadcastStart, { liveId: live.id }, { token }),
        api.post<TLiveIngest>(livePaths.broadcastStart, { liveId: live.id }, { token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const first = a.status === 200 ? a.body.response : b.body.response;

      const takeOver = await api.post<TLiveIngest>(
        livePaths.broadcastStart,
        { liveId: live.id, takeOver: true },
        { token },
      );
      expect(takeOver.status).toBe(200);
      expect(takeOver.body.response.ingestId).not.toBe(first.ingestId);
      const stale = await sendChunk(token, first.ingestId, 0, Buffer.from('x'));
      expect(stale.statusCode).toBe(409);
      const ended = await api.post<{ ended: boolean }>(
        livePaths.broadcastEnd,
        { liveId: live.id },
        { token },
      );
      expect(ended.body.response.ended).toBe(true);
      const again = await api.post<{ ended: boolean }>(
        livePaths.broadcastEnd,
        { liveId: live.id },
        { token },
      );
      expect(again.body.response.ended).toBe(false);
    },
  );

  it.skipIf(!hasFfmpeg)(
    'packages browser chunks as HLS, ends into a replay and emits live.watched',
    async () => {
      const live = await makeLive(testApp);
      const token = await lecturerToken(live.lecturerId);
      const started = await api.post<TLiveIngest>(livePaths.broadcastStart, { liveId: live.id }, { token });
      expect(started.status).toBe(200);
      const viewer = await makeSignedInUser(testApp);
      await api.post(livePaths.watchBeat, { liveId: live.id }, { token: viewer.token });

      // Four seconds of WebM as MediaRecorder would send it, cut into chunks sent out of order.
      const webm = spawnSync(
        'ffmpeg',
        [
          '-v',
          'error',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=320x240:rate=15',
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440',
          '-t',
          '4',
          '-c:v',
          'libvpx',
          '-deadline',
          'realtime',
          '-c:a',
          'libopus',
          '-f',
          'webm',
          'pipe:1',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      ).stdout;
      const size = Math.ceil(webm.length / 4);
      const chunks = [0, 1, 2, 3].map((index) => webm.subarray(index * size, (index + 1) * size));
      for (const seq of [1, 0, 3, 2]) {
        const chunk = chunks[seq];
        if (chunk)
          expect((await sendChunk(token, started.body.response.ingestId, seq, chunk)).statusCode).toBe(200);
      }
      await api.post(livePaths.broadcastEnd, { liveId: live.id }, { token });

      const replays = await api.get<{ id: number; playUrl: string; durationSeconds: number }[]>(
        livePaths.replayList,
        {
          token: viewer.token,
          query: { liveId: live.id },
        },
      );
      expect(replays.body.response).toHaveLength(1);
      const playlist = await testApp.app.inject({
        method: 'GET',
        url: replays.body.response[0]?.playUrl ?? '',
      });
      expect(playlist.statusCode).toBe(200);
      expect(playlist.body).toContain('#EXT-X-ENDLIST');
      expect(playlist.body).toMatch(/seg-\d+\.ts/);

      const events = await testApp.database.db
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(eq(domainEvents.userId, viewer.user.id));
      // Other domains may react to these (medals, points) with events of their own.
      const liveTypes = events.map((event) => event.type).filter((type) => type.startsWith('live.'));
      expect(liveTypes.sort()).toEqual(['live.attended', 'live.watched']);
    },
    60_000,
  );
  it.skipIf(!hasFfmpeg)(
    'refuses an RTMP publisher with a wrong stream key and takes the right one',
    async () => {
      const live = await makeLive(testApp);
      const token = await lecturerToken(live.lecturerId);
      const started = await api.post<TLiveIngest>(
        livePaths.broadcastStart,
        { liveId: live.id, source: 'rtmp' },
        { token },
      );
      expect(started.status).toBe(200);
      const { rtmpUrl, streamKey, playUrl } = started.body.response;
      expect(streamKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const base = rtmpUrl.replace(/^rtmp:\/\/[^:]+/, 'rtmp://127.0.0.1');
      const playlist = async () => (await testApp.app.inject({ method: 'GET', url: playUrl })).statusCode;
      /** Publishes for `seconds` (retrying while the listener opens); resolves with the exit code. */
      const publish = (key: string, seconds: number) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(
            'ffmpeg',
            [
              '-v',
              'error',
              '-re',
              '-f',
              'lavfi',
              '-i',
              'testsrc=size=320x180:rate=25',
              '-t',
              String(seconds),
            ].concat(['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-f', 'flv', `${base}/${key}`]),
            { stdio: 'ignore' },
          );
          child.on('exit', (code) => resolve(code));
        });
      // Give ffmpeg's listener a moment to open, so the wrong key reaches it rather than a closed port.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const wrongKey = `${streamKey.slice(0, -4)}XXXX`;
      const began = Date.now();
      expect(await publish(wrongKey, 6)).not.toBe(0);
      expect(Date.now() - began).toBeLessThan(5_000);
      expect(await playlist()).toBe(404);

      // The listener restarts after cutting the wrong publisher off: retry until it takes us, as OBS does.
      let status = 404;
      const deadline = Date.now() + 40_000;
      while (status !== 200 && Date.now() < deadline) {
        const right = publish(streamKey, 8);
        for (let waited = 0; waited < 10_000 && status !== 200; waited += 500) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          status = await playlist();
        }
        await right;
      }
      expect(status).toBe(200);
      await api.post(livePaths.broadcastEnd, { liveId: live.id }, { token });
    },
    90_000,
  );
});
