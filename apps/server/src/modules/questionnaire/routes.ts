// Registers the questionnaire domain's routes: the learner's (My Task tab, fill, submit, check), the
// lecturer's results and the back office's templates and arrangements.
import type { FastifyInstance } from 'fastify';
import { questionnaireAdminRoutes } from './routes-admin.ts';
import { questionnaireLecturerRoutes } from './routes-lecturer.ts';
import { questionnaireTakeRoutes } from './routes-take.ts';

export async function questionnaireRoutes(app: FastifyInstance) {
  await questionnaireTakeRoutes(app);
  await questionnaireLecturerRoutes(app);
  await questionnaireAdminRoutes(app);
}
