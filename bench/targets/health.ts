// GET /api/health: Fastify with the app's hooks plus one `select 1` through Drizzle (database ping).
import { healthPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const health: BenchTarget = {
  name: 'health',
  method: 'GET',
  path: healthPaths.health,
};
