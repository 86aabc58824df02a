// Exam routes of the learner before taking an exam (SPEC §7 Exams): the exam list (public opening path
// and signed-in path), the My Task todo count, batches, exam information, attempts and the exam-centre
// token. Taking an exam is in routes-take.ts, reviews and the wrong book in routes-review.ts, the
// lecturer's calls in routes-lecturer.ts. Each route parses, asks a service and hands the result to a
// presenter; the sweeper that closes overdue attempts is started with the app (app.ts).
import {
  examPaths,
  ZExamBatchListQuerySchema,
  ZExamInfoQuerySchema,
  ZExamListQuerySchema,
  ZExamSessionListSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf, visitorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { signExamCentreToken } from '../auth/exam-centre-token.ts';
import { examInfo, listBatches, listSessions } from './info-service.ts';
import { countExamTodo, listExams } from './list-service.ts';
import {
  presentBatches,
  presentCentreToken,
  presentExamInfo,
  presentExamPage,
  presentSessionPage,
} from './presenter.ts';
import { examAdminRoutes } from './routes-admin.ts';
import { examLecturerRoutes } from './routes-lecturer.ts';
import { examReviewRoutes } from './routes-review.ts';
import { examTakeRoutes } from './routes-take.ts';

export async function examRoutes(app: FastifyInstance) {
  const { db, tenants, secrets } = app.deps;

  // Served twice: anonymous with `external/opening` (exams arranged to everyone), signed in without it.
  registerOpeningRoute(app, {
    method: 'POST',
    url: examPaths.openingExamList,
    handler: async (request) => {
      const query = parseInput(ZExamListQuerySchema, queryAndBody(request), request);
      const { actor } = visitorOf(request);
      const tenant = await tenants.requireTenant(request, actor?.tenantId);
      const page = await listExams(db, { tenantId: tenant.id, learner: actor, query, now: new Date() });
      return ok(request, presentExamPage(page, query.pageSize));
    },
  });

  app.get(examPaths.examTodoNum, signedIn, async (request) => {
    return ok(request, await countExamTodo(db, { learner: actorOf(request), now: new Date() }));
  });

  app.get(examPaths.batchList, signedIn, async (request) => {
    const { examId } = parseInput(ZExamBatchListQuerySchema, request.query, request);
    const batches = await listBatches(db, { learner: actorOf(request), examId });
    return ok(request, presentBatches(batches, new Date()));
  });

  app.get(examPaths.viewExamInfo, signedIn, async (request) => {
    const query = parseInput(ZExamInfoQuerySchema, request.query, request);
    const now = new Date();
    const info = await examInfo(db, { learner: actorOf(request), ...query, now });
    return ok(request, presentExamInfo(info, now, request.lang));
  });

  app.post(examPaths.examSessionList, signedIn, async (request) => {
    const query = parseInput(ZExamSessionListSchema, queryAndBody(request), request);
    const now = new Date();
    const page = await listSessions(db, { learner: actorOf(request), ...query, now });
    return ok(request, presentSessionPage(page, query.pageSize, now));
  });

  // A short-lived token naming the learner for an embedded exam centre (signed by the auth module).
  app.get(examPaths.centerToken, signedIn, async (request) => {
    const token = await signExamCentreToken(secrets.jwtSecret, actorOf(request));
    return ok(request, presentCentreToken(token));
  });

  await examTakeRoutes(app);
  await examReviewRoutes(app);
  await examLecturerRoutes(app);
  await examAdminRoutes(app);
}
