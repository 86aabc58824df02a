// The learner's posts and replies: lists, writing, opening, deleting, likes and collects, replies and their
// answers, and reporting a post. Every route needs a signed-in person of the tenant.
import {
  communityPaths as P,
  ZAddPostSchema,
  ZDeletePostSchema,
  ZPageQuerySchema,
  ZPostDetailSchema,
  ZPostListSchema,
  ZReasonSchema,
  ZReplyIdSchema,
  ZReplySchema,
  ZSubReplySchema,
  ZTopicIdSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { reportPost } from './moderation-service.ts';
import { addPost, deletePost, getPost, listHotPosts, listPosts, markPost, viewPost } from './post-service.ts';
import { presentPost, presentReply } from './presenter.ts';
import { addReply, deleteReply, listReplies, listSubReplies } from './reply-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function communityPostRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(P.posts, signedIn, async (request) => {
    const query = parseInput(ZPostListSchema, request.query, request);
    const { rows, totalNum } = await listPosts(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPost), totalNum, query.pageSize));
  });
  app.get(P.hotPosts, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listHotPosts(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPost), totalNum, query.pageSize));
  });
  app.post(P.addPost, signedIn, async (request) => {
    const body = parseInput(ZAddPostSchema, input(request), request);
    return ok(request, await addPost(db, actorOf(request), body));
  });
  app.get(P.post, signedIn, async (request) => {
    const { topicId } = parseInput(ZTopicIdSchema, request.query, request);
    return ok(request, presentPost(await getPost(db, actorOf(request), topicId)));
  });
  app.get(P.postDetail, signedIn, async (request) => {
    const query = parseInput(ZPostDetailSchema, request.query, request);
    const actor = actorOf(request);
    const post = await viewPost(db, actor, query.topicId);
    const { rows, children, totalNum } = await listReplies(db, actor, query.topicId, query);
    const moderator = post.is_moderator;
    const data = rows.map((row) =>
      presentReply(
        row,
        actor,
        moderator,
        children.filter((c) => c.parent_id === row.id).map((c) => presentReply(c, actor, moderator)),
      ),
    );
    return ok(request, { ...presentPost(post), replies: paged(data, totalNum, query.pageSize) });
  });
  app.post(P.deletePost, signedIn, async (request) => {
    const { topicId, reason } = parseInput(ZDeletePostSchema, input(request), request);
    await deletePost(db, actorOf(request), topicId, reason);
    return ok(request, { topicId });
  });
  const mark = (kind: 'like' | 'collect', on: boolean) => async (request: FastifyRequest) => {
    const { topicId } = parseInput(ZTopicIdSchema, input(request), request);
    return ok(request, await markPost(db, actorOf(request), topicId, kind, on));
  };
  app.post(P.like, signedIn, mark('like', true));
  app.post(P.unlike, signedIn, mark('like', false));
  app.post(P.collect, signedIn, mark('collect', true));
  app.post(P.uncollect, signedIn, mark('collect', false));
  app.post(P.report, signedIn, async (request) => {
    const { topicId, reason } = parseInput(ZReasonSchema, input(request), request);
    await reportPost(db, actorOf(request), topicId, reason);
    return ok(request, { topicId });
  });
  await communityReplyRoutes(app);
}

async function communityReplyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.post(P.reply, signedIn, async (request) => {
    const body = parseInput(ZReplySchema, input(request), request);
    return ok(request, { id: await addReply(db, actorOf(request), body) });
  });
  app.get(P.replies, signedIn, async (request) => {
    const query = parseInput(ZPostDetailSchema, request.query, request);
    const actor = actorOf(request);
    const { post, rows, children, totalNum } = await listReplies(db, actor, query.topicId, query);
    const data = rows.map((row) =>
      presentReply(
        row,
        actor,
        post.is_moderator,
        children.filter((c) => c.parent_id === row.id).map((c) => presentReply(c, actor, post.is_moderator)),
      ),
    );
    return ok(request, paged(data, totalNum, query.pageSize));
  });
  app.get(P.subReplies, signedIn, async (request) => {
    const query = parseInput(ZSubReplySchema, request.query, request);
    const actor = actorOf(request);
    const { post, rows, totalNum } = await listSubReplies(db, actor, query.topicId, query.parentId, query);
    return ok(
      request,
      paged(
        rows.map((row) => presentReply(row, actor, post.is_moderator)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post(P.deleteReply, signedIn, async (request) => {
    const { replyId } = parseInput(ZReplyIdSchema, input(request), request);
    await deleteReply(db, actorOf(request), replyId);
    return ok(request, { replyId });
  });
}
