// The learner's questionnaire calls at the original client's paths (SPEC §7 Questionnaire): the My Task
// tab and its badge, the fill page, autosave, submit and the check page.
import {
  questionnairePaths,
  ZAsqDraftSchema,
  ZAsqJoinSchema,
  ZAsqMyPlansSchema,
  ZAsqSubmitSchema,
  ZAsqViewAnswerSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { holdsResultsPrivilege } from './policy.ts';
import { presentCard, presentPaper } from './presenter.ts';
import { viewAnswers } from './sheet-service.ts';
import { countTodo, joinPlan, listMyPlans, saveDraft, submitSheet } from './take-service.ts';

export async function questionnaireTakeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(questionnairePaths.todoNum, signedIn, async (request) =>
    ok(request, await countTodo(db, actorOf(request))),
  );

  app.get(questionnairePaths.myPlans, signedIn, async (request) => {
    const query = parseInput(ZAsqMyPlansSchema, request.query, request);
    const { rows, totalNum } = await listMyPlans(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });

  app.get(questionnairePaths.join, signedIn, async (request) => {
    const { asqPlanId } = parseInput(ZAsqJoinSchema, request.query, request);
    const { plan, sheet } = await joinPlan(db, actorOf(request), asqPlanId);
    return ok(request, presentPaper(plan, sheet));
  });

  app.post(questionnairePaths.saveDraft, signedIn, async (request) => {
    const input = parseInput(ZAsqDraftSchema, queryAndBody(request), request);
    return ok(request, await saveDraft(db, actorOf(request), input));
  });

  app.post(questionnairePaths.submit, signedIn, async (request) => {
    const input = parseInput(ZAsqSubmitSchema, queryAndBody(request), request);
    const { sheetId, firstSubmit } = await submitSheet(db, actorOf(request), input);
    return ok(request, { mySubjectCpId: sheetId, firstSubmit }, 'questionnaire.submitted');
  });

  app.get(questionnairePaths.viewAnswer, signedIn, async (request) => {
    const { subjectCpId } = parseInput(ZAsqViewAnswerSchema, request.query, request);
    const { plan, sheet, respondent } = await viewAnswers(db, actorOf(request), subjectCpId, () =>
      holdsResultsPrivilege(db, request.auth),
    );
    return ok(request, { ...presentPaper(plan, sheet), respondent });
  });
}
