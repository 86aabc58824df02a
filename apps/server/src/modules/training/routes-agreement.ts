// Back-office training calls beyond the editor: agreements (original src/api/agreement.js), classroom
// bookings for the schedule editor's conflict check, and the training report as .xlsx (exportRows).
import {
  TRAIN_CODES,
  trainingAdminPaths,
  ZClassroomBookingsSchema,
  ZTrainAgreementDeleteSchema,
  ZTrainAgreementEditUsersSchema,
  ZTrainAgreementGetSchema,
  ZTrainAgreementListSchema,
  ZTrainAgreementSaveSchema,
  ZTrainAgreementUsersSchema,
  ZTrainReportExportSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { listArrangements } from './admin-service.ts';
import {
  type AgreementPerson,
  agreementPeople,
  deleteAgreements,
  editAgreementDates,
  listAgreementsByTraining,
  saveAgreement,
  serviceEnd,
} from './agreement-service.ts';
import { getTenantTraining } from './catalog-service.ts';
import { listBookings } from './classroom-service.ts';
import { listTrainees } from './lecturer-service.ts';
import { REPORT_COLUMNS, reportRecord } from './presenter-report.ts';

const presentPerson = (row: AgreementPerson) => ({
  id: row.id,
  userId: row.user_id,
  workNo: row.work_no,
  name: row.name,
  orgName: row.org_name,
  positionName: row.position_name,
  status: row.status,
  agreementStartTime: row.start_at,
  agreementEndTime: row.end_at,
  signTime: row.signed_at,
  breakAmount: row.break_amount_cents / 100,
});

export async function trainingAgreementRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const manage = backOffice(TRAIN_CODES.agreement);

  app.get(trainingAdminPaths.agreementList, manage, async (request) => {
    const query = parseInput(ZTrainAgreementListSchema, request.query, request);
    const { rows, totalNum } = await listAgreementsByTraining(db, actorOf(request).tenantId, query);
    const data = rows.map((row) => ({
      trainId: row.train_id,
      trainName: row.train_name,
      name: row.name,
      peopleNum: row.people_num,
      signedNum: row.signed_num,
      brokenNum: row.broken_num,
      agreementStartTime: row.start_at,
      agreementEndTime: row.end_at,
      createTime: row.created_at,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  app.get(trainingAdminPaths.agreementTrains, manage, async (request) => {
    const query = parseInput(ZTrainAgreementListSchema, request.query, request);
    const { rows, totalNum } = await listArrangements(db, actorOf(request), {
      ...query,
      keyword: query.name,
    });
    const data = rows.map((row) => ({ id: row.id, trainName: row.name, people: row.trainee_num }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  app.get(trainingAdminPaths.agreementUsers, manage, async (request) => {
    const query = parseInput(ZTrainAgreementUsersSchema, request.query, request);
    const training = await getTenantTraining(db, actorOf(request).tenantId, query.trainId);
    const rows = await agreementPeople(db, training.tenant_id, { ...query, made: false });
    const start = query.agreementStartTime;
    const data = rows.map((row) => ({
      ...presentPerson(row),
      agreementStartTime: start ?? row.start_at,
      agreementEndTime: start === undefined ? row.end_at : serviceEnd(start, query.serviceYear),
    }));
    const totalNum = rows[0]?.total_num ?? 0;
    return ok(request, {
      peopleNum: totalNum,
      costBudgetAvg: 0,
      serviceYear: query.serviceYear,
      page: paged(data, totalNum, query.pageSize),
    });
  });

  app.get(trainingAdminPaths.agreementGet, manage, async (request) => {
    const query = parseInput(ZTrainAgreementGetSchema, request.query, request);
    const training = await getTenantTraining(db, actorOf(request).tenantId, query.trainId);
    const rows = await agreementPeople(db, training.tenant_id, { ...query, made: true });
    return ok(request, {
      trainId: training.id,
      trainName: training.name,
      page: paged(rows.map(presentPerson), rows[0]?.total_num ?? 0, query.pageSize),
    });
  });

  app.post(trainingAdminPaths.agreementSave, manage, async (request) => {
    const input = parseInput(ZTrainAgreementSaveSchema, request.body ?? {}, request);
    return ok(request, { count: await saveAgreement(db, actorOf(request), input) });
  });

  app.post(trainingAdminPaths.agreementDelete, manage, async (request) => {
    const { trainId } = parseInput(ZTrainAgreementDeleteSchema, queryAndBody(request), request);
    return ok(request, { count: await deleteAgreements(db, actorOf(request), trainId) });
  });

  app.post(trainingAdminPaths.agreementEditUsers, manage, async (request) => {
    const input = parseInput(ZTrainAgreementEditUsersSchema, queryAndBody(request), request);
    return ok(request, { count: await editAgreementDates(db, actorOf(request), input) });
  });

  app.get(trainingAdminPaths.classroomBookings, backOffice(TRAIN_CODES.view), async (request) => {
    const query = parseInput(ZClassroomBookingsSchema, request.query, request);
    const rows = await listBookings(db, actorOf(request).tenantId, query);
    return ok(
      request,
      rows.map((row) => ({
        id: row.id,
        trainId: row.training_id,
        trainName: row.training_name,
        title: row.title,
        classroom: row.classroom,
        startTime: row.starts_at,
        endTime: row.ends_at,
      })),
    );
  });

  app.get(trainingAdminPaths.reportExport, backOffice(TRAIN_CODES.view), async (request, reply) => {
    const { trainId } = parseInput(ZTrainReportExportSchema, request.query, request);
    const training = await getTenantTraining(db, actorOf(request).tenantId, trainId);
    const trainees = await listTrainees(db, training);
    return exportRows(reply, request.lang, {
      fileName: { 'zh-CN': `培训报表-${training.name}`, en: `training-report-${training.name}` },
      columns: REPORT_COLUMNS,
      rows: trainees.map(reportRecord),
    });
  });
}
