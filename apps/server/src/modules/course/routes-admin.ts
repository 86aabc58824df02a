// Course authoring routes of the back office (issue 20 item 6), at the original back office's paths: the
// category tree and the course editor. Every route is `backOffice(code)`; the data scope of the caller's
// role limits what each one sees and changes (services), and each change is audited.
import {
  courseAdminPaths,
  courseCodes,
  ZAdminCourseListSchema,
  ZCategoryAddSchema,
  ZCategoryEditSchema,
  ZCategoryRefSchema,
  ZCategorySortSchema,
  ZCategoryStatusSchema,
  ZChapterSortSchema,
  ZCourseAddSchema,
  ZCourseEditSchema,
  ZCourseRefSchema,
  ZLecturerOptionsAdminSchema,
  ZRepeatCourseNoSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import {
  addCategory,
  deleteCategory,
  editCategory,
  setCategoryEnabled,
  sortCategories,
} from './admin-category-service.ts';
import {
  addCourse,
  copyCourse,
  editCourse,
  getAdminCourse,
  listAdminCourses,
  sortChapters,
} from './admin-course-service.ts';
import { serveCourseImport } from './admin-import-service.ts';
import { isCourseNoTaken, listPeopleOptions } from './admin-option-service.ts';
import { presentAdminCourse, presentAdminCourseDetail } from './presenter-admin.ts';
import { courseListExport, courseListRecord } from './presenter-admin-export.ts';
import { courseAdminReportRoutes } from './routes-admin-report.ts';

const C = courseCodes;

export async function courseAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const caller = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    return { actor, scope: await dataScopeOf(db, actor) };
  };

  // ---- categories (the list is getCatalog without a course: routes-pages.ts) ----
  app.post(courseAdminPaths.addCategory, backOffice(C.categoryAdd), async (request) => {
    const input = parseInput(ZCategoryAddSchema, request.body, request);
    const { actor, scope } = await caller(request);
    return ok(request, await addCategory(db, actor, scope, input));
  });
  app.put(courseAdminPaths.editCategory, backOffice(C.categoryEdit), async (request) => {
    const input = parseInput(ZCategoryEditSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await editCategory(db, actor, scope, input);
    return ok(request, null);
  });
  app.delete(courseAdminPaths.deleteCategory, backOffice(C.categoryDelete), async (request) => {
    const { id } = parseInput(ZCategoryRefSchema, queryAndBody(request), request);
    const { actor, scope } = await caller(request);
    await deleteCategory(db, actor, scope, id);
    return ok(request, null);
  });
  app.put(courseAdminPaths.categoryStatus, backOffice(C.categoryEdit), async (request) => {
    const { id, status } = parseInput(ZCategoryStatusSchema, queryAndBody(request), request);
    const { actor, scope } = await caller(request);
    await setCategoryEnabled(db, actor, scope, id, status === 1);
    return ok(request, { status });
  });
  app.put(courseAdminPaths.categorySort, backOffice(C.categoryEdit), async (request) => {
    const input = parseInput(ZCategorySortSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await sortCategories(db, actor, scope, input);
    return ok(request, null);
  });

  // ---- courses ----
  app.get(courseAdminPaths.courseList, backOffice(C.courseList), async (request) => {
    const query = parseInput(ZAdminCourseListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const { rows, totalNum } = await listAdminCourses(db, actor, scope, query);
    return ok(request, paged(rows.map(presentAdminCourse), totalNum, query.pageSize));
  });
  app.get(courseAdminPaths.exportCourseList, backOffice(C.courseExport), async (request, reply) => {
    const query = parseInput(ZAdminCourseListSchema, request.query, request);
    const { actor, scope } = await caller(request);
    const { rows } = await listAdminCourses(db, actor, scope, { ...query, pageNo: 1, pageSize: 50_000 });
    const records = rows.map((row) => courseListRecord(presentAdminCourse(row), request.lang));
    return exportRows(reply, request.lang, { ...courseListExport, rows: records });
  });
  app.get(courseAdminPaths.courseDetail, backOffice(C.courseList), async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const { actor, scope } = await caller(request);
    return ok(request, presentAdminCourseDetail(await getAdminCourse(db, actor, scope, courseId)));
  });
  app.post(courseAdminPaths.addCourse, backOffice(C.courseAdd), async (request) => {
    const input = parseInput(ZCourseAddSchema, request.body, request);
    const { actor, scope } = await caller(request);
    return ok(request, await addCourse(db, actor, scope, input));
  });
  app.put(courseAdminPaths.editCourse, backOffice(C.courseEdit), async (request) => {
    const input = parseInput(ZCourseEditSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await editCourse(db, actor, scope, input);
    return ok(request, { id: input.courseId });
  });
  app.post(courseAdminPaths.copyCourse, backOffice(C.courseCopy), async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    const { actor, scope } = await caller(request);
    return ok(request, await copyCourse(db, actor, scope, courseId));
  });
  app.put(courseAdminPaths.chapterSort, backOffice(C.courseEdit), async (request) => {
    const input = parseInput(ZChapterSortSchema, request.body, request);
    const { actor, scope } = await caller(request);
    await sortChapters(db, actor, scope, input);
    return ok(request, null);
  });
  app.get(courseAdminPaths.repeatCourseNo, backOffice(C.courseList), async (request) => {
    const { courseNo, courseId } = parseInput(ZRepeatCourseNoSchema, request.query, request);
    const taken = await isCourseNoTaken(db, actorOf(request).tenantId, courseNo, courseId ?? null);
    return ok(request, { repeat: taken });
  });
  app.get(courseAdminPaths.lecturerOptions, backOffice(C.courseList), async (request) => {
    const query = parseInput(ZLecturerOptionsAdminSchema, request.query, request);
    return ok(request, await listPeopleOptions(db, actorOf(request).tenantId, 'lecturer', query.likeQuery));
  });
  app.get(courseAdminPaths.creatorOptions, backOffice(C.courseList), async (request) =>
    ok(request, await listPeopleOptions(db, actorOf(request).tenantId, 'creator')),
  );

  await courseAdminReportRoutes(app);
  await serveCourseImport(app);
}
