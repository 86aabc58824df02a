// Chat, likes and collections of a live (SPEC §7 live comments; the collection calls of the original).
import {
  livePaths,
  ZLiveCommentSchema,
  ZLiveIdSchema,
  ZLivePageSchema,
  ZPageQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listCollectedLives } from './collection-service.ts';
import { presentCardPage } from './presenter.ts';
import {
  cancelLiveCollection,
  collectLive,
  isCollected,
  likeLive,
  listComments,
  postComment,
} from './social-service.ts';

export async function liveSocialRoutes(app: FastifyInstance) {
  const { db, realtime: hub } = app.deps;

  app.get(livePaths.comments, signedIn, async (request) => {
    const query = parseInput(ZLivePageSchema, request.query, request);
    const page = await listComments(db, actorOf(request), query.liveId, query);
    return ok(request, paged(page.rows, page.totalNum, query.pageSize));
  });

  const comment: RouteHandlerMethod = async (request) => {
    const input = parseInput(ZLiveCommentSchema, queryAndBody(request), request);
    return ok(request, await postComment({ db, hub }, actorOf(request), input.liveId, input.content));
  };
  app.post(livePaths.postComment, signedIn, comment);

  app.post(livePaths.like, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    return ok(request, await likeLive({ db, hub }, actorOf(request), liveId));
  });

  app.get(livePaths.collected, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    return ok(
      request,
      presentCardPage(await listCollectedLives(db, actorOf(request), query), query.pageSize),
    );
  });
  app.post(livePaths.saveCollect, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    await collectLive(db, actorOf(request), liveId);
    return ok(request, { isCollect: 1 });
  });
  app.post(livePaths.cancelCollect, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    await cancelLiveCollection(db, actorOf(request), liveId);
    return ok(request, { isCollect: 0 });
  });
  app.get(livePaths.isCollect, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, { isCollect: (await isCollected(db, actorOf(request), liveId)) ? 1 : 0 });
  });
}
