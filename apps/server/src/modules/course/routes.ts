// Course domain routes, split by group: course centre and pages, progress, notes/ratings/experiences,
// collections, and the lecturer's tab.
import type { FastifyInstance } from 'fastify';
import { courseAdminRoutes } from './routes-admin.ts';
import { courseCollectionRoutes } from './routes-collection.ts';
import { courseLecturerRoutes } from './routes-lecturer.ts';
import { coursePageRoutes } from './routes-pages.ts';
import { courseProgressRoutes } from './routes-progress.ts';
import { courseSocialRoutes } from './routes-social.ts';

export async function courseRoutes(app: FastifyInstance) {
  await coursePageRoutes(app);
  await courseProgressRoutes(app);
  await courseSocialRoutes(app);
  await courseCollectionRoutes(app);
  await courseLecturerRoutes(app);
  await courseAdminRoutes(app);
}
