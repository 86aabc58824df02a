// Course centre and course page endpoints (SPEC §7 Course pages): the public catalogue (opening path),
// its filter choices and category levels, the home page's popular courses, one course, its catalogue,
// related courses, the prerequisite check, the QR code and shares.
import {
  coursePaths,
  ZCategoryListSchema,
  ZCourseQrSchema,
  ZCourseRefSchema,
  ZForegroundCourseListSchema,
  ZHotCourseListSchema,
  ZLecturerOptionsSchema,
  ZNextCategoriesSchema,
  ZShareCourseSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf, visitorOf } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { originOf } from '../../core/origin.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listCategories } from './admin-category-service.ts';
import {
  listCourseLecturers,
  listForegroundCourses,
  listHotCourses,
  listLecturerOptions,
  listRelatedCourses,
} from './catalog-service.ts';
import { checkPreCourse, getCourseDetail, listCatalog } from './course-service.ts';
import { listKnowledgeTree, listNextCategories } from './knowledge-service.ts';
import {
  presentCard,
  presentCardPage,
  presentCategory,
  presentChapter,
  presentLecturerOptions,
} from './presenter.ts';
import { presentCategoryTree } from './presenter-admin.ts';
import { presentCourseDetail } from './presenter-record.ts';
import { courseQrPng, shareCourse } from './share-service.ts';

export async function coursePageRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  /** Anonymous callers name the tenant (Tenant-Id header); it must exist and be enabled. */
  async function openingVisitor(request: FastifyRequest) {
    const visitor = visitorOf(request);
    await tenants.requireTenant(request, visitor.tenantId);
    return visitor;
  }

  registerOpeningRoute(app, {
    method: ['GET', 'POST'],
    url: coursePaths.foregroundCourseList,
    handler: async (request) => {
      const query = parseInput(ZForegroundCourseListSchema, queryAndBody(request), request);
      const page = await listForegroundCourses(db, await openingVisitor(request), query);
      return ok(request, presentCardPage(page, query.pageSize));
    },
  });

  app.get(coursePaths.hotCourses, signedIn, async (request) => {
    const query = parseInput(ZHotCourseListSchema, request.query, request);
    return ok(request, presentCardPage(await listHotCourses(db, actorOf(request), query), query.pageSize));
  });

  registerOpeningRoute(app, {
    method: 'GET',
    url: coursePaths.lecturerOptions,
    handler: async (request) => ok(request, await listCourseLecturers(db, await openingVisitor(request))),
  });
  app.get(coursePaths.lecturerOptionsAlias, signedIn, async (request) =>
    ok(request, await listCourseLecturers(db, actorOf(request))),
  );
  app.post(coursePaths.listLecturers, signedIn, async (request) => {
    const query = parseInput(ZLecturerOptionsSchema, queryAndBody(request), request);
    const page = await listLecturerOptions(db, actorOf(request), query);
    return ok(request, presentLecturerOptions(page, query.pageSize));
  });

  registerOpeningRoute(app, {
    method: 'GET',
    url: coursePaths.knowledgeSystems,
    handler: async (request) =>
      ok(request, await listKnowledgeTree(db, (await openingVisitor(request)).tenantId)),
  });
  const nextCategories: RouteHandlerMethod = async (request) => {
    const { id } = parseInput(ZNextCategoriesSchema, request.query, request);
    const rows = await listNextCategories(db, actorOf(request).tenantId, id);
    return ok(request, rows.map(presentCategory));
  };
  app.get(coursePaths.nextCategories, signedIn, nextCategories);
  app.get(coursePaths.nextCategoriesAlias, signedIn, nextCategories);

  app.get(coursePaths.getCourse, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const actor = actorOf(request);
    return ok(request, presentCourseDetail(await getCourseDetail(db, actor, courseId), actor));
  });

  // One original path, two calls: with a course, its chapters (learner pages); without, the category tree
  // the back office manages (visible categories only, by the caller's org and data scope).
  app.get(coursePaths.getCatalog, signedIn, async (request) => {
    if (!hasCourseParam(request.query)) {
      const query = parseInput(ZCategoryListSchema, request.query, request);
      const actor = actorOf(request);
      return ok(
        request,
        presentCategoryTree(await listCategories(db, actor, await dataScopeOf(db, actor), query)),
      );
    }
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    return ok(request, (await listCatalog(db, actorOf(request), courseId)).map(presentChapter));
  });

  app.post(coursePaths.relatedCourses, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    const rows = await listRelatedCourses(db, actorOf(request), courseId);
    return ok(
      request,
      rows.map((row) => presentCard(row)),
    );
  });

  app.get(coursePaths.preCourseCheck, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    return ok(request, await checkPreCourse(db, actorOf(request), courseId));
  });

  app.get(coursePaths.qrCode, signedIn, async (request, reply) => {
    const { courseId, width } = parseInput(ZCourseQrSchema, request.query, request);
    const png = await courseQrPng(db, actorOf(request), { courseId, width, origin: originOf(request) });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=300')
      .send(png);
  });

  app.post(coursePaths.shareCourse, signedIn, async (request) => {
    const { courseId, channel } = parseInput(ZShareCourseSchema, queryAndBody(request), request);
    return ok(
      request,
      await shareCourse(db, actorOf(request), { courseId, channel, origin: originOf(request) }),
    );
  });
}

/** Whether a getCatalog call names a course (courseId or id), i.e. asks for its chapters. */
function hasCourseParam(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return ['courseId', 'id'].some((key) => key in query);
}
