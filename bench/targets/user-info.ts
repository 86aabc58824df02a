// GET user-info as `learner`: client check, JWT verify, the kept session (no query), the envelope.
import { authPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const userInfo: BenchTarget = {
  name: 'user-info',
  method: 'GET',
  path: authPaths.userInfo,
  headers: (ctx) => ctx.authHeaders('learner'),
};
