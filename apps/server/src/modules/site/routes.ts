// The site domain (issue 20 item 5): the learner's reads of the site settings and the back office's pages;
// the learner site's lecturer pages (issue 16).
import type { FastifyInstance } from 'fastify';
import { siteAdminRoutes } from './routes-admin.ts';
import { siteLearnerRoutes } from './routes-learner.ts';
import { siteLecturerRoutes } from './routes-lecturer.ts';

export async function siteRoutes(app: FastifyInstance) {
  await siteLearnerRoutes(app);
  await siteLecturerRoutes(app);
  await siteAdminRoutes(app);
}
