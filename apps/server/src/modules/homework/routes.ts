// Registers the homework domain's routes: the learner's (My Task tab, details, submitting) and the lecturer's
// (review lists and the review) and the back office's authoring and report.
import type { FastifyInstance } from 'fastify';
import { homeworkAdminRoutes } from './routes-admin.ts';
import { homeworkLearnerRoutes } from './routes-learner.ts';
import { homeworkLecturerRoutes } from './routes-lecturer.ts';

export async function homeworkRoutes(app: FastifyInstance) {
  await homeworkLearnerRoutes(app);
  await homeworkLecturerRoutes(app);
  await homeworkAdminRoutes(app);
}
