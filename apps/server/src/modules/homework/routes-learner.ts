// The learner's homework calls at the original client's paths (SPEC §7 Coursework): the My Task cards per
// source and the badge, a card's detail, the work groups of a training or plan, a course's homework, and
// submitting — through our own submit call (text and files) or the original's one-file calls.
import {
  HomeworkFileCategory,
  HomeworkSource,
  homeworkPaths as P,
  ZHomeworkCourseSchema,
  ZHomeworkDetailSchema,
  ZHomeworkJobRefSchema,
  ZHomeworkLinkedFileSchema,
  ZHomeworkListSchema,
  ZHomeworkSourceSchema,
  ZHomeworkSubmitSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { scopeOf } from './authoring-service.ts';
import { countTodo, listCards, myJob, myJobs, sourceFilter, submitWork } from './learner-service.ts';
import { reviewAccess } from './policy.ts';
import { presentCard, presentDetail, presentGroup, presentJob } from './presenter.ts';
import { attachReviewFile } from './review-service.ts';

const LISTS = [
  [P.requiredWorkList, HomeworkSource.course],
  [P.trainWorkList, HomeworkSource.train],
  [P.electiveWorkList, HomeworkSource.studyPlan],
] as const;
const DETAILS = [
  [P.studyWorkDetail, HomeworkSource.course],
  [P.trainWorkDetail, HomeworkSource.train],
  [P.electiveWorkDetail, HomeworkSource.studyPlan],
] as const;

export async function homeworkLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.todoNum, signedIn, async (request) => ok(request, await countTodo(db, actorOf(request))));

  for (const [url, fallback] of LISTS)
    app.route({
      method: ['GET', 'POST'],
      url,
      ...signedIn,
      handler: async (request) => {
        const query = parseInput(ZHomeworkListSchema, queryAndBody(request), request);
        const source = query.sourse ?? fallback;
        const { rows, totalNum } = await listCards(db, actorOf(request), source, query);
        return ok(
          request,
          paged(
            rows.map((row) => presentCard(row, source)),
            totalNum,
            query.pageSize,
          ),
        );
      },
    });

  for (const [url, source] of DETAILS)
    app.get(url, signedIn, async (request) => {
      const { id } = parseInput(ZHomeworkDetailSchema, request.query, request);
      const items = await myJobs(db, actorOf(request), sourceFilter(source, id));
      return ok(request, presentDetail(source, id, items));
    });

  const groups = (source: HomeworkSource) => async (request: FastifyRequest) => {
    const query = parseInput(ZHomeworkSourceSchema, request.query, request);
    const bizId = (source === HomeworkSource.train ? query.trainId : query.studyPlanId) ?? query.id;
    const actor = actorOf(request);
    const items = await myJobs(db, actor, sourceFilter(source, bizId, query.courseId));
    return ok(
      request,
      items.map((item) => presentGroup(item.job, item.submission)),
    );
  };
  app.get(P.trainWork, signedIn, groups(HomeworkSource.train));
  app.get(P.planWork, signedIn, groups(HomeworkSource.studyPlan));

  const courseJobs = async (request: FastifyRequest) => {
    const { courseId } = parseInput(ZHomeworkCourseSchema, request.query, request);
    const items = await myJobs(db, actorOf(request), sourceFilter(HomeworkSource.course, courseId));
    return ok(
      request,
      items.map((item) => presentJob(item.job, item.submission)),
    );
  };
  app.get(P.courseWorkInfo, signedIn, courseJobs);

  app.get(P.jobDetail, signedIn, async (request) => {
    const { jobId } = parseInput(ZHomeworkJobRefSchema, request.query, request);
    const { job, submission } = await myJob(db, actorOf(request), jobId);
    return ok(request, presentJob(job, submission));
  });

  app.post(P.submit, signedIn, async (request) => {
    const input = parseInput(ZHomeworkSubmitSchema, queryAndBody(request), request);
    return ok(request, { id: await submitWork(db, actorOf(request), input) }, 'homework.submitted');
  });

  // The original's one-file calls: a learner's file is a submission of that file; a lecturer's is the review file.
  const linkedFile = async (request: FastifyRequest) => {
    const input = parseInput(ZHomeworkLinkedFileSchema, queryAndBody(request), request);
    const actor = actorOf(request);
    const file = { fileName: input.fileName, filePath: input.filePath, fileSize: input.fileSize };
    if (input.fileCategory === HomeworkFileCategory.teacher && input.userId) {
      const access = await reviewAccess(db, actor, request.auth, () => scopeOf(db, actor));
      return ok(request, { id: await attachReviewFile(db, actor, input.jobId, input.userId, file, access) });
    }
    const id = await submitWork(
      db,
      actor,
      { jobId: input.jobId, content: undefined, files: [file] },
      () => 'filePath',
    );
    return ok(request, { id }, 'homework.submitted');
  };
  app.post(P.saveLinkedFile, signedIn, linkedFile);
  app.post(P.courseWorkSave, signedIn, linkedFile);
}
