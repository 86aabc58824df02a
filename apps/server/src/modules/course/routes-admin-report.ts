// Required assignment and study reports of the back office (issue 20 items 6 and 9): assign a course to
// users, org units or positions with a deadline; the per-course report and its learners, with exports.
import {
  COURSE_RULES,
  courseAdminPaths,
  courseCodes,
  ZAssignmentListSchema,
  ZAssignSchema,
  ZCourseReportListSchema,
  ZCourseStudyListSchema,
  ZUnassignSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import { paged, pageWindow } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { assignCourse, listAssignments, unassignCourse } from './admin-assign-service.ts';
import { courseReport } from './admin-report-service.ts';
import { listCourseLearners } from './lecturer-service.ts';
import { presentAssignment, presentReportRow } from './presenter-admin.ts';
import { courseReportExport, courseReportRecord } from './presenter-admin-export.ts';
import { presentStudyRow } from './presenter-record.ts';

const C = courseCodes;

export async function courseAdminReportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const caller = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    return { actor, scope: await dataScopeOf(db, actor) };
  };

  app.get(courseAdminPaths.assignments, backOffice(C.courseAssign), async (request) => {
    const query = parseInput(ZAssignmentListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const { rows, totalNum } = await listAssignments(db, actor, scope, query);
    return ok(request, paged(rows.map(presentAssignment), totalNum, query.pageSize));
  });
  app.post(courseAdminPaths.assign, backOffice(C.courseAssign), async (request) => {
    const input = parseInput(ZAssignSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await assignCourse(db, actor, scope, input);
    return ok(request, null);
  });
  app.post(courseAdminPaths.unassign, backOffice(C.courseAssign), async (request) => {
    const input = parseInput(ZUnassignSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await unassignCourse(db, actor, scope, input);
    return ok(request, null);
  });

  app.get(courseAdminPaths.reportList, backOffice(C.reportView), async (request) => {
    const query = parseInput(ZCourseReportListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const { rows, totalNum } = await courseReport(db, actor, scope, query, pageWindow(query));
    return ok(request, paged(rows.map(presentReportRow), totalNum, query.pageSize));
  });
  app.get(courseAdminPaths.exportReportList, backOffice(C.reportExport), async (request, reply) => {
    const query = parseInput(ZCourseReportListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const window = { limit: COURSE_RULES.exportRowsMax, offset: 0 };
    const { rows } = await courseReport(db, actor, scope, query, window);
    const records = rows.map((row) => courseReportRecord(presentReportRow(row)));
    return exportRows(reply, request.lang, { ...courseReportExport, rows: records });
  });
  app.get(courseAdminPaths.reportLearners, backOffice(C.reportView), async (request) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const { rows, totalNum } = await listCourseLearners(db, actor, query, scope);
    return ok(request, paged(rows.map(presentStudyRow), totalNum, query.pageSize));
  });
}
