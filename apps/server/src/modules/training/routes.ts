// Registers the training domain's routes (issue 11): learner, QR sign-in, lecturer, certificates and the
// back office, each group in its own file.
import type { FastifyInstance } from 'fastify';
import { serveScoringImport } from './import-scoring.ts';
import { registerTrainingReportCounters } from './report-counters.ts';
import { registerTrainingResultConsumers } from './results-consumer.ts';
import { trainingActivityRoutes } from './routes-activity.ts';
import { trainingAdminRoutes } from './routes-admin.ts';
import { trainingCertificateAdminRoutes } from './routes-admin-certificate.ts';
import { trainingAdminDetailRoutes } from './routes-admin-detail.ts';
import { trainingAgreementRoutes } from './routes-agreement.ts';
import { trainingCatalogRoutes } from './routes-catalog.ts';
import { trainingCertificateRoutes } from './routes-certificate.ts';
import { trainingClassroomRoutes } from './routes-classroom.ts';
import { trainingLearnerRoutes } from './routes-learner.ts';
import { trainingLeaveRoutes } from './routes-leave.ts';
import { trainingLecturerRoutes } from './routes-lecturer.ts';
import { trainingOuterRoutes } from './routes-outer.ts';
import { trainingSignInRoutes } from './routes-sign-in.ts';

export async function trainingRoutes(app: FastifyInstance) {
  registerTrainingResultConsumers();
  registerTrainingReportCounters();
  await trainingLearnerRoutes(app);
  await trainingSignInRoutes(app);
  await trainingLecturerRoutes(app);
  await trainingCertificateRoutes(app);
  await trainingAdminRoutes(app);
  await trainingActivityRoutes(app);
  await serveScoringImport(app);
  await trainingLeaveRoutes(app);
  await trainingAgreementRoutes(app);
  await trainingAdminDetailRoutes(app);
  await trainingCertificateAdminRoutes(app);
  await trainingClassroomRoutes(app);
  await trainingCatalogRoutes(app);
  await trainingOuterRoutes(app);
}
