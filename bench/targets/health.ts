// GET /api/health: Fastify with the app's hooks plus one `select 1` through Drizzle (database ping).
import type { BenchTarget } from './types.ts';

export const health: BenchTarget = {
  name: 'health',
  method: 'GET',
  path: '/api/health',
};
