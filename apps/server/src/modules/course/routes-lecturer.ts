// The lecturer's course tab (SPEC §7 Lecturer "Course"): lecturer identity only (`lecturerOnly`, enforced
// by the auth hook), and only the lecturer's own courses (policy, through the service).
import {
  COURSE_RULES,
  coursePaths,
  ShelfState,
  ZCourseFeelListSchema,
  ZCourseRefSchema,
  ZCourseStudyListSchema,
  ZLecturerCourseListSchema,
  ZPutawaySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { lecturerOnly } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  allCourseLearners,
  checkCanDelete,
  deleteCourse,
  listCourseLearners,
  listLearnerExperiences,
  listLecturerCourses,
  setOnShelf,
} from './lecturer-service.ts';
import { presentExperience, presentLecturerCourse } from './presenter.ts';
import { presentStudyRow } from './presenter-record.ts';
import { exportFileName, studyListWorkbook } from './presenter-study-list.ts';

export async function courseLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(coursePaths.lecturerCourses, lecturerOnly, async (request) => {
    const query = parseInput(ZLecturerCourseListSchema, request.query, request);
    const { rows, totalNum } = await listLecturerCourses(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentLecturerCourse), totalNum, query.pageSize));
  });

  app.get(coursePaths.studyList, lecturerOnly, async (request) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const { rows, totalNum } = await listCourseLearners(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentStudyRow), totalNum, query.pageSize));
  });

  app.get(coursePaths.exportStudyList, lecturerOnly, async (request, reply) => {
    const query = parseInput(ZCourseStudyListSchema, request.query, request);
    const { course, rows } = await allCourseLearners(db, actorOf(request), query, COURSE_RULES.exportRowsMax);
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

  app.put(coursePaths.putaway, lecturerOnly, async (request) => {
    const { courseId, status } = parseInput(ZPutawaySchema, queryAndBody(request), request);
    await setOnShelf(db, actorOf(request), courseId, status === ShelfState.on);
    return ok(request, { isPutaway: status });
  });

  app.post(coursePaths.deleteCheck, lecturerOnly, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    return ok(request, await checkCanDelete(db, actorOf(request), courseId));
  });

  app.post(coursePaths.deleteCourse, lecturerOnly, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    await deleteCourse(db, actorOf(request), courseId);
    return ok(request, null);
  });
}
