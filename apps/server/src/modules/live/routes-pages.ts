// Learner pages of lives (SPEC §2, §7): the list, the detail, the caller's role, sign-up, virtual viewers,
// the home page's latest lives, the knowledge-system list and My Task's list 4.
import { livePaths, PAGE_SIZES, ZLiveIdSchema, ZLiveListSchema, ZPageQuerySchema } from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, visitorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { countMyLiveTodo, latestLives, listLives, listMyLives } from './catalog-service.ts';
import { liveDetail } from './detail-service.ts';
import { presentCard, presentCardPage, presentDetail } from './presenter.ts';
import { signUpForLive } from './sign-up-service.ts';
import { virtualPeople } from './viewer-service.ts';

const HOME_LIVES = 4;

export async function livePageRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  async function visitor(request: FastifyRequest) {
    const caller = visitorOf(request);
    await tenants.requireTenant(request, caller.tenantId);
    return caller;
  }

  app.get(livePaths.list, signInOptional, async (request) => {
    const query = parseInput(ZLiveListSchema, request.query, request);
    return ok(request, presentCardPage(await listLives(db, await visitor(request), query), query.pageSize));
  });

  app.get(livePaths.planList, signedIn, async (request) => {
    const query = parseInput(ZLiveListSchema, request.query, request);
    return ok(request, presentCardPage(await listLives(db, actorOf(request), query), query.pageSize));
  });

  app.get(livePaths.detail, signInOptional, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, presentDetail(await liveDetail(db, await visitor(request), liveId)));
  });

  app.get(livePaths.simple, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, presentDetail(await liveDetail(db, actorOf(request), liveId)));
  });

  app.get(livePaths.qrCode, signedIn, async (request, reply) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    await liveDetail(db, actorOf(request), liveId);
    const origin = `${request.protocol}://${request.host}`;
    const png = await QRCode.toBuffer(`${origin}/live/watchliveH5?id=${liveId}`, { width: 240, margin: 1 });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=300')
      .send(png);
  });

  app.get(livePaths.userRole, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    const detail = await liveDetail(db, actorOf(request), liveId);
    return ok(request, { liveId, role: detail.role });
  });

  app.post(livePaths.applyJoin, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    return ok(request, await signUpForLive(db, actorOf(request), liveId));
  });

  registerOpeningRoute(app, {
    method: 'GET',
    url: livePaths.virtualPeople,
    handler: async (request) => {
      const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
      return ok(request, await virtualPeople(db, await visitor(request), liveId));
    },
  });

  app.get(livePaths.homeLives, signInOptional, async (request) => {
    const rows = await latestLives(db, await visitor(request), HOME_LIVES);
    return ok(
      request,
      rows.map((row) => presentCard(row)),
    );
  });

  app.get(livePaths.studentList, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const pageSize = query.pageSize || PAGE_SIZES.live.default;
    return ok(request, presentCardPage(await listMyLives(db, actorOf(request), query), pageSize));
  });

  app.get(livePaths.studentNum, signedIn, async (request) =>
    ok(request, { num: await countMyLiveTodo(db, actorOf(request)) }),
  );
}
