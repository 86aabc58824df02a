// The site domain (issue 20 item 5): the learner's reads of the site settings and the back office's pages.
import type { FastifyInstance } from 'fastify';
import { siteAdminRoutes } from './routes-admin.ts';
import { siteLearnerRoutes } from './routes-learner.ts';

export async function siteRoutes(app: FastifyInstance) {
  await siteLearnerRoutes(app);
  await siteAdminRoutes(app);
}
