// The lecturer's course tab (SPEC §7 Lecturer "Course"): lecturer identity only (`lecturerOnly`, enforced
// by the auth hook), and only the lecturer's own courses (policy, through the service).
import {
  COURSE_RULES,
  courseCodes,
  coursePaths,
  ShelfState,
  ZCourseFeelListSchema,
  ZCourseRefSchema,
  ZCourseStudyListSchema,
  ZLecturerCourseListSchema,
  ZShelfBatchSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecturerOnly, lecturerOrBackOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import {
  allCourseLearners,
  checkCanDelete,
  deleteCourse,
  listCourseLearners,
  listLearnerExperiences,
  listLecturerCourses,
  setOnShelf,
} from './lecturer-service.ts';
import { sharedRouteScope } from './policy.ts';
import { presentExperience, presentLecturerCourse } from './presenter.ts';
import { presentStudyRow } from './presenter-record.ts';
import { exportFileName, studyListWorkbook } from './presenter-study-list.ts';

// The study list, its export, the shelf and deletion are also the back office's (same original paths): a
// caller holding the code acts within their data scope, a lecturer on their own courses.
export async function courseLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const C = courseCodes;
  const scopeOf = (request: FastifyRequest, code: string) =>
    sharedRouteScope(db, actorOf(request), authOf(request), code);

  app.get(coursePaths.lecturerCourses, lecturerOnly, async (request) => {
    const query = parseInput(ZLecturerCourseListSchema, request.query, request);
    const { rows, totalNum } = await listLecturerCourses(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentLecturerCourse), totalNum, query.pageSize));
  });

  app.get(coursePaths.studyList, lecturerOrBackOffice(C.reportView), async (request) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const scope = await scopeOf(request, C.reportView);
    const { rows, totalNum } = await listCourseLearners(db, actorOf(request), query, scope);
    return ok(request, paged(rows.map(presentStudyRow), totalNum, query.pageSize));
  });

  app.get(coursePaths.exportStudyList, lecturerOrBackOffice(C.reportExport), async (request, reply) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const scope = await scopeOf(request, C.reportExport);
    const cap = COURSE_RULES.exportRowsMax;
    const { course, rows } = await allCourseLearners(db, actorOf(request), query, cap, scope);
    const workbook = await studyListWorkbook(course.name, rows, request.lang);
    const name = exportFileName(course.name, request.lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.utf8}`)
      .header('cache-control', 'no-store')
      .send(workbook);
  });

  app.get(coursePaths.learnerExperiences, lecturerOnly, async (request) => {
    const query = parseInput(ZCourseFeelListSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listLearnerExperiences(db, actor, query);
    const data = rows.map((row) => presentExperience(row, actor.userId));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  app.put(coursePaths.putaway, lecturerOrBackOffice(C.coursePublish), async (request) => {
    const { courseIds, status } = parseInput(ZShelfBatchSchema, queryAndBody(request), request);
    const scope = await scopeOf(request, C.coursePublish);
    await setOnShelf(db, actorOf(request), courseIds, status === ShelfState.on, scope);
    return ok(request, { isPutaway: status });
  });

  app.post(coursePaths.deleteCheck, lecturerOrBackOffice(C.courseDelete), async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    const scope = await scopeOf(request, C.courseDelete);
    return ok(request, await checkCanDelete(db, actorOf(request), courseId, scope));
  });

  app.post(coursePaths.deleteCourse, lecturerOrBackOffice(C.courseDelete), async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    await deleteCourse(db, actorOf(request), courseId, await scopeOf(request, C.courseDelete));
    return ok(request, null);
  });
}
