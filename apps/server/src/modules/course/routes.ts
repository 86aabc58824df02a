// Course domain routes, split by action: course centre and pages, progress, the social side, lecturer.
import type { FastifyInstance } from 'fastify';
import { courseLecturerRoutes } from './routes-lecturer.ts';
import { coursePageRoutes } from './routes-pages.ts';
import { courseProgressRoutes } from './routes-progress.ts';
import { courseSocialRoutes } from './routes-social.ts';

export async function courseRoutes(app: FastifyInstance) {
  await coursePageRoutes(app);
  await courseProgressRoutes(app);
  await courseSocialRoutes(app);
  await courseLecturerRoutes(app);
}
