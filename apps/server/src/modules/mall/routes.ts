// Registers the points mall's routes: the learner's shelf, exchanges, addresses and coupons, and the back
// office's goods, coupons and exchange orders.
import type { FastifyInstance } from 'fastify';
import { mallAdminRoutes } from './routes-admin.ts';
import { mallLearnerRoutes } from './routes-learner.ts';

export async function mallRoutes(app: FastifyInstance) {
  await mallLearnerRoutes(app);
  await mallAdminRoutes(app);
}
