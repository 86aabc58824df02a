// The approval centre at the learner client's paths: the four tabs, the detail and its record, pass /
// reject / return, withdraw / urge / resubmit, and the back office's full list and its export.
import {
  ApprovalTab,
  approvalFormSchemas,
  approvalPrivilegeCodes as C,
  approvalPaths as P,
  type TApprovalFormData,
  ZApprovalActSchema,
  ZApprovalListSchema,
  ZApprovalRefSchema,
  ZApprovalRejectSchema,
  ZApprovalResubmitSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backOffice, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { urgeApprovers, withdrawApplication } from './applicant-service.ts';
import { passStep, rejectApplication, returnApplication } from './decide-service.ts';
import { getApplication, listRecords } from './detail-service.ts';
import { type ListScope, listApplications } from './list-service.ts';
import { presentDetail, presentRecord, presentRow } from './presenter.ts';
import { exportApplications } from './presenter-export.ts';
import { resubmitApplication } from './submit-service.ts';

export async function approvalCenterRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const list = (scope: ListScope) => async (request: FastifyRequest) => {
    const query = parseInput(ZApprovalListSchema, request.query, request);
    const { rows, totalNum } = await listApplications(db, actorOf(request), scope, query);
    return ok(request, paged(rows.map(presentRow), totalNum, query.pageSize));
  };
  app.get(P.waitList, signedIn, list(ApprovalTab.waiting));
  app.get(P.hasList, signedIn, list(ApprovalTab.done));
  app.get(P.myList, signedIn, list(ApprovalTab.mine));
  app.get(P.ccList, signedIn, list(ApprovalTab.cc));
  app.get(P.recordList, signedIn, list(ApprovalTab.done));
  app.get(P.fullList, backOffice(C.list), list('all'));
  const exportAll = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseInput(ZApprovalListSchema, queryAndBody(request), request);
    const { rows } = await listApplications(db, actorOf(request), 'all', {
      ...query,
      pageNo: 1,
      pageSize: 10_000,
    });
    return exportApplications(reply, request.lang, rows.map(presentRow));
  };
  // The learner client posts the export, the back office gets it.
  app.post(P.exportData, backOffice(C.list), exportAll);
  app.get(P.exportData, backOffice(C.list), exportAll);

  app.get(P.detail, signedIn, async (request) => {
    const { apprNo } = parseInput(ZApprovalRefSchema, request.query, request);
    const actor = actorOf(request);
    return ok(request, presentDetail(await getApplication(db, actor, apprNo), actor));
  });
  app.get(P.record, signedIn, async (request) => {
    const { apprNo } = parseInput(ZApprovalRefSchema, request.query, request);
    return ok(request, (await listRecords(db, actorOf(request), apprNo)).map(presentRecord));
  });

  app.post(P.pass, signedIn, async (request) => {
    const input = parseInput(ZApprovalActSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    const closed = await passStep(db, actor, input);
    if (closed) {
      const { application } = await getApplication(db, actor, input.apprNo);
      await announceSessionChange(app.deps.realtime, {
        scope: 'user',
        tenantId: actor.tenantId,
        userId: application.applicant_id,
      });
    }
    return ok(request, { apprNo: input.apprNo, finished: closed }, 'approval.passed');
  });
  app.post(P.reject, signedIn, async (request) => {
    const input = parseInput(ZApprovalRejectSchema, queryAndBody(request), request);
    await rejectApplication(db, actorOf(request), input);
    return ok(request, { apprNo: input.apprNo }, 'approval.rejected');
  });
  app.post(P.overrule, signedIn, async (request) => {
    const input = parseInput(ZApprovalActSchema, queryAndBody(request), request);
    await returnApplication(db, actorOf(request), input);
    return ok(request, { apprNo: input.apprNo }, 'approval.returned');
  });

  const withdraw = async (request: FastifyRequest) => {
    const input = parseInput(ZApprovalActSchema, queryAndBody(request), request);
    await withdrawApplication(db, actorOf(request), input.apprNo, input.comment);
    return ok(request, { apprNo: input.apprNo }, 'approval.withdrawn');
  };
  app.post(P.cancel, signedIn, withdraw);
  app.get(P.cancelCourse, signedIn, withdraw);
  app.get(P.cancelCourseShort, signedIn, withdraw);

  app.post(P.urge, signedIn, async (request) => {
    const { apprNo } = parseInput(ZApprovalRefSchema, queryAndBody(request), request);
    await urgeApprovers(db, actorOf(request), apprNo);
    return ok(request, { apprNo }, 'approval.urged');
  });

  app.put(P.form, signedIn, async (request) => {
    const input = parseInput(ZApprovalResubmitSchema, queryAndBody(request), request);
    const parse = (formKey: keyof typeof approvalFormSchemas): TApprovalFormData =>
      parseInput(approvalFormSchemas[formKey], input.formData, request);
    await resubmitApplication(db, actorOf(request), input.apprNo, parse, request.lang);
    return ok(request, { apprNo: input.apprNo }, 'approval.submitted');
  });
}
