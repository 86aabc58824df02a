// GET the points mall's shelf (page 1 of 12) as the demo `learner`: goods and coupons on the shelf with
// their stock and what the learner may still exchange — the call the mall's front page makes.
import { mallPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const mallItems: BenchTarget = {
  name: 'mallItems',
  method: 'GET',
  path: `${mallPaths.itemList}?pageNo=1&pageSize=12`,
  headers: (ctx) => ctx.authHeaders('learner', 'learn'),
};
