// Registers the knowledge domain's routes: the learner's knowledge base, the knowledge system, the back office.
import type { FastifyInstance } from 'fastify';
import { knowledgeAdminRoutes } from './routes-admin.ts';
import { knowledgeLearnerRoutes } from './routes-learner.ts';
import { knowledgeSystemRoutes } from './routes-system.ts';

export async function knowledgeRoutes(app: FastifyInstance) {
  await knowledgeLearnerRoutes(app);
  await knowledgeSystemRoutes(app);
  await knowledgeAdminRoutes(app);
}
