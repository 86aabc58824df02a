// Back-office authoring of study plans at the original back office's paths (src/api/learnPlan): create,
// edit, load for the editor, the audience by kind, the progress report and its export, the item chooser.
import {
  studyPlanPrivilegeCodes as C,
  studyPlanAdminPaths as P,
  ZPlanAudienceOptionsSchema,
  ZPlanItemOptionsSchema,
  ZPlanLearnersSchema,
  ZStudyPlanIdSchema,
  ZStudyPlanSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import {
  addPlan,
  getPlanForEdit,
  listAudienceOptions,
  listItemOptions,
  listTargets,
  updatePlan,
} from './admin-service.ts';
import { listPlanLearners, requireManagedPlan } from './lecturer-service.ts';
import { presentLearner } from './presenter.ts';
import { presentEdit, progressColumns, progressRecord } from './presenter-admin.ts';
import { listPlanCourses } from './report-service.ts';

export async function studyPlanAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const scopeOf = (request: FastifyRequest) => dataScopeOf(db, actorOf(request));

  app.post(P.addPlan, backOffice(C.add), async (request) => {
    const input = parseInput(ZStudyPlanSaveSchema, queryAndBody(request), request);
    return ok(request, { id: await addPlan(db, actorOf(request), input) }, 'studyPlan.saved');
  });
  app.put(P.updatePlan, backOffice(C.edit), async (request) => {
    const input = parseInput(ZStudyPlanSaveSchema, queryAndBody(request), request);
    if (input.id === undefined) throw new AppError('VALIDATION_FAILED', { params: { field: 'id' } });
    const id = await updatePlan(db, actorOf(request), await scopeOf(request), { ...input, id: input.id });
    return ok(request, { id }, 'studyPlan.saved');
  });
  app.get(P.planDetail, backOffice(C.list), async (request) => {
    const { id } = parseInput(ZStudyPlanIdSchema, request.query, request);
    return ok(request, presentEdit(await getPlanForEdit(db, actorOf(request), await scopeOf(request), id)));
  });

  const participants = (type: string) => async (request: FastifyRequest) => {
    const { id } = parseInput(ZStudyPlanIdSchema, request.query, request);
    const actor = actorOf(request);
    await requireManagedPlan(db, actor, await scopeOf(request), id);
    const rows = await listTargets(db, actor.tenantId, id, type);
    return ok(
      request,
      rows.map((row) => ({ targetType: row.target_type, bizId: row.target_id, bizName: row.name })),
    );
  };
  app.get(P.participantOrgs, backOffice(C.list), participants('org'));
  app.get(P.participantPositions, backOffice(C.list), participants('position'));
  app.get(P.participantUsers, backOffice(C.list), participants('user'));

  app.get(P.queryPercentageComplete, backOffice(C.report), async (request) => {
    const query = parseInput(ZPlanLearnersSchema, request.query, request);
    const { rows, totalNum } = await listPlanLearners(db, actorOf(request), await scopeOf(request), query);
    return ok(request, paged(rows.map(presentLearner), totalNum, query.pageSize));
  });
  app.get(P.exportPercentageComplete, backOffice(C.report), async (request, reply) => {
    const query = parseInput(ZPlanLearnersSchema, request.query, request);
    const { plan, rows } = await listPlanLearners(db, actorOf(request), await scopeOf(request), query, true);
    return exportRows(reply, request.lang, {
      fileName: { 'zh-CN': `${plan.name}-学习进度`, en: `${plan.name}-progress` },
      columns: progressColumns,
      rows: rows.map((row) => progressRecord(presentLearner(row), request.lang)),
    });
  });

  const itemsOf = (kind: 'course' | 'exam') => async (request: FastifyRequest) => {
    const { id } = parseInput(ZStudyPlanIdSchema, request.query, request);
    return ok(request, await listPlanCourses(db, actorOf(request), await scopeOf(request), id, kind));
  };
  app.get(P.queryStudyCourseList, backOffice(C.list), itemsOf('course'));
  app.get(P.queryStudyExamList, backOffice(C.list), itemsOf('exam'));

  app.get(P.itemOptions, backOffice(C.list), async (request) => {
    const { kind, name } = parseInput(ZPlanItemOptionsSchema, request.query, request);
    return ok(request, await listItemOptions(db, actorOf(request), kind, name));
  });
  app.get(P.audienceOptions, backOffice(C.list), async (request) => {
    const { type, name } = parseInput(ZPlanAudienceOptionsSchema, request.query, request);
    return ok(request, await listAudienceOptions(db, actorOf(request), type, name));
  });
}
