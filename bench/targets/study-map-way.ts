// GET the study map's ability map (my/way) of the demo `learner`'s own position: the abilities with their
// learning ways, each way's status derived from the learner's real completions, and the competency % — the
// call the study-map tab makes for its radar and learning ways.
import { studyMapPaths, type TMyPosition } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const studyMapWay: BenchTarget = {
  name: 'studyMapWay',
  method: 'GET',
  path: (state) => `${studyMapPaths.myWay}?positionId=${state.positionId}`,
  headers: (ctx) => ctx.authHeaders('learner', 'learn'),
  async setup(ctx) {
    const reply = await fetch(`${ctx.appUrl}${studyMapPaths.myPosition}`, {
      headers: await ctx.authHeaders('learner', 'learn'),
    });
    const body = (await reply.json()) as { response: TMyPosition | null };
    const positionId = body.response?.positionId;
    if (!positionId) throw new Error('studyMapWay: the demo learner has no position');
    return { positionId: String(positionId) };
  },
};
