// The community's notices, bans and expert views: replies addressed to me, my bans and a moderator's bans
// and zone people, posts asking the experts, and a post's expert or author replies.
import {
  communityPaths as P,
  ZBanSchema,
  ZExpertPostsSchema,
  ZMentionReadSchema,
  ZPageQuerySchema,
  ZPostDetailSchema,
  ZUnbanSchema,
  ZZoneUsersSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  countUnreadMentions,
  listExpertPosts,
  listMentions,
  listRepliesBy,
  listZoneUsers,
  myBans,
  readMentions,
  setBan,
} from './notice-service.ts';
import { presentPost, presentReply } from './presenter.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function communityNoticeRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(P.mentions, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listMentions(db, actorOf(request), query);
    const data = rows.map((r) => ({
      id: r.id,
      topicId: r.post_id,
      topicTitle: r.title,
      userId: r.user_id,
      userName: r.user_name,
      avatar: r.avatar,
      content: r.content,
      isRead: r.notice_read,
      createdAt: r.created_at,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });
  app.get(P.mentionUnread, signedIn, async (request) =>
    ok(request, { count: await countUnreadMentions(db, actorOf(request)) }),
  );
  app.post(P.mentionRead, signedIn, async (request) => {
    const { ids } = parseInput(ZMentionReadSchema, input(request), request);
    await readMentions(db, actorOf(request), ids);
    return ok(request, { ids });
  });
  app.get(P.checkBan, signedIn, async (request) => {
    const bans = await myBans(db, actorOf(request));
    const areas = bans.map((b) => ({ areaId: b.zone_id, areaName: b.zone_name, until: b.until }));
    return ok(request, { forbidden: areas.length > 0, areas });
  });
  app.post(P.ban, signedIn, async (request) => {
    const { areaId, userId, hours } = parseInput(ZBanSchema, input(request), request);
    await setBan(db, actorOf(request), areaId, userId, hours);
    return ok(request, { areaId, userId });
  });
  app.post(P.unban, signedIn, async (request) => {
    const { areaId, userId } = parseInput(ZUnbanSchema, input(request), request);
    await setBan(db, actorOf(request), areaId, userId, null);
    return ok(request, { areaId, userId });
  });
  app.get(P.zoneUsers, signedIn, async (request) => {
    const query = parseInput(ZZoneUsersSchema, request.query, request);
    const rows = await listZoneUsers(db, actorOf(request), query);
    const data = rows.map((r) => ({
      userId: r.user_id,
      userName: r.user_name,
      avatar: r.avatar,
      postNum: r.post_num,
      isFollow: r.is_follow,
      forbiddenUntil: r.until,
    }));
    return ok(request, paged(data, rows[0]?.total_num ?? 0, query.pageSize));
  });
  app.get(P.expertPosts, signedIn, async (request) => {
    const query = parseInput(ZExpertPostsSchema, request.query, request);
    const { rows, totalNum } = await listExpertPosts(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPost), totalNum, query.pageSize));
  });
  const repliesBy = (who: 'expert' | 'author') => async (request: FastifyRequest) => {
    const query = parseInput(ZPostDetailSchema, request.query, request);
    const actor = actorOf(request);
    const { post, rows, totalNum } = await listRepliesBy(db, actor, query.topicId, who, query);
    return ok(
      request,
      paged(
        rows.map((r) => presentReply(r, actor, post.is_moderator)),
        totalNum,
        query.pageSize,
      ),
    );
  };
  app.get(P.expertReplies, signedIn, repliesBy('expert'));
  app.get(P.authorReplies, signedIn, repliesBy('author'));
}
