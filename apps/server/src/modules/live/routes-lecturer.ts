// The lecturer's side of lives (SPEC §7 lecturer calls): their lives, sign-ups and approval, learners with
// watch time, data statistics and replays (list and hide/show).
import {
  livePaths,
  ZApproveSignUpSchema,
  ZLiveExamPushSchema,
  ZLiveIdSchema,
  ZLivePageSchema,
  ZPageQuerySchema,
  ZReplayStatusSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { lecturerOnly, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listLiveExams, pushableExams, pushLiveExam } from './exam-service.ts';
import { listLecturerLives, listLiveStudents, liveSummary } from './lecturer-service.ts';
import { presentCard, presentLiveExam, presentReplay, presentStudent } from './presenter.ts';
import { listReplays, setReplayVisible } from './replay-service.ts';
import { decideSignUp, listSignUps } from './sign-up-service.ts';

export async function liveLecturerRoutes(app: FastifyInstance) {
  const { db, realtime: hub } = app.deps;

  app.get(livePaths.lecturerLives, lecturerOnly, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const page = await listLecturerLives(db, actorOf(request), query);
    const data = page.rows.map((row) => ({ ...presentCard(row), pendingNum: row.pending_num }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  app.get(livePaths.lecturerApplyJoin, lecturerOnly, async (request) => {
    const query = parseInput(ZLivePageSchema, request.query, request);
    const page = await listSignUps(db, actorOf(request), query.liveId, query);
    const data = page.rows.map((row) => ({
      signUpId: row.id,
      userId: row.user_id,
      name: row.name,
      orgName: row.org_name,
      status: row.status,
      approvalDesc: row.approval_desc,
      createdAt: row.created_at,
    }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  app.post(livePaths.approveApplyJoin, lecturerOnly, async (request) => {
    const input = parseInput(ZApproveSignUpSchema, queryAndBody(request), request);
    return ok(request, await decideSignUp(db, actorOf(request), input));
  });

  // Live exams: the lecturer pushes one of their exams; liveExamInfo (`bizId` = liveId) lists them with figures.
  app.post(livePaths.pushExam, lecturerOnly, async (request) => {
    const input = parseInput(ZLiveExamPushSchema, queryAndBody(request), request);
    return ok(request, await pushLiveExam({ db, hub }, actorOf(request), input));
  });
  app.get(livePaths.pushableExams, lecturerOnly, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, await pushableExams(db, actorOf(request), liveId));
  });
  app.get(livePaths.lecturerExamInfo, lecturerOnly, async (request) => {
    const query = parseInput(ZLivePageSchema, request.query, request);
    const page = await listLiveExams(db, actorOf(request), query.liveId, query);
    return ok(request, paged(page.rows.map(presentLiveExam), page.totalNum, query.pageSize));
  });

  app.get(livePaths.students, signedIn, async (request) => {
    const query = parseInput(ZLivePageSchema, request.query, request);
    const page = await listLiveStudents(db, actorOf(request), query.liveId, query);
    return ok(request, paged(page.rows.map(presentStudent), page.totalNum, query.pageSize));
  });

  app.get(livePaths.summary, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, await liveSummary(db, actorOf(request), liveId));
  });

  app.get(livePaths.audience, signedIn, async (request) => {
    const query = parseInput(ZLivePageSchema, request.query, request);
    const page = await listLiveStudents(db, actorOf(request), query.liveId, query);
    return ok(request, paged(page.rows.map(presentStudent), page.totalNum, query.pageSize));
  });

  app.get(livePaths.replayList, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, (await listReplays(db, actorOf(request), liveId)).map(presentReplay));
  });

  app.get(livePaths.replayStatus, signedIn, async (request) => {
    const input = parseInput(ZReplayStatusSchema, request.query, request);
    return ok(request, await setReplayVisible(db, actorOf(request), input.replayId, input.status === 1));
  });
}
