// The back-office dashboard (issue 20 items 9 and 10): the figures and the department chart of the original
// back office's first screen, at its paths, counted over the caller's data scope.
import {
  reportCodes,
  reportPaths,
  ZReportAnalysisQuerySchema,
  ZReportScopeQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { analyseDepartments } from './analysis-service.ts';
import {
  countCourseStudy,
  countExams,
  countLogins,
  countMembers,
  countOrganisation,
} from './dashboard-service.ts';
import { coversUser, peopleScopeOf } from './policy.ts';
import { presentAnalysis, presentCourseStudy, presentExams, presentPlan, presentTrain } from './presenter.ts';
import { countStudyRoutes } from './routes-count-study.ts';
import { countArea } from './study-area-service.ts';

export async function reportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const guard = backOffice(reportCodes.dashboard);

  /** The query, the caller's people scope and the day range of a dashboard call. */
  async function scoped(request: FastifyRequest) {
    const query = parseInput(ZReportScopeQuerySchema, request.query, request);
    const people = await peopleScopeOf(db, actorOf(request), query.orgId);
    return { people, range: query, covers: (alias: string) => coversUser(people, alias) };
  }

  app.get(reportPaths.systemDashboard, guard, async (request) => {
    const { people } = await scoped(request);
    return ok(request, await countOrganisation(db, people));
  });
  app.get(reportPaths.systemMember, guard, async (request) => {
    const { people } = await scoped(request);
    return ok(request, await countMembers(db, people));
  });
  app.get(reportPaths.systemLogin, guard, async (request) => {
    const { people, range } = await scoped(request);
    return ok(request, await countLogins(db, people, range));
  });
  app.get(reportPaths.studyCourse, guard, async (request) => {
    const { people, range } = await scoped(request);
    return ok(request, presentCourseStudy(await countCourseStudy(db, people, range)));
  });
  app.get(reportPaths.studyExam, guard, async (request) => {
    const { people, range } = await scoped(request);
    return ok(request, presentExams(await countExams(db, people, range)));
  });
  app.get(reportPaths.studyLive, guard, async (request) => {
    const { people, range, covers } = await scoped(request);
    return ok(request, await countArea(db, 'live', people, range, covers));
  });
  app.get(reportPaths.studyPlan, guard, async (request) => {
    const { people, range, covers } = await scoped(request);
    return ok(request, presentPlan(await countArea(db, 'plan', people, range, covers)));
  });
  app.get(reportPaths.studyTrain, guard, async (request) => {
    const { people, range, covers } = await scoped(request);
    return ok(request, presentTrain(await countArea(db, 'train', people, range, covers)));
  });
  app.get(reportPaths.analysis, guard, async (request) => {
    const query = parseInput(ZReportAnalysisQuerySchema, request.query, request);
    const people = await peopleScopeOf(db, actorOf(request), query.orgId);
    return ok(request, presentAnalysis(await analyseDepartments(db, people, query.type, query)));
  });
  await countStudyRoutes(app);
}
