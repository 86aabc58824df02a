// Back-office routes of grades (original `achievement/*`, `examniee/*`) and of the exam report
// (`exam/arrange/list/report` with its Excel export): per arrangement, takers, pass rate and the score
// distribution.
import {
  examPrivilegeCodes as C,
  examAdminPaths,
  ZArrangeListQuerySchema,
  ZExamPageQuerySchema,
  ZExamRefSchema,
  ZGradeListQuerySchema,
  ZGradePublishSchema,
  ZOfflineGradeImportSchema,
  ZOfflineGradeSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { listArrangements } from './admin-arrange-service.ts';
import {
  examineeGrades,
  gradeInfo,
  importOfflineGrades,
  offlineGrades,
  publishGrades,
  saveOfflineGrade,
  scoreDistribution,
} from './admin-grade-service.ts';
import { presentArrangeRow, presentGrade, presentReport } from './presenter-admin-arrange.ts';
import { reportExport, reportRecord } from './presenter-admin-export.ts';

const EXPORT_MAX = 10_000;

export async function examAdminGradeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(examAdminPaths.grades, backOffice(C.grade), async (request) => {
    const query = parseInput(ZGradeListQuerySchema, request.query, request);
    const search = query.search ?? query.examName;
    const { rows, totalNum } = await listArrangements(db, actorOf(request), { ...query, search });
    return ok(request, paged(rows.map(presentArrangeRow), totalNum, query.pageSize));
  });
  app.get(examAdminPaths.examineeGrades, backOffice(C.grade), async (request) => {
    const query = parseInput(ZExamPageQuerySchema, request.query, request);
    const { rows, totalNum } = await examineeGrades(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentGrade), totalNum, query.pageSize));
  });
  app.get(examAdminPaths.gradePaperInfo, backOffice(C.grade), async (request) => {
    const { examId } = parseInput(ZExamRefSchema, request.query, request);
    const { exam, offlineNum } = await gradeInfo(db, actorOf(request), examId);
    return ok(request, {
      examId: exam.id,
      passScore: exam.passScore,
      totalScore: exam.totalScore,
      examPattern: exam.pattern,
      publishType: exam.gradePublishing,
      offlineNum,
    });
  });
  app.put(examAdminPaths.gradesPublish, backOffice(C.gradePublish), async (request) => {
    const input = parseInput(ZGradePublishSchema, queryAndBody(request), request);
    return ok(request, await publishGrades(db, actorOf(request), input));
  });
  app.get(examAdminPaths.offlineGrades, backOffice(C.grade), async (request) => {
    const query = parseInput(ZExamPageQuerySchema, request.query, request);
    const { rows, totalNum } = await offlineGrades(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentGrade), totalNum, query.pageSize));
  });
  app.post(examAdminPaths.offlineGradeUpdate, backOffice(C.gradeOffline), async (request) => {
    const input = parseInput(ZOfflineGradeSchema, queryAndBody(request), request);
    const row = await saveOfflineGrade(db, actorOf(request), input);
    return ok(request, { id: row.id, userId: row.userId, score: row.score, isPass: row.isPass });
  });
  app.post(examAdminPaths.offlineGradeImport, backOffice(C.gradeOffline), async (request) => {
    const input = parseInput(ZOfflineGradeImportSchema, queryAndBody(request), request);
    return ok(request, await importOfflineGrades(db, actorOf(request), input));
  });
  // The import template: the exam's examinees with an empty score column.
  app.get(examAdminPaths.offlineGradeTemplate, backOffice(C.gradeOffline), async (request, reply) => {
    const { examId } = parseInput(ZExamRefSchema, request.query, request);
    const { rows } = await offlineGrades(db, actorOf(request), { examId, pageNo: 1, pageSize: EXPORT_MAX });
    return exportRows(reply, request.lang, {
      fileName: { 'zh-CN': '线下成绩导入模板', en: 'Offline grades template' },
      columns: [
        { key: 'userName', header: { 'zh-CN': '姓名', en: 'Name' } },
        { key: 'orgName', header: { 'zh-CN': '组织', en: 'Org unit' } },
        { key: 'phone', header: { 'zh-CN': '手机号', en: 'Phone' } },
        { key: 'score', header: { 'zh-CN': '成绩', en: 'Score' } },
        { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' } },
      ],
      rows: rows.map((row) => ({ ...presentGrade(row), phone: row.phone })),
    });
  });

  app.get(examAdminPaths.arrangeReport, backOffice(C.report), async (request) => {
    const query = parseInput(ZArrangeListQuerySchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listArrangements(db, actor, query);
    const page = [];
    for (const row of rows) page.push(presentReport(row, await scoreDistribution(db, actor, row.exam_id)));
    return ok(request, paged(page, totalNum, query.pageSize));
  });
  app.get(examAdminPaths.arrangeReportExport, backOffice(C.reportExport), async (request, reply) => {
    const query = parseInput(ZArrangeListQuerySchema, request.query, request);
    const { rows } = await listArrangements(db, actorOf(request), {
      ...query,
      pageNo: 1,
      pageSize: EXPORT_MAX,
    });
    const records = rows.map((row) => reportRecord(presentArrangeRow(row)));
    return exportRows(reply, request.lang, { ...reportExport, rows: records });
  });
}
