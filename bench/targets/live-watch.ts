// POST the live watch heartbeat as `learner` on a demo live that is on air: the hottest learner call of
// lives (every viewer sends it every 10 s; it counts the viewer, adds watch time, samples the minute and
// answers status, playlist, viewers and likes). The setup puts the demo lecturer's first live on air with
// an RTMP ingest (ffmpeg listening, nothing published), so no media is needed.
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
    const live = lives[0];
    if (!live) throw new Error('liveWatchBeat: the demo lecturer has no live');
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
