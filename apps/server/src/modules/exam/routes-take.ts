// Taking an exam (SPEC §7 Exams): join, the paper, draft saves, the per-question clock of answer mode 2,
// and the submit. Registered by routes.ts.
import {
  examPaths,
  ZAttemptQuerySchema,
  ZJoinExamSchema,
  ZOpenQuestionSchema,
  ZSaveDraftSchema,
  ZSubmitPaperSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { openQuestion, saveDraft } from './draft-service.ts';
import {
  presentDraftSave,
  presentJoin,
  presentOpenedQuestion,
  presentPaper,
  presentResult,
} from './presenter.ts';
import { submitPaper } from './submit-service.ts';
import { joinExam, takeExam } from './take-service.ts';

export async function examTakeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(examPaths.joinExam, signedIn, async (request) => {
    const { batchId } = parseInput(ZJoinExamSchema, queryAndBody(request), request);
    const joined = await joinExam(db, { learner: actorOf(request), batchId, now: new Date() });
    return ok(request, presentJoin(joined));
  });

  app.get(examPaths.takeExam, signedIn, async (request) => {
    const { attemptId } = parseInput(ZAttemptQuerySchema, request.query, request);
    const now = new Date();
    const paper = await takeExam(db, { learner: actorOf(request), attemptId, now });
    return ok(request, presentPaper(paper, now));
  });

  app.post(examPaths.saveDraft, signedIn, async (request) => {
    const input = parseInput(ZSaveDraftSchema, request.body, request);
    const now = new Date();
    const saved = await saveDraft(db, { learner: actorOf(request), ...input, now });
    return ok(request, presentDraftSave(saved, now), 'exam.saved');
  });

  app.post(examPaths.openQuestion, signedIn, async (request) => {
    const input = parseInput(ZOpenQuestionSchema, request.body, request);
    const opened = await openQuestion(db, { learner: actorOf(request), ...input, now: new Date() });
    return ok(request, presentOpenedQuestion(opened));
  });

  app.post(examPaths.submitPaper, signedIn, async (request) => {
    const input = parseInput(ZSubmitPaperSchema, request.body, request);
    const submitted = await submitPaper(db, { learner: actorOf(request), input, now: new Date() });
    return ok(request, presentResult(submitted.result, submitted.exam), 'exam.submitted');
  });
}
