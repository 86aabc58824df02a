// The learner's zones and the moderators' actions: zone lists, one zone, follow, waiting posts, pin, fine,
// hide, approve and reject, and people's community headers.
import {
  communityPaths as P,
  ZCommunityUserIdSchema,
  ZPageQuerySchema,
  ZPendingListSchema,
  ZReasonSchema,
  ZTopicIdSchema,
  ZTopicIdsSchema,
  ZZoneIdSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { hidePost, requirePendingZone, reviewPosts, setPostFlag } from './moderation-service.ts';
import { presentPost, presentZone } from './presenter.ts';
import { followZone, getZone, listPending, listZones, userInfo, type ZoneFilter } from './zone-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function communityZoneRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const zones = (filter: ZoneFilter) => async (request: FastifyRequest) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listZones(db, actorOf(request), query, filter);
    return ok(request, paged(rows.map(presentZone), totalNum, query.pageSize));
  };
  app.get(P.zones, signedIn, zones('all'));
  app.get(P.followedZones, signedIn, zones('followed'));
  app.get(P.moderatedZones, signedIn, zones('moderated'));
  app.get(P.zoneDetail, signedIn, async (request) => {
    const { areaId } = parseInput(ZZoneIdSchema, request.query, request);
    return ok(request, presentZone(await getZone(db, actorOf(request), areaId)));
  });
  const follow = (on: boolean) => async (request: FastifyRequest) => {
    const { areaId } = parseInput(ZZoneIdSchema, input(request), request);
    await followZone(db, actorOf(request), areaId, on);
    return ok(request, { areaId, isFollow: on });
  };
  app.post(P.followZone, signedIn, follow(true));
  app.post(P.unfollowZone, signedIn, follow(false));
  app.get(P.pendingPosts, signedIn, async (request) => {
    const query = parseInput(ZPendingListSchema, request.query, request);
    const actor = actorOf(request);
    await requirePendingZone(db, actor, query.areaId);
    const { rows, totalNum } = await listPending(db, actor, query, query.areaId);
    return ok(request, paged(rows.map(presentPost), totalNum, query.pageSize));
  });
  const flag = (name: 'is_top' | 'is_fine', on: boolean) => async (request: FastifyRequest) => {
    const { topicId } = parseInput(ZTopicIdSchema, input(request), request);
    await setPostFlag(db, actorOf(request), topicId, name, on);
    return ok(request, { topicId });
  };
  app.post(P.pin, signedIn, flag('is_top', true));
  app.post(P.unpin, signedIn, flag('is_top', false));
  app.post(P.fine, signedIn, flag('is_fine', true));
  app.post(P.unfine, signedIn, flag('is_fine', false));
  app.post(P.hide, signedIn, async (request) => {
    const { topicId, reason } = parseInput(ZReasonSchema, input(request), request);
    await hidePost(db, actorOf(request), topicId, reason);
    return ok(request, { topicId });
  });
  const review = (approve: boolean) => async (request: FastifyRequest) => {
    const { topicIds } = parseInput(ZTopicIdsSchema, input(request), request);
    await reviewPosts(db, actorOf(request), topicIds, approve);
    return ok(request, { topicIds });
  };
  app.post(P.approve, signedIn, review(true));
  app.post(P.reject, signedIn, review(false));
  const info = async (request: FastifyRequest, userId: number) => {
    const row = await userInfo(db, actorOf(request), userId);
    return ok(request, {
      userId: row.user_id,
      userName: row.user_name,
      avatar: row.avatar,
      postNum: row.post_num,
      replyNum: row.reply_num,
      hitNum: row.hit_num,
      followZoneNum: row.follow_zone_num,
      moderatedZoneIds: row.zone_ids,
    });
  };
  app.get(P.userInfo, signedIn, async (request) =>
    info(request, parseInput(ZCommunityUserIdSchema, request.query, request).userId),
  );
  app.get(P.myInfo, signedIn, async (request) => info(request, actorOf(request).userId));
}
