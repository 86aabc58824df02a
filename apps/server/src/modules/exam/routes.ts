// Exam routes of the learner (SPEC §7 Exams): the exam list (public opening path and signed-in path),
// batches, exam information, attempts, join / take / draft save / submit, answer reviews, the exam-center
// token, the My Task todo count and the wrong-question book. The lecturer's calls are in teacher-routes.ts.
import {
  EXAM_RULES,
  ZAttemptQuerySchema,
  ZExamBatchListQuerySchema,
  ZExamInfoQuerySchema,
  ZExamListQuerySchema,
  ZExamSessionListSchema,
  ZJoinExamSchema,
  ZOpenQuestionSchema,
  ZSaveDraftSchema,
  ZSubmitPaperSchema,
  ZViewAnswerQuerySchema,
  ZWrongDetailQuerySchema,
  ZWrongListQuerySchema,
  ZWrongPracticeSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { reviewAttempt, reviewLatest } from './answers-service.ts';
import { attemptOf } from './attempt-facts.ts';
import { openQuestion, saveAnswers } from './draft-service.ts';
import { examInfo, listBatches, listSessions } from './info-service.ts';
import { countExamTodo, listExams } from './list-service.ts';
import { learnerOf } from './policy.ts';
import { presentExamItem } from './presenter.ts';
import { submitPaper } from './submit-paper.ts';
import { closeOverdueOf } from './submit-service.ts';
import { startExamSweeper } from './sweeper.ts';
import { joinExam, takeExam } from './take-service.ts';
import { teacherExamRoutes } from './teacher-routes.ts';
import { listWrong, practiseWrong, wrongDetail } from './wrong-service.ts';

const CENTER = '/api/manage/v1/exam/center';
const signedIn = { config: { auth: 'required' as const } };

function pageOf<T>(data: T[], totalNum: number, pageSize: number) {
  return { data, totalNum, totalPage: Math.ceil(totalNum / pageSize) };
}

export async function examRoutes(app: FastifyInstance) {
  const { db, tenants, config, secrets } = app.deps;
  const ownerOf = (request: FastifyRequest) => {
    const { tenantId, user } = authOf(request);
    return { tenantId, userId: user.id };
  };
  const learner = (request: FastifyRequest) => {
    const { tenantId, user } = authOf(request);
    return learnerOf(db, tenantId, user);
  };

  registerOpeningRoute(app, {
    method: 'POST',
    url: '/api/manage/external/opening/v1/exam/center/examList',
    handler: async (request) => {
      const query = parseInput(ZExamListQuerySchema, queryAndBody(request), request);
      const tenant = await tenants.requireTenant(request, request.auth?.tenantId);
      const now = new Date();
      const me = request.auth ? await learner(request) : null;
      if (me) await closeOverdueOf(db, me, now);
      const { rows, totalNum } = await listExams(db, { tenantId: tenant.id, learner: me, query, now });
      return ok(request, pageOf(rows.map(presentExamItem), totalNum, query.pageSize));
    },
  });

  app.get('/api/manage/v1/study/examTodoNum', signedIn, async (request) => {
    const me = await learner(request);
    const now = new Date();
    await closeOverdueOf(db, me, now);
    return ok(request, await countExamTodo(db, { tenantId: me.tenantId, learner: me, now }));
  });

  app.get('/api/manage/v1/exam/batch/list', signedIn, async (request) => {
    const { examId } = parseInput(ZExamBatchListQuerySchema, request.query, request);
    return ok(request, await listBatches(db, { learner: await learner(request), examId, now: new Date() }));
  });

  app.get(`${CENTER}/viewExamInfo`, signedIn, async (request) => {
    const query = parseInput(ZExamInfoQuerySchema, request.query, request);
    const info = await examInfo(db, {
      learner: await learner(request),
      ...query,
      now: new Date(),
      lang: request.lang,
    });
    return ok(request, info);
  });

  app.post(`${CENTER}/examSessionList`, signedIn, async (request) => {
    const { examId } = parseInput(ZExamSessionListSchema, queryAndBody(request), request);
    return ok(request, await listSessions(db, { learner: await learner(request), examId, now: new Date() }));
  });

  app.post(`${CENTER}/joinExam`, signedIn, async (request) => {
    const { batchId } = parseInput(ZJoinExamSchema, queryAndBody(request), request);
    return ok(request, await joinExam(db, { learner: await learner(request), batchId, now: new Date() }));
  });

  app.get(`${CENTER}/takeExam`, signedIn, async (request) => {
    const { attemptId } = parseInput(ZAttemptQuerySchema, request.query, request);
    return ok(request, await takeExam(db, { owner: ownerOf(request), attemptId, now: new Date() }));
  });

  app.post(`${CENTER}/saveDraft`, signedIn, async (request) => {
    const input = parseInput(ZSaveDraftSchema, request.body, request);
    const now = new Date();
    const facts = await attemptOf(db, ownerOf(request), input.attemptId);
    const acknowledged = await saveAnswers(db, facts, input.answers, now);
    const remainingSeconds = Math.max(0, Math.floor((facts.deadlineAt.getTime() - now.getTime()) / 1000));
    return ok(
      request,
      { attemptId: facts.id, acknowledged, serverTime: now.getTime(), remainingSeconds },
      'exam.saved',
    );
  });

  app.post(`${CENTER}/openQuestion`, signedIn, async (request) => {
    const { attemptId, questionId } = parseInput(ZOpenQuestionSchema, request.body, request);
    const facts = await attemptOf(db, ownerOf(request), attemptId);
    return ok(request, await openQuestion(db, facts, questionId, new Date()));
  });

  app.post(`${CENTER}/submitPaper`, signedIn, async (request) => {
    const input = parseInput(ZSubmitPaperSchema, request.body, request);
    return ok(
      request,
      await submitPaper(db, { owner: ownerOf(request), input, now: new Date() }),
      'exam.submitted',
    );
  });

  app.get(`${CENTER}/viewAnswer`, signedIn, async (request) => {
    const { batchId } = parseInput(ZViewAnswerQuerySchema, request.query, request);
    return ok(request, await reviewLatest(db, { owner: ownerOf(request), batchId, now: new Date() }));
  });

  app.get(`${CENTER}/viewAnswerEachSession`, signedIn, async (request) => {
    const { attemptId } = parseInput(ZAttemptQuerySchema, request.query, request);
    return ok(request, await reviewAttempt(db, { owner: ownerOf(request), attemptId, now: new Date() }));
  });

  // A short-lived token naming the learner for an embedded exam center (audience 'exam-center').
  app.get(`${CENTER}/token`, signedIn, async (request) => {
    const { tenantId, user } = authOf(request);
    const expiresIn = EXAM_RULES.centerTokenTtlSeconds;
    const token = await new SignJWT({ tid: tenantId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setAudience('exam-center')
      .setIssuedAt()
      .setExpirationTime(`${expiresIn}s`)
      .sign(new TextEncoder().encode(secrets.jwtSecret));
    return ok(request, { token, expiresIn });
  });

  app.get('/api/manage/v1/exam/wrong/list', signedIn, async (request) => {
    const query = parseInput(ZWrongListQuerySchema, request.query, request);
    const { data, totalNum } = await listWrong(db, ownerOf(request), query);
    return ok(request, pageOf(data, totalNum, query.pageSize));
  });

  app.get('/api/manage/v1/exam/wrong/detail', signedIn, async (request) => {
    const { questionId } = parseInput(ZWrongDetailQuerySchema, request.query, request);
    return ok(request, await wrongDetail(db, ownerOf(request), questionId));
  });

  app.post('/api/manage/v1/exam/wrong/practice', signedIn, async (request) => {
    const { questionId, answer } = parseInput(ZWrongPracticeSchema, request.body, request);
    return ok(
      request,
      await practiseWrong(db, { owner: ownerOf(request), questionId, answer, now: new Date() }),
    );
  });

  await teacherExamRoutes(app);
  startExamSweeper(app, config.examSweepIntervalMs ?? EXAM_RULES.sweepIntervalMs);
}
