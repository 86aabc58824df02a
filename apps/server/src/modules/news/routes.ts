// Registers news and the regulation list: the learner's reading and the back office's authoring.
import type { FastifyInstance } from 'fastify';
import { newsAdminRoutes } from './routes-admin.ts';
import { newsLearnerRoutes } from './routes-learner.ts';

export async function newsRoutes(app: FastifyInstance) {
  await newsLearnerRoutes(app);
  await newsAdminRoutes(app);
}
