// Progress endpoints (SPEC §7 Course pages): the learner's record, saving progress, study time, the view
// log of 'immediately learn', and one learner's study detail (their own, or any for the course's lecturer).
import {
  ZAddCourseLogSchema,
  ZAddStudyTimesSchema,
  ZCourseRefSchema,
  ZCourseStudyDetailSchema,
  ZSaveCourseRecordSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { requireVisibleCourse } from './course-service.ts';
import { getStudyDetail } from './lecturer-service.ts';
import { learnerOf } from './policy.ts';
import { addCourseLog, addStudyTime, findCourseRecord, saveCourseRecord } from './progress-service.ts';
import { presentRecord, presentStudyDetail } from './record-presenter.ts';
import { COURSE_BASE } from './routes-pages.ts';

/** Moves `accessToken` / `tenantId` of a beacon body into the headers the auth hook reads (header wins). */
async function adoptBeaconCredentials(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || request.headers.accesstoken) return;
  const { accessToken, tenantId } = body as Record<string, unknown>;
  if (typeof accessToken === 'string' && accessToken) request.headers.accesstoken = `bearer ${accessToken}`;
  if (typeof tenantId === 'string' && tenantId && !request.tenantHeader) request.tenantHeader = tenantId;
}

export async function courseProgressRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const signedIn = { config: { auth: 'required' } } as const;

  app.get(`${COURSE_BASE}/getCourseRecord`, signedIn, async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    const learner = learnerOf(request);
    await requireVisibleCourse(db, learner, courseId);
    return ok(
      request,
      presentRecord(courseId, await findCourseRecord(db, learner.tenantId, learner.userId, courseId)),
    );
  });

  // Also reached by navigator.sendBeacon when the learn page closes: a beacon cannot send headers, so
  // its body carries the access token (and the tenant), adopted here before the auth hook reads them.
  app.post(
    `${COURSE_BASE}/saveCourseUserRecord`,
    { ...signedIn, preValidation: adoptBeaconCredentials },
    async (request) => {
      const input = parseInput(ZSaveCourseRecordSchema, queryAndBody(request), request);
      return ok(request, await saveCourseRecord(db, learnerOf(request), input));
    },
  );

  app.post(`${COURSE_BASE}/addStudyTimes`, signedIn, async (request) => {
    const { courseId, studyTime } = parseInput(ZAddStudyTimesSchema, queryAndBody(request), request);
    return ok(request, await addStudyTime(db, learnerOf(request), courseId, studyTime));
  });

  app.post('/api/manage/v1/study/plan/course/addLog', signedIn, async (request) => {
    const { courseId, planId } = parseInput(ZAddCourseLogSchema, queryAndBody(request), request);
    await addCourseLog(db, learnerOf(request), courseId, planId);
    return ok(request, null);
  });

  app.get(`${COURSE_BASE}/getCourseStudyDetail`, signedIn, async (request) => {
    const { courseId, userId } = parseInput(ZCourseStudyDetailSchema, request.query, request);
    return ok(request, presentStudyDetail(await getStudyDetail(db, learnerOf(request), courseId, userId)));
  });
}
