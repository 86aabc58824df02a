// POST My Task's homework cards (course homework, page 1, size 20 — SPEC §9's default) as the demo `learner`:
// each course with homework they may see, with how many of its assignments they submitted over the total —
// the call the homework tab makes first.
import { HomeworkSource, homeworkPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const homeworkCards: BenchTarget = {
  name: 'homeworkCards',
  method: 'POST',
  path: homeworkPaths.requiredWorkList,
  headers: async (ctx) => ({
    ...(await ctx.authHeaders('learner', 'learn')),
    'content-type': 'application/json',
  }),
  body: () => JSON.stringify({ pageNo: 1, pageSize: 20, sourse: HomeworkSource.course }),
};
