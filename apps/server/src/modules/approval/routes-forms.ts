// The application forms at the learner client's paths (src/api/apply.js): each form's add submits an
// application of that form through its current process, each detail reads one back (only the applicant,
// its approvers and the copied people see it); the generic submit takes any form by its formKey. The
// forms' pickers: my trainings for a leave, outside trainings to sign up for (the person picker,
// /api/user/v1/user/work/list, is the org module's).
import {
  type ApprovalForm,
  approvalFormSchemas,
  ApprovalForm as F,
  approvalPaths as P,
  type TApprovalFormData,
  TrainScope,
  ZApprovalSubmitSchema,
  ZFormDetailSchema,
  ZPageQuerySchema,
  ZTrainRefSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { getTraining, listTrainings } from '../training/catalog-service.ts';
import { getApplication } from './detail-service.ts';
import { listMyApplications } from './list-service.ts';
import { presentDetail } from './presenter.ts';
import { submitApplication } from './submit-service.ts';

const FORM_PATHS: [ApprovalForm, string, string][] = [
  [F.courseDevelopment, P.courseDevAdd, P.courseDevDetail],
  [F.courseNeeds, P.courseNeedsAdd, P.courseNeedsDetail],
  [F.trainingNeeds, P.trainingNeedsAdd, ''],
  [F.trainingLeave, P.trainLeaveAdd, P.trainLeaveDetail],
  [F.outsideTrainingSignup, P.outerSignupAdd, P.outerSignupDetail],
  [F.tutorCertification, P.tutorAdd, P.tutorDetail],
  [F.workStudyDoctorate, P.doctorAdd, P.doctorDetail],
  [F.buyTrain, P.buyAdd, P.buyDetail],
  [F.lecturerCertification, P.lecturerAdd, P.lecturerDetail],
  [F.outsideTrain, P.outerAdd, P.outerDetail],
];

export async function approvalFormRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const submit = async (request: FastifyRequest, formKey: ApprovalForm, data: unknown, title?: string) => {
    const form: TApprovalFormData = parseInput(approvalFormSchemas[formKey], data, request);
    const apprNo = await submitApplication(db, actorOf(request), { formKey, title, form }, request.lang);
    return ok(request, { apprNo, processInstanceId: apprNo, id: apprNo }, 'approval.submitted');
  };
  app.post(P.submit, signedIn, async (request) => {
    const input = parseInput(ZApprovalSubmitSchema, queryAndBody(request), request);
    return submit(request, input.formKey, input.formData, input.title);
  });

  for (const [formKey, addPath, detailPath] of FORM_PATHS) {
    app.post(addPath, signedIn, (request) => submit(request, formKey, queryAndBody(request)));
    if (!detailPath) continue;
    app.get(detailPath, signedIn, async (request) => {
      const { id } = parseInput(ZFormDetailSchema, request.query, request);
      const actor = actorOf(request);
      const detail = await getApplication(db, actor, id);
      if (detail.application.form_key !== formKey) throw new AppError('NOT_FOUND');
      return ok(request, presentDetail(detail, actor));
    });
  }

  app.get(P.lecturerHistory, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const rows = await listMyApplications(db, actorOf(request), F.lecturerCertification, query);
    return ok(request, rows);
  });

  app.get(P.trainOptionList, signedIn, async (request) => {
    const actor = actorOf(request);
    const { rows } = await listTrainings(db, actor, actor.tenantId, { pageNo: 1, pageSize: 100, mine: 1 });
    return ok(
      request,
      rows.map((row) => ({
        trainId: row.id,
        trainName: row.name,
        beginTime: row.begin_at,
        endTime: row.end_at,
      })),
    );
  });
  app.get(P.outerTrainList, signedIn, async (request) => {
    const actor = actorOf(request);
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listTrainings(db, actor, actor.tenantId, {
      ...query,
      mine: 0,
      trainScope: TrainScope.outer,
    });
    const data = rows.map((row) => ({
      trainId: row.id,
      trainName: row.name,
      organizer: row.organizer,
      beginTime: row.begin_at,
      endTime: row.end_at,
    }));
    return ok(request, { data, totalNum });
  });
  app.get(P.outerTrainDetail, signedIn, async (request) => {
    const { trainId } = parseInput(ZTrainRefSchema, request.query, request);
    const row = await getTraining(db, actorOf(request), trainId);
    return ok(request, {
      trainId: row.id,
      trainName: row.name,
      organizer: row.organizer,
      sponsor: row.sponsor,
      address: row.address,
      beginTime: row.begin_at,
      endTime: row.end_at,
      introduction: row.introduction,
    });
  });
}
