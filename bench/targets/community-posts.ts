// GET the community's recommended posts (page 1, size 10) as the demo tenant's `learner`: fine posts first,
// then the most liked and replied of the last 30 days, each with my like and collect flags — the list
// /community/recommended shows on every visit.
import { communityPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const communityPosts: BenchTarget = {
  name: 'communityPosts',
  method: 'GET',
  path: `${communityPaths.hotPosts}?pageNo=1&pageSize=10`,
  headers: (ctx) => ctx.authHeaders('learner', 'learn'),
};
