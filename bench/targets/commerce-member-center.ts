// GET the member centre as the demo `learner`: the VIP plans on sale with the learner's own price and their
// membership — the commerce call every member-centre visit makes (SPEC §2 /memberCenter).
import { commercePaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const commerceMemberCenter: BenchTarget = {
  name: 'commerceMemberCenter',
  method: 'GET',
  path: commercePaths.memberCenter,
  headers: (ctx) => ctx.authHeaders('learner', 'learn'),
};
