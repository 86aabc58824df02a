// Calls the lecturer task tab and the back office share (one original path each): the plans one manages,
// a plan's learners and one learner's items, experiences, publishing / stopping, deleting. A lecturer without
// the back-office code manages only the plans they are the lecturer of (policy.planManagedBy).
import {
  studyPlanPrivilegeCodes as C,
  studyPlanPaths as P,
  ZPlanExperiencesSchema,
  ZPlanLearnerSchema,
  ZPlanLearnersSchema,
  ZPlanStatusSchema,
  ZStudyPlanIdSchema,
  ZStudyPlanListSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecturerOrBackOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { sharedRouteScope } from '../course/policy.ts';
import { listManagedExperiences } from './experience-service.ts';
import {
  changePlanStatus,
  deleteManagedPlan,
  getLearnerInfo,
  listManagedPlans,
  listPlanLearners,
} from './lecturer-service.ts';
import { presentExperience, presentItem, presentLearner, presentPlanRow } from './presenter.ts';

export async function studyPlanLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const scopeOf = (request: FastifyRequest, code: string) =>
    sharedRouteScope(db, actorOf(request), authOf(request), code);

  app.get(P.queryPlan, lecturerOrBackOffice(C.list), async (request) => {
    const query = parseInput(ZStudyPlanListSchema, request.query, request);
    const { rows, totalNum } = await listManagedPlans(
      db,
      actorOf(request),
      await scopeOf(request, C.list),
      query,
    );
    return ok(request, paged(rows.map(presentPlanRow), totalNum, query.pageSize));
  });

  const learners = async (request: FastifyRequest) => {
    const query = parseInput(ZPlanLearnersSchema, request.query, request);
    const scope = await scopeOf(request, C.report);
    const { rows, totalNum } = await listPlanLearners(db, actorOf(request), scope, query);
    return ok(request, paged(rows.map(presentLearner), totalNum, query.pageSize));
  };
  app.get(P.queryStudyList, lecturerOrBackOffice(C.report), learners);
  app.get(P.queryStudyListBlade, lecturerOrBackOffice(C.report), learners);

  app.get(P.queryStudyInfo, lecturerOrBackOffice(C.report), async (request) => {
    const { id, userId } = parseInput(ZPlanLearnerSchema, request.query, request);
    const scope = await scopeOf(request, C.report);
    const info = await getLearnerInfo(db, actorOf(request), scope, id, userId);
    return ok(request, {
      ...presentLearner({ ...info.learner, summary: info.summary }),
      studyPlanId: info.plan.id,
      planName: info.plan.name,
      items: info.items.map(presentItem),
    });
  });

  app.get(P.experience, lecturerOrBackOffice(C.report), async (request) => {
    const query = parseInput(ZPlanExperiencesSchema, request.query, request);
    const scope = await scopeOf(request, C.report);
    const { rows, totalNum } = await listManagedExperiences(db, actorOf(request), scope, query);
    return ok(request, paged(rows.map(presentExperience), totalNum, query.pageSize));
  });

  app.get(P.updateStatus, lecturerOrBackOffice(C.status), async (request) => {
    const { id, status } = parseInput(ZPlanStatusSchema, request.query, request);
    const state = await changePlanStatus(db, actorOf(request), await scopeOf(request, C.status), id, status);
    return ok(request, { id, state });
  });

  app.delete(P.deletePlan, lecturerOrBackOffice(C.delete), async (request) => {
    const { id } = parseInput(ZStudyPlanIdSchema, queryAndBody(request), request);
    await deleteManagedPlan(db, actorOf(request), await scopeOf(request, C.delete), id);
    return ok(request, null, 'studyPlan.deleted');
  });
}
