// Process definitions: the reads every signed-in person makes (the process-type filter, a form's current
// process, its versions, a preview of the steps an application would take) and the back office's design
// (save a version, release, stop, start, delete, reorder; categories), plus the designer's people pickers.
import {
  APPROVAL_FORM_NAMES,
  APPROVAL_FORMS,
  approvalFormSchemas,
  approvalPrivilegeCodes as C,
  approvalPaths as P,
  ZApprovalCategoryRefSchema,
  ZApprovalCategorySaveSchema,
  ZApprovalListSchema,
  ZApprovalSubmitSchema,
  ZProcessByFormSchema,
  ZProcessListSchema,
  ZProcessRefSchema,
  ZProcessSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { backOffice, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  type PersonAttribute,
  peopleBy,
  unitsAboveUser,
  userNames,
  usersNamedByRule,
} from '../org/approver-service.ts';
import { deleteCategory, listCategories, saveCategory, sortRows } from './category-service.ts';
import { listOutcomes } from './outcome-service.ts';
import { currentProcess, resolvePlan } from './plan-service.ts';
import { presentOutcome } from './presenter.ts';
import { presentProcess } from './presenter-process.ts';
import {
  deleteProcess,
  getProcess,
  listDrafts,
  listProcesses,
  listVersions,
  releaseProcess,
  saveProcess,
  setProcessOpen,
} from './process-service.ts';

const zId = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
  z.number({ error: 'validation.enum' }).int().min(1).max(2_147_483_647),
);
const ZIdSchema = z.object({ id: zId });
const ZLeaderSchema = z.object({
  userId: zId,
  level: z.preprocess(
    (v) => Number(v ?? 1),
    z.union([z.literal(1), z.literal(2)], { error: 'validation.enum' }),
  ),
});
const ZSortSchema = z.object({ ids: z.array(zId, { error: 'validation.enum' }).max(500) });

export async function approvalProcessRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const tenantOf = (request: FastifyRequest) => actorOf(request).tenantId;

  const released = async (request: FastifyRequest) => {
    const { categoryId } = parseInput(ZProcessListSchema, request.query, request);
    const rows = await listProcesses(db, tenantOf(request), { released: true, categoryId });
    return ok(request, rows.map(presentProcess));
  };
  app.get(P.processAll, signedIn, released);
  app.get(P.courseProcessList, signedIn, released);
  app.get(P.userProcessList, signedIn, released);
  app.get(P.processType, signedIn, async (request) =>
    ok(
      request,
      APPROVAL_FORMS.map((formKey) => ({ formKey, name: APPROVAL_FORM_NAMES[formKey][request.lang] })),
    ),
  );
  app.get(P.process, signedIn, async (request) => {
    const { processId } = parseInput(ZProcessRefSchema, request.query, request);
    return ok(request, presentProcess(await getProcess(db, tenantOf(request), processId)));
  });
  app.get(P.processIdByForm, signedIn, async (request) => {
    const { formKey } = parseInput(ZProcessByFormSchema, request.query, request);
    const process = await currentProcess(db, tenantOf(request), formKey);
    return ok(request, { processId: process.id });
  });
  app.get(P.processVersion, signedIn, async (request) => {
    const { processId } = parseInput(ZProcessRefSchema, request.query, request);
    return ok(request, (await listVersions(db, tenantOf(request), processId)).map(presentProcess));
  });
  const preview = async (request: FastifyRequest) => {
    const input = parseInput(ZApprovalSubmitSchema, queryAndBody(request), request);
    const form = parseInput(approvalFormSchemas[input.formKey], input.formData, request);
    const actor = actorOf(request);
    const process = await currentProcess(db, actor.tenantId, input.formKey);
    const plan = await resolvePlan(db, actor.tenantId, process.steps, actor.userId, form);
    const names = await userNames(
      db,
      actor.tenantId,
      plan.flatMap((step) => step.approverIds),
    );
    return ok(
      request,
      plan.map((step) => ({
        name: step.name,
        mode: step.mode,
        approvers: step.approverIds.map((id) => names.get(id) ?? ''),
      })),
    );
  };
  app.post(P.processPreview, signedIn, preview);
  app.get(P.processPreview, signedIn, preview);

  // Design (back office).
  const save = async (request: FastifyRequest) => {
    const input = parseInput(ZProcessSaveSchema, queryAndBody(request), request);
    return ok(request, { processId: await saveProcess(db, actorOf(request), input) });
  };
  app.post(P.process, backOffice(C.design), save);
  app.put(P.process, backOffice(C.design), save);
  const byId =
    (action: (processId: number, request: FastifyRequest) => Promise<void>) =>
    async (request: FastifyRequest) => {
      const { processId } = parseInput(ZProcessRefSchema, queryAndBody(request), request);
      await action(processId, request);
      return ok(request, { processId });
    };
  app.post(
    P.processRelease,
    backOffice(C.design),
    byId((id, r) => releaseProcess(db, actorOf(r), id)),
  );
  app.post(
    P.processStop,
    backOffice(C.design),
    byId((id, r) => setProcessOpen(db, actorOf(r), id, false)),
  );
  app.post(
    P.processStart,
    backOffice(C.design),
    byId((id, r) => setProcessOpen(db, actorOf(r), id, true)),
  );
  app.post(
    P.processDelete,
    backOffice(C.design),
    byId((id, r) => deleteProcess(db, actorOf(r), id)),
  );
  app.get(P.processDrafts, backOffice(C.process), async (request) =>
    ok(request, (await listDrafts(db, tenantOf(request))).map(presentProcess)),
  );
  const sort = (table: 'categories' | 'processes') => async (request: FastifyRequest) => {
    const { ids } = parseInput(ZSortSchema, queryAndBody(request), request);
    await sortRows(db, actorOf(request), table, ids);
    return ok(request, { count: ids.length });
  };
  app.post(P.processSort, backOffice(C.design), sort('processes'));
  app.post(P.processMove, backOffice(C.design), sort('processes'));
  app.post(P.categorySort, backOffice(C.design), sort('categories'));

  app.get(P.category, signedIn, async (request) => ok(request, await listCategories(db, tenantOf(request))));
  const saveCat = async (request: FastifyRequest) => {
    const input = parseInput(ZApprovalCategorySaveSchema, queryAndBody(request), request);
    return ok(request, { id: await saveCategory(db, actorOf(request), input) });
  };
  app.post(P.category, backOffice(C.design), saveCat);
  app.put(P.category, backOffice(C.design), saveCat);
  app.delete(P.category, backOffice(C.design), async (request) => {
    const { id } = parseInput(ZApprovalCategoryRefSchema, queryAndBody(request), request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id });
  });

  app.get(P.outcomeList, backOffice(C.list), async (request) => {
    const query = parseInput(ZApprovalListSchema, request.query, request);
    const { rows, totalNum } = await listOutcomes(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentOutcome), totalNum, query.pageSize));
  });

  // The designer's pickers.
  const people = (attribute: PersonAttribute) => async (request: FastifyRequest) => {
    const { id } = parseInput(ZIdSchema, request.query, request);
    const rows = await peopleBy(db, tenantOf(request), attribute, id);
    return ok(
      request,
      rows.map((row) => ({ userId: row.id, name: row.name, workNo: row.work_no })),
    );
  };
  app.get(P.userByPosition, signedIn, people('position'));
  app.get(P.userByJob, signedIn, people('jobLevel'));
  app.get(P.userByTag, signedIn, people('role'));
  const leaders = async (request: FastifyRequest) => {
    const { userId, level } = parseInput(ZLeaderSchema, request.query, request);
    const tenantId = tenantOf(request);
    const ids = await usersNamedByRule(db, tenantId, { kind: 'orgLeader', ids: [], level }, userId);
    const names = await userNames(db, tenantId, ids);
    return ok(
      request,
      ids.map((id) => ({ userId: id, name: names.get(id) ?? '' })),
    );
  };
  app.get(P.userLeader, signedIn, leaders);
  app.get(P.orgLeader, signedIn, leaders);
  app.get(P.bizLeader, signedIn, leaders);
  const unitsOf = async (request: FastifyRequest) => {
    const { userId } = parseInput(z.object({ userId: zId }), request.query, request);
    return ok(request, await unitsAboveUser(db, tenantOf(request), userId));
  };
  app.get(P.userOrgList, signedIn, unitsOf);
  app.get(P.userBizList, signedIn, unitsOf);
}
