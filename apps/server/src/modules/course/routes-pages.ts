// Course centre and course page endpoints (SPEC §7 Course pages): the public catalogue (opening path),
// its filter choices, one course, its catalogue, related courses, the prerequisite check, the QR code.
import {
  type TCourseCard,
  type TPreCourseCheck,
  ZCourseQrSchema,
  ZCourseRefSchema,
  ZForegroundCourseListSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  listCourseLecturers,
  listForegroundCourses,
  listKnowledgeTree,
  listRelatedCourses,
} from './catalog-service.ts';
import { courseQrPng } from './collection-service.ts';
import { checkPreCourse, getCourseDetail, listCatalog } from './course-service.ts';
import { learnerOf, viewerOf } from './policy.ts';
import { page, presentCard, presentChapter } from './presenter.ts';
import { presentCourseDetail } from './record-presenter.ts';

export const COURSE_BASE = '/api/manage/v1/course';
const OPENING_BASE = '/api/manage/external/opening/v1/web/course';

/** `https://host[:port]` of this request: shared links and QR codes point back at the site in use. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function coursePageRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;
  const signedIn = { config: { auth: 'required' } } as const;

  /** Anonymous callers name the tenant with the Tenant-Id header; signed-in ones are held to theirs. */
  async function openingViewer(request: FastifyRequest) {
    const tenant = await tenants.requireTenant(request, request.auth?.tenantId);
    return viewerOf(request.auth, tenant.id);
  }

  registerOpeningRoute(app, {
    method: ['GET', 'POST'],
    url: `${OPENING_BASE}/getForegroundCourseList`,
    handler: async (request) => {
      const query = parseInput(ZForegroundCourseListSchema, queryAndBody(request), request);
      const viewer = await openingViewer(request);
      const { rows, totalNum } = await listForegroundCourses(db, viewer, query);
      return ok(
        request,
        page<TCourseCard>(
          rows.map((row) => presentCard(row)),
          totalNum,
          query.pageSize,
        ),
      );
    },
  });

  registerOpeningRoute(app, {
    method: 'GET',
    url: `${OPENING_BASE}/listForegroundTeacherComboBox`,
    handler: async (request) => ok(request, await listCourseLecturers(db, await openingViewer(request))),
  });
  // The original client also calls it under the course path.
  app.get(`${COURSE_BASE}/listForegroundTeacherComboBox`, signedIn, async (request) =>
    ok(request, await listCourseLecturers(db, learnerOf(request))),
  );

  registerOpeningRoute(app, {
    method: 'GET',
    url: `${OPENING_BASE}/listKnowledgeSystem`,
    handler: async (request) =>
      ok(request, await listKnowledgeTree(db, (await openingViewer(request)).tenantId)),
  });

  app.get(`${COURSE_BASE}/getCourse`, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const viewer = learnerOf(request);
    return ok(request, presentCourseDetail(await getCourseDetail(db, viewer, courseId), viewer));
  });

  app.get(`${COURSE_BASE}/getCatalog`, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const chapters = await listCatalog(db, learnerOf(request), courseId);
    return ok(request, chapters.map(presentChapter));
  });

  app.post(`${COURSE_BASE}/getRelatedRecommendCourseList`, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, queryAndBody(request), request);
    const rows = await listRelatedCourses(db, learnerOf(request), courseId);
    return ok(
      request,
      rows.map((row) => presentCard(row)),
    );
  });

  app.get('/api/manage/v1/study/isFinishPreCourse', signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const check: TPreCourseCheck = await checkPreCourse(db, learnerOf(request), courseId);
    return ok(request, check);
  });

  app.get(`${COURSE_BASE}/createWxaCodeUnlimitBytes`, signedIn, async (request, reply) => {
    const { courseId, width } = parseInput(ZCourseQrSchema, request.query, request);
    const png = await courseQrPng(db, learnerOf(request), { courseId, width, origin: originOf(request) });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=300')
      .send(png);
  });
}
