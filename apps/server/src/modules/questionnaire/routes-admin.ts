// Back-office routes of questionnaires at the original back office's paths: templates, arrangements, their
// start / suspend / finish, results and the Excel export. Every route is `backOffice(code)`.
import {
  questionnairePrivilegeCodes as C,
  questionnaireAdminPaths as P,
  ZAsqAdminListSchema,
  ZAsqIdSchema,
  ZAsqIdsSchema,
  ZAsqPlanSaveSchema,
  ZAsqTemplateSaveSchema,
  ZAsqUrlSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  controlPlan,
  deletePlans,
  getPlan,
  listPlans,
  type PlanControl,
  savePlan,
  savePlanUrl,
} from './plan-service.ts';
import { presentPlan, presentTemplate, resultsWorkbook } from './presenter-admin.ts';
import { submittedAnswers, tallyQuestions } from './results-service.ts';
import {
  copyTemplate,
  deleteTemplates,
  getTemplate,
  listCreators,
  listTemplates,
  saveTemplate,
} from './template-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function questionnaireAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.templateList, backOffice(C.template), async (request) => {
    const query = parseInput(ZAsqAdminListSchema, input(request), request);
    const { rows, totalNum } = await listTemplates(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentTemplate), totalNum, query.pageSize));
  });
  app.get(P.templateCreators, backOffice(C.template), async (request) =>
    ok(request, await listCreators(db, actorOf(request))),
  );
  app.get(P.templateView, backOffice(C.template), async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    return ok(request, presentTemplate(await getTemplate(db, actorOf(request), id)));
  });
  const saveTemplateHandler = async (request: FastifyRequest) => {
    const body = parseInput(ZAsqTemplateSaveSchema, input(request), request);
    return ok(request, { id: await saveTemplate(db, actorOf(request), body) });
  };
  app.post(P.templateAdd, backOffice(C.templateAdd), saveTemplateHandler);
  app.post(P.templateEdit, backOffice(C.templateEdit), saveTemplateHandler);
  app.get(P.templateCopy, backOffice(C.templateAdd), async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    return ok(request, { id: await copyTemplate(db, actorOf(request), id) });
  });
  app.post(P.templateDelete, backOffice(C.templateDelete), async (request) => {
    const { ids } = parseInput(ZAsqIdsSchema, input(request), request);
    return ok(request, { removed: await deleteTemplates(db, actorOf(request), ids) });
  });

  app.post(P.planList, backOffice(C.plan), async (request) => {
    const query = parseInput(ZAsqAdminListSchema, input(request), request);
    const { rows, totalNum } = await listPlans(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentPlan(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.get(P.planTemplates, backOffice(C.plan), async (request) => {
    const { rows } = await listTemplates(db, actorOf(request), { pageNo: 1, pageSize: 100 });
    return ok(request, rows.map(presentTemplate));
  });
  const viewPlan = async (request: FastifyRequest) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const { plan, targets } = await getPlan(db, actorOf(request), id);
    return ok(request, { ...presentPlan(plan, targets), questions: plan.questions });
  };
  app.get(P.planView, backOffice(C.plan), viewPlan);
  app.get(P.planDetail, backOffice(C.plan), viewPlan);
  app.get(P.planDetailSubject, backOffice(C.plan), viewPlan);
  const savePlanHandler = async (request: FastifyRequest) => {
    const body = parseInput(ZAsqPlanSaveSchema, input(request), request);
    return ok(request, { id: await savePlan(db, actorOf(request), body) });
  };
  app.post(P.planSave, backOffice(C.planAdd), savePlanHandler);
  app.post(P.planUpdate, backOffice(C.planEdit), savePlanHandler);
  app.post(P.planDelete, backOffice(C.planDelete), async (request) => {
    const { ids } = parseInput(ZAsqIdsSchema, input(request), request);
    return ok(request, { removed: await deletePlans(db, actorOf(request), ids) });
  });
  const control = (action: PlanControl) => async (request: FastifyRequest) => {
    const { id } = parseInput(ZAsqIdSchema, input(request), request);
    await controlPlan(db, actorOf(request), id, action);
    return ok(request, { id });
  };
  app.put(P.planStart, backOffice(C.planControl), control('start'));
  app.put(P.planSuspend, backOffice(C.planControl), control('suspend'));
  app.put(P.planFinish, backOffice(C.planControl), control('finish'));
  app.put(P.planSaveUrl, backOffice(C.planEdit), async (request) => {
    const { id, asqUrl } = parseInput(ZAsqUrlSchema, input(request), request);
    await savePlanUrl(db, actorOf(request), id, asqUrl);
    return ok(request, { id, asqUrl });
  });

  app.get(P.planDetailCount, backOffice(C.planResults), async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const { plan } = await getPlan(db, actorOf(request), id);
    const shown = presentPlan(plan);
    return ok(request, {
      totalNum: shown.totalNum,
      joinCount: shown.joinCount,
      responseRate: shown.responseRate,
    });
  });
  app.get(P.planDetailQuestion, backOffice(C.planResults), async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const { plan } = await getPlan(db, actorOf(request), id);
    return ok(request, {
      plan: presentPlan(plan),
      questions: tallyQuestions(plan, await submittedAnswers(db, plan)),
    });
  });
  app.get(P.planDetailStudents, backOffice(C.planResults), async (request) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const { plan } = await getPlan(db, actorOf(request), id);
    const rows = plan.anonymous ? [] : await submittedAnswers(db, plan);
    const data = rows.map((row) => ({
      subjectCpId: row.sheetId,
      userId: row.userId,
      userName: row.userName,
      orgName: row.orgName,
      submitTime: row.submittedAt ?? 0,
    }));
    return ok(request, { anonymous: plan.anonymous, data, totalNum: plan.join_count });
  });
  app.get(P.planExport, backOffice(C.planResults), async (request, reply) => {
    const { id } = parseInput(ZAsqIdSchema, request.query, request);
    const { plan } = await getPlan(db, actorOf(request), id);
    const workbook = await resultsWorkbook(plan, await submittedAnswers(db, plan), request.lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="questionnaire-${plan.id}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(workbook);
  });
}
