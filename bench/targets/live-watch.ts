// POST the live watch heartbeat as `learner` on a demo live that is on air: the hottest learner call of
// lives (every viewer sends it every 10 s; it counts the viewer, adds watch time, samples the minute and
// answers status, playlist, viewers and likes). The setup puts a demo live on air with
// an RTMP ingest (ffmpeg listening, nothing published), so no media is needed. The live is the first of the
// demo lecturer's that the learner may watch.
import { livePaths, type TLiveItem, type TPage } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

type Envelope<T> = { response: T };

export const liveWatchBeat: BenchTarget = {
  name: 'liveWatchBeat',
  method: 'POST',
  path: livePaths.watchBeat,
  async setup(ctx) {
    const lecturer = await ctx.authHeaders('lecturer');
    const list = await fetch(`${ctx.appUrl}${livePaths.lecturerLives}?pageNo=1&pageSize=10`, {
      headers: lecturer,
    });
    const lives = ((await list.json()) as Envelope<TPage<TLiveItem>>).response.data;
    // The first live the learner may watch (a sign-up live needs an approved sign-up first).
    const learner = await ctx.authHeaders('learner');
    let live: TLiveItem | undefined;
    for (const candidate of lives) {
      const detail = await fetch(`${ctx.appUrl}${livePaths.detail}?liveId=${candidate.liveId}`, {
        headers: learner,
      });
      const body = (await detail.json()) as Envelope<{ canWatch?: boolean } | null>;
      if (body.response?.canWatch) {
        live = candidate;
        break;
      }
    }
    if (!live) throw new Error('liveWatchBeat: the demo lecturer has no live the learner may watch');
    await fetch(`${ctx.appUrl}${livePaths.broadcastStart}`, {
      method: 'POST',
      headers: { ...lecturer, 'content-type': 'application/json' },
      body: JSON.stringify({ liveId: live.liveId, source: 'rtmp', takeOver: true }),
    });
    return { liveId: String(live.liveId) };
  },
  headers: async (ctx) => ({ ...(await ctx.authHeaders('learner')), 'content-type': 'application/json' }),
  body: (_ctx, state) => JSON.stringify({ liveId: Number(state.liveId) }),
};
