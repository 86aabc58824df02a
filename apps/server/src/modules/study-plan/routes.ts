// Registers the study-plan domain's routes — the learner's, the lecturer tab's (shared with the back
// office) and the back office's authoring — its consumers of other domains' completion events, its
// figures in the back office's study report, and the deadline reminder sweep.
import type { FastifyInstance } from 'fastify';
import { consumeCompletionEvents } from './completion-service.ts';
import { startPlanReminderSweeper } from './remind-service.ts';
import { registerStudyPlanReportCounters } from './report-counters.ts';
import { studyPlanAdminRoutes } from './routes-admin.ts';
import { studyPlanCatalogRoutes } from './routes-admin-catalog.ts';
import { studyPlanLearnerRoutes } from './routes-learner.ts';
import { studyPlanLecturerRoutes } from './routes-lecturer.ts';

export async function studyPlanRoutes(app: FastifyInstance) {
  consumeCompletionEvents();
  registerStudyPlanReportCounters();
  startPlanReminderSweeper(app);
  await studyPlanLearnerRoutes(app);
  await studyPlanLecturerRoutes(app);
  await studyPlanAdminRoutes(app);
  await studyPlanCatalogRoutes(app);
}
