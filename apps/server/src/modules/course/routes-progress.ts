// Progress endpoints (SPEC §7 Course pages): the learner's record, saving progress, study time, the view
// log of 'immediately learn', and one learner's study detail (their own, or any for the course's lecturer).
// Each is served at the original client's path and at its SPEC §7 spelling.
import {
  coursePaths,
  ZAddCourseLogSchema,
  ZAddStudyTimesSchema,
  ZCourseRefSchema,
  ZCourseStudyDetailSchema,
  ZSaveCourseRecordSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { getStudyDetail } from './lecturer-service.ts';
import { presentRecord, presentStudyDetail } from './presenter-record.ts';
import { addCourseLog, addStudyTime, getCourseRecord, saveCourseRecord } from './progress-service.ts';

/** Moves `accessToken` / `tenantId` of a beacon body into the headers the auth hook reads (header wins). */
async function adoptBeaconCredentials(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || request.headers.accesstoken) return;
  const accessToken = 'accessToken' in body ? body.accessToken : undefined;
  const tenantId = 'tenantId' in body ? body.tenantId : undefined;
  if (typeof accessToken === 'string' && accessToken) request.headers.accesstoken = `bearer ${accessToken}`;
  if (typeof tenantId === 'string' && tenantId && !request.tenantHeader) request.tenantHeader = tenantId;
}

export async function courseProgressRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const getRecord: RouteHandlerMethod = async (request) => {
    const { courseId } = parseInput(ZCourseRefSchema, request.query, request);
    return ok(request, presentRecord(courseId, await getCourseRecord(db, actorOf(request), courseId)));
  };
  app.get(coursePaths.getCourseRecord, signedIn, getRecord);
  app.get(coursePaths.getCourseRecordAlias, signedIn, getRecord);

  // Also reached by navigator.sendBeacon when the learn page closes: a beacon cannot send headers, so
  // its body carries the access token (and the tenant), adopted here before the auth hook reads them.
  const saveRecord: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZSaveCourseRecordSchema, queryAndBody(request), request);
    return ok(request, await saveCourseRecord(db, actorOf(request), input));
  };
  const beacon = { ...signedIn, preValidation: adoptBeaconCredentials };
  app.post(coursePaths.saveCourseRecord, beacon, saveRecord);
  app.post(coursePaths.saveCourseRecordAlias, beacon, saveRecord);

  const studyTimes: RouteHandlerMethod = async (request) => {
    const { courseId, studyTime } = parseInput(ZAddStudyTimesSchema, queryAndBody(request), request);
    return ok(request, await addStudyTime(db, actorOf(request), courseId, studyTime));
  };
  app.get(coursePaths.addStudyTimes, signedIn, studyTimes);
  app.post(coursePaths.addStudyTimesAlias, signedIn, studyTimes);

  app.post(coursePaths.addCourseLog, signedIn, async (request) => {
    const { courseId, planId } = parseInput(ZAddCourseLogSchema, queryAndBody(request), request);
    await addCourseLog(db, actorOf(request), courseId, planId);
    return ok(request, null);
  });

  const studyDetail: RouteHandlerMethod = async (request) => {
    const { courseId, userId } = parseInput(ZCourseStudyDetailSchema, request.query, request);
    return ok(request, presentStudyDetail(await getStudyDetail(db, actorOf(request), courseId, userId)));
  };
  app.get(coursePaths.studyDetail, signedIn, studyDetail);
  app.get(coursePaths.studyDetailAlias, signedIn, studyDetail);
}
