// The lecturer's questionnaire results: the plans they arranged (for their trainings and courses) with the
// response rate, and per-question results. Anonymous plans show no names here either.
import { questionnairePaths, ZAsqAdminListSchema, ZAsqIdSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { lecturerOnly } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { getPlan, listPlans } from './plan-service.ts';
import { lecturerPlans } from './policy.ts';
import { presentPlan } from './presenter-admin.ts';
import { submittedAnswers, tallyQuestions } from './results-service.ts';

export async function questionnaireLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(questionnairePaths.lecturerPlans, lecturerOnly, async (request) => {
    const query = parseInput(ZAsqAdminListSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listPlans(db, actor, query, lecturerPlans(actor));
    return ok(
      request,
      paged(
        rows.map((row) => presentPlan(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });

  app.get(questionnairePaths.lecturerResults, lecturerOnly, async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const actor = actorOf(request);
    const { plan } = await getPlan(db, actor, id, lecturerPlans(actor));
    return ok(request, {
      plan: presentPlan(plan),
      questions: tallyQuestions(plan, await submittedAnswers(db, plan)),
    });
  });
}
