// GET /api/blade-auth/oauth/user-info as `learner`: client check, JWT verify, session+user query, envelope.
import type { BenchTarget } from './types.ts';

export const userInfo: BenchTarget = {
  name: 'user-info',
  method: 'GET',
  path: '/api/blade-auth/oauth/user-info',
  headers: (ctx) => ctx.authHeaders('learner'),
};
