// The lecturer's homework calls: the original's review lists (listCourseJob, workTeacher, workFront) and our
// review list, every submission of an assignment, and the review itself (grade or return for rework).
import {
  HomeworkSource,
  homeworkPaths as P,
  ZHomeworkCourseSchema,
  ZHomeworkJobRefSchema,
  ZHomeworkReviewListSchema,
  ZHomeworkReviewSchema,
  ZHomeworkSourceSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lecturerOnly, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { scopeOf } from './authoring-service.ts';
import { myJobs, sourceFilter } from './learner-service.ts';
import { reviewAccess } from './policy.ts';
import { presentGroup, presentJob, presentReviewRow, presentSubmission } from './presenter.ts';
import {
  listToReview,
  reviewedJob,
  reviewedJobs,
  reviewSubmission,
  submissionsOf,
} from './review-service.ts';

export async function homeworkLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.reviewList, lecturerOnly, async (request) => {
    const query = parseInput(ZHomeworkReviewListSchema, request.query, request);
    const { rows, totalNum } = await listToReview(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentReviewRow), totalNum, query.pageSize));
  });

  app.get(P.submissions, lecturerOnly, async (request) => {
    const { jobId } = parseInput(ZHomeworkJobRefSchema, request.query, request);
    const actor = actorOf(request);
    const job = await reviewedJob(db, actor, jobId);
    const rows = await submissionsOf(db, actor, [job.id]);
    return ok(request, { job: presentJob(job, null), submissions: rows.map(presentSubmission) });
  });

  app.post(P.review, lecturerOnly, async (request) => {
    const input = parseInput(ZHomeworkReviewSchema, request.body ?? {}, request);
    return ok(request, { id: await reviewSubmission(db, actorOf(request), input) }, 'homework.reviewed');
  });

  // A course's assignments: with `stuId`, that learner's work for the lecturer who reviews it; else mine.
  app.get(P.listCourseJob, signedIn, async (request) => {
    const { courseId, stuId } = parseInput(ZHomeworkCourseSchema, request.query, request);
    const actor = actorOf(request);
    const filter = sourceFilter(HomeworkSource.course, courseId);
    if (stuId && stuId !== actor.userId) {
      const access = await reviewAccess(db, actor, request.auth, () => scopeOf(db, actor));
      const jobs = await reviewedJobs(db, actor, filter, access);
      const rows = await submissionsOf(
        db,
        actor,
        jobs.map((job) => job.id),
        stuId,
      );
      return ok(
        request,
        jobs.map((job) => presentJob(job, rows.find((row) => row.homework_id === job.id) ?? null)),
      );
    }
    const items = await myJobs(db, actor, filter);
    return ok(
      request,
      items.map((item) => presentJob(item.job, item.submission)),
    );
  });

  app.get(P.planWorkTeacher, lecturerOnly, async (request) => {
    const query = parseInput(ZHomeworkSourceSchema, request.query, request);
    const actor = actorOf(request);
    const jobs = await reviewedJobs(
      db,
      actor,
      sourceFilter(HomeworkSource.studyPlan, query.studyPlanId, query.courseId),
    );
    const rows = await submissionsOf(
      db,
      actor,
      jobs.map((job) => job.id),
      query.userId,
    );
    return ok(
      request,
      jobs.map((job) => presentGroup(job, rows.find((row) => row.homework_id === job.id) ?? null)),
    );
  });

  const front = (source: HomeworkSource) => async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const jobs = await reviewedJobs(db, actor, sourceFilter(source));
    const rows = await submissionsOf(
      db,
      actor,
      jobs.map((job) => job.id),
    );
    return ok(
      request,
      jobs.map((job) => ({
        ...presentJob(job, null),
        submissions: rows.filter((row) => row.homework_id === job.id).map(presentSubmission),
      })),
    );
  };
  app.get(P.trainWorkFront, lecturerOnly, front(HomeworkSource.train));
  app.get(P.planWorkFront, lecturerOnly, front(HomeworkSource.studyPlan));
}
