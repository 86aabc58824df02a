// The back office's audience statistics (live/stat by person, person-stat-detail), a live's sign-up
// information (getChannelAuthInfo, asked of the outside provider in the original), the users of an org unit
// for the editor's audience picker, and taking lives out of a knowledge system.
import {
  LIVE_PRIVILEGE,
  liveAdminPaths,
  ZLiveAudienceDetailSchema,
  ZLiveAudienceListSchema,
  ZLiveKnowledgeCancelSchema,
  ZLiveOrgUsersSchema,
  ZLiveSignUpInfoSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { audienceDetail, listAudience, signUpInfo, usersOfOrg } from './audience-service.ts';
import { cancelKnowledgeSystem } from './plan-service.ts';

/** The sign-up columns the original's register table shows (its `infoFeilds`). */
const SIGN_UP_FIELDS = [{ name: '姓名' }, { name: '部门' }, { name: '报名时间' }, { name: '状态' }];
const SIGN_UP_STATUS = ['待审核', '已通过', '已拒绝'];

export async function liveAudienceRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const stats = backOffice(LIVE_PRIVILEGE.stats);

  app.get(liveAdminPaths.audienceList, stats, async (request) => {
    const query = parseInput(ZLiveAudienceListSchema, request.query, request);
    const page = await listAudience(db, actorOf(request), query);
    const data = page.rows.map((row) => ({
      userId: row.user_id,
      workNo: row.work_no,
      name: row.name,
      orgLinkName: row.org_name,
      viewDuration: row.watch_seconds,
      liveNum: row.live_num,
    }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  app.get(liveAdminPaths.audienceDetail, stats, async (request) => {
    const query = parseInput(ZLiveAudienceDetailSchema, request.query, request);
    const page = await audienceDetail(db, actorOf(request), query);
    const data = page.rows.map((row) => ({
      liveId: row.live_id,
      liveNo: String(row.live_id),
      channelName: row.channel_name,
      startDate: row.start_at,
      leaveDate: row.leave_at,
      viewDuration: row.watch_seconds,
    }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  app.get(liveAdminPaths.channelAuthInfo, stats, async (request) => {
    const query = parseInput(ZLiveSignUpInfoSchema, request.query, request);
    const page = await signUpInfo(db, actorOf(request), query.liveId, query);
    const data = page.rows.map((row) => ({
      userId: row.user_id,
      params: `[${[row.name, row.org_name, new Date(row.created_at).toISOString(), SIGN_UP_STATUS[row.status] ?? ''].join(',')}]`,
    }));
    return ok(request, {
      infoFeilds: JSON.stringify(SIGN_UP_FIELDS),
      channelAuthInfos: paged(data, page.totalNum, query.pageSize),
    });
  });

  app.get(liveAdminPaths.usersByOrg, backOffice(LIVE_PRIVILEGE.list), async (request) => {
    const { orgId } = parseInput(ZLiveOrgUsersSchema, request.query, request);
    const rows = await usersOfOrg(db, actorOf(request), orgId);
    return ok(
      request,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        workNo: row.work_no,
        phonenum: row.phone,
        orgFullName: row.org_name,
      })),
    );
  });

  app.post(liveAdminPaths.cancelKnowledgeSystem, backOffice(LIVE_PRIVILEGE.edit), async (request) => {
    const { liveIds } = parseInput(ZLiveKnowledgeCancelSchema, queryAndBody(request), request);
    return ok(request, { removed: await cancelKnowledgeSystem(db, actorOf(request), liveIds) });
  });
}
