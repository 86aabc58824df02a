// After an exam (SPEC §7 Exams): the answer reviews and the wrong-question book with practice.
// Registered by routes.ts.
import {
  examPaths,
  ZAttemptQuerySchema,
  ZViewAnswerQuerySchema,
  ZWrongDetailQuerySchema,
  ZWrongListQuerySchema,
  ZWrongPracticeSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { presentPractice, presentReview, presentWrong, presentWrongPage } from './presenter-review.ts';
import { reviewAnswers, reviewAttempt } from './review-service.ts';
import { listWrong, practiseWrong, wrongDetail } from './wrong-service.ts';

export async function examReviewRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(examPaths.viewAnswer, signedIn, async (request) => {
    const query = parseInput(ZViewAnswerQuerySchema, request.query, request);
    const review = await reviewAnswers(db, { learner: actorOf(request), ...query, now: new Date() });
    return ok(request, presentReview(review));
  });

  app.get(examPaths.viewAnswerEachSession, signedIn, async (request) => {
    const { attemptId } = parseInput(ZAttemptQuerySchema, request.query, request);
    const review = await reviewAttempt(db, { learner: actorOf(request), attemptId, now: new Date() });
    return ok(request, presentReview(review));
  });

  app.get(examPaths.wrongList, signedIn, async (request) => {
    const query = parseInput(ZWrongListQuerySchema, request.query, request);
    const page = await listWrong(db, { learner: actorOf(request), query });
    return ok(request, presentWrongPage(page, query.pageSize));
  });

  app.get(examPaths.wrongDetail, signedIn, async (request) => {
    const { questionId } = parseInput(ZWrongDetailQuerySchema, request.query, request);
    return ok(request, presentWrong(await wrongDetail(db, { learner: actorOf(request), questionId })));
  });

  app.post(examPaths.wrongPractice, signedIn, async (request) => {
    const input = parseInput(ZWrongPracticeSchema, request.body, request);
    const practice = await practiseWrong(db, { learner: actorOf(request), ...input, now: new Date() });
    return ok(request, presentPractice(practice));
  });
}
