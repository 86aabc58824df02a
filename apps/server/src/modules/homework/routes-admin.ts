// Back-office homework: the assignments with their report (reached, submitted, graded, passed) — also the
// course and training editors' picker (by source, bizId, chapterId) — authoring and deletion, every
// submission of an assignment with its review, and all its files as one zip. Every route is `backOffice(code)`.
import {
  homeworkPrivilegeCodes as C,
  homeworkAdminPaths as P,
  ZHomeworkAdminListSchema,
  ZHomeworkDetailSchema,
  ZHomeworkIdsSchema,
  ZHomeworkJobRefSchema,
  ZHomeworkReviewSchema,
  ZHomeworkSaveSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { presentZip } from '../file/presenter-zip.ts';
import { adminJob, adminReview, adminSubmissions } from './admin-review-service.ts';
import { deleteAssignments, listAssignments, saveAssignment } from './authoring-service.ts';
import { presentJob, presentSubmission } from './presenter.ts';
import { presentAdminRow, presentEditable } from './presenter-admin.ts';
import { submissionsZip } from './zip-service.ts';

export async function homeworkAdminRoutes(app: FastifyInstance) {
  const { db, storage } = app.deps;

  app.get(P.list, backOffice(C.job), async (request) => {
    const query = parseInput(ZHomeworkAdminListSchema, request.query, request);
    const { rows, totalNum } = await listAssignments(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAdminRow), totalNum, query.pageSize));
  });

  app.get(P.detail, backOffice(C.job), async (request) => {
    const { id } = parseInput(ZHomeworkDetailSchema, request.query, request);
    return ok(request, presentEditable(await adminJob(db, actorOf(request), id)));
  });

  app.post(P.save, backOffice(C.jobSave), async (request) => {
    const input = parseInput(ZHomeworkSaveSchema, request.body ?? {}, request);
    return ok(request, { id: await saveAssignment(db, actorOf(request), input) });
  });

  app.post(P.remove, backOffice(C.jobDelete), async (request) => {
    const { ids } = parseInput(ZHomeworkIdsSchema, queryAndBody(request), request);
    return ok(request, { removed: await deleteAssignments(db, actorOf(request), ids) });
  });

  app.get(P.submissions, backOffice(C.job), async (request) => {
    const { jobId } = parseInput(ZHomeworkJobRefSchema, request.query, request);
    const { job, submissions } = await adminSubmissions(db, actorOf(request), jobId);
    return ok(request, { job: presentJob(job, null), submissions: submissions.map(presentSubmission) });
  });

  app.post(P.review, backOffice(C.jobReview), async (request) => {
    const input = parseInput(ZHomeworkReviewSchema, request.body ?? {}, request);
    return ok(request, { id: await adminReview(db, actorOf(request), input) }, 'homework.reviewed');
  });

  app.get(P.zip, backOffice(C.job), async (request, reply) => {
    const { jobId } = parseInput(ZHomeworkJobRefSchema, request.query, request);
    return presentZip(reply, await submissionsZip(db, storage, actorOf(request), jobId));
  });
}
