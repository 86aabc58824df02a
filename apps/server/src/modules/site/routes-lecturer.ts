// The learner site's lecturer pages (讲师风采): the list, one lecturer, and the courses they teach. Open to
// visitors as the pages are (publicPage): a visitor sees the tenant's lecturers and the courses open to all.
import {
  lecturerPagePaths as P,
  ZLecturerCoursesSchema,
  ZLecturerDirectorySchema,
  ZLecturerRefSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signInOptional } from '../../core/access.ts';
import { visitorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { getLecturer, listLecturerCourses, listLecturerPage } from './lecturer-page-service.ts';
import { presentLecturer, presentLecturerCourse } from './presenter-lecturer.ts';

export async function siteLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.list, signInOptional, async (request) => {
    const query = parseInput(ZLecturerDirectorySchema, queryAndBody(request), request);
    const page = await listLecturerPage(db, visitorOf(request), query);
    return ok(request, paged(page.rows.map(presentLecturer), page.totalNum, query.pageSize));
  });

  app.post(P.detail, signInOptional, async (request) => {
    const { id } = parseInput(ZLecturerRefSchema, queryAndBody(request), request);
    return ok(request, presentLecturer(await getLecturer(db, visitorOf(request), id)));
  });

  app.post(P.courses, signInOptional, async (request) => {
    const query = parseInput(ZLecturerCoursesSchema, queryAndBody(request), request);
    const page = await listLecturerCourses(db, visitorOf(request), query);
    return ok(request, paged(page.rows.map(presentLecturerCourse), page.totalNum, query.pageSize));
  });
}
