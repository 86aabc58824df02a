// Registers the training domain's routes (issue 11): learner, QR sign-in, lecturer, certificates and the
// back office, each group in its own file.
import type { FastifyInstance } from 'fastify';
import { serveScoringImport } from './import-scoring.ts';
import { trainingActivityRoutes } from './routes-activity.ts';
import { trainingAdminRoutes } from './routes-admin.ts';
import { trainingCertificateRoutes } from './routes-certificate.ts';
import { trainingLearnerRoutes } from './routes-learner.ts';
import { trainingLecturerRoutes } from './routes-lecturer.ts';
import { trainingSignInRoutes } from './routes-sign-in.ts';

export async function trainingRoutes(app: FastifyInstance) {
  await trainingLearnerRoutes(app);
  await trainingSignInRoutes(app);
  await trainingLecturerRoutes(app);
  await trainingCertificateRoutes(app);
  await trainingAdminRoutes(app);
  await trainingActivityRoutes(app);
  await serveScoringImport(app);
}
