// The per-person study statistics of the original back office (personal.vue, first tab): the paged list and
// its .xlsx export with the same columns, over the caller's data scope, behind the dashboard's button code.
import {
  reportCodes,
  reportPaths,
  type TReportStudyDeptRow,
  type TReportStudyUserRow,
  ZReportStudyDeptQuerySchema,
  ZReportStudyUserQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged, pageWindow } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { type ExportColumn, exportRows } from '../spreadsheet/write-service.ts';
import { listStudyDepts } from './count-dept-service.ts';
import { countStudyUsers, listStudyUsers } from './count-study-service.ts';
import { peopleScopeOf } from './policy.ts';

const STUDY_USER_COLUMNS: (ExportColumn & { key: keyof TReportStudyUserRow })[] = [
  { key: 'userName', header: { 'zh-CN': '姓名', en: 'Name' }, width: 16 },
  { key: 'workNo', header: { 'zh-CN': '用户编号', en: 'Work no.' }, width: 14 },
  { key: 'orgName', header: { 'zh-CN': '部门', en: 'Department' }, width: 18 },
  { key: 'position', header: { 'zh-CN': '岗位', en: 'Position' }, width: 16 },
  { key: 'totalLogin', header: { 'zh-CN': '登录天数', en: 'Days signed in' }, width: 12 },
  { key: 'studyPeriod', header: { 'zh-CN': '总学习时长（h）', en: 'Study time (h)' }, width: 16 },
  { key: 'countExam', header: { 'zh-CN': '参加考试数', en: 'Exams taken' }, width: 12 },
];

const STUDY_DEPT_COLUMNS: (ExportColumn & { key: keyof TReportStudyDeptRow })[] = [
  { key: 'orgName', header: { 'zh-CN': '部门名称', en: 'Department' }, width: 20 },
  { key: 'orgUserCount', header: { 'zh-CN': '部门人数', en: 'People' }, width: 12 },
  { key: 'countStudy', header: { 'zh-CN': '学习人数', en: 'Learners' }, width: 12 },
  { key: 'studyPeriod', header: { 'zh-CN': '总学习时长（h）', en: 'Study time (h)' }, width: 16 },
  { key: 'countExam', header: { 'zh-CN': '考试数', en: 'Exams taken' }, width: 12 },
];

export async function countStudyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const guard = backOffice(reportCodes.dashboard);

  async function scoped(request: FastifyRequest) {
    const query = parseInput(ZReportStudyUserQuerySchema, request.query, request);
    return { query, people: await peopleScopeOf(db, actorOf(request), query.orgId) };
  }

  app.get(reportPaths.studyUserList, guard, async (request) => {
    const { query, people } = await scoped(request);
    const [total, rows] = await Promise.all([
      countStudyUsers(db, people, query),
      listStudyUsers(db, people, query, pageWindow(query)),
    ]);
    return ok(request, paged(rows, total, query.pageSize));
  });

  app.get(reportPaths.studyUserExport, guard, async (request, reply) => {
    const { query, people } = await scoped(request);
    return exportRows(reply, request.lang, {
      fileName: { 'zh-CN': '个人学习统计', en: 'Study by person' },
      columns: STUDY_USER_COLUMNS,
      rows: await listStudyUsers(db, people, query),
    });
  });

  app.get(reportPaths.studyDeptList, guard, async (request) => {
    const query = parseInput(ZReportStudyDeptQuerySchema, request.query, request);
    const rows = await listStudyDepts(db, await peopleScopeOf(db, actorOf(request), query.orgId), query);
    const { limit, offset } = pageWindow(query);
    return ok(request, paged(rows.slice(offset, offset + limit), rows.length, query.pageSize));
  });

  app.get(reportPaths.studyDeptExport, guard, async (request, reply) => {
    const query = parseInput(ZReportStudyDeptQuerySchema, request.query, request);
    const rows = await listStudyDepts(db, await peopleScopeOf(db, actorOf(request), query.orgId), query);
    return exportRows(reply, request.lang, {
      fileName: { 'zh-CN': '部门学习统计', en: 'Study by department' },
      columns: STUDY_DEPT_COLUMNS,
      rows,
    });
  });
}
