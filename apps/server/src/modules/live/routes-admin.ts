// Back-office authoring of lives (admin-calls.json, domain live): plans with their schedule kinds,
// audience, guests, virtual viewers; enable/disable; delete; whether on air; statistics; people pickers.
// Every route is a backOffice(code) route; every change is audited in its transaction (plan-service.ts).
import {
  LIVE_PRIVILEGE,
  liveAdminPaths,
  ZLiveIdSchema,
  ZLiveIsUsedSchema,
  ZLivePeopleQuerySchema,
  ZLivePlanListSchema,
  ZLivePlanSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { adminGetPlan, adminListPlans, adminStatRows, isLiving, pickPeople } from './admin-service.ts';
import { createLivePlan, deleteLivePlan, editLivePlan, setLiveUsed } from './plan-service.ts';
import { presentCard } from './presenter.ts';

export async function liveAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const liveIdOf = (request: FastifyRequest) =>
    parseInput(ZLiveIdSchema, queryAndBody(request), request).liveId;

  app.get(liveAdminPaths.getLivePlan, backOffice(LIVE_PRIVILEGE.list), async (request) => {
    const plan = await adminGetPlan(db, actorOf(request), liveIdOf(request));
    return ok(request, {
      liveId: plan.id,
      channelName: plan.channel_name,
      categoryId: plan.category_id,
      coverImageUrl: plan.cover_image_url,
      introduction: plan.introduction,
      lecturerId: plan.lecturer_id,
      audience: plan.audience,
      signUpApproval: plan.sign_up_approval,
      batchDeclare: plan.batch_declare,
      planTimes: plan.plan_times,
      cycle: plan.cycle,
      virtualPeople: plan.virtual_people,
      isUsed: plan.is_used,
      guestIds: plan.guest_ids,
      assistantIds: plan.assistant_ids,
      audienceUserIds: plan.audience_user_ids,
      audienceOrgIds: plan.audience_org_ids,
    });
  });

  app.get(liveAdminPaths.creatorList, backOffice(LIVE_PRIVILEGE.list), async (request) => {
    const query = parseInput(ZLivePlanListSchema, request.query, request);
    const page = await adminListPlans(db, actorOf(request), query);
    const data = page.rows.map((row) => ({
      ...presentCard(row),
      isUsed: row.is_used ? 1 : 0,
      creatorName: row.creator_name,
    }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  const create = async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const input = parseInput(ZLivePlanSchema, request.body, request);
    return ok(request, { liveId: await createLivePlan(db, actor.tenantId, actor, input, request.lang) });
  };
  app.post(liveAdminPaths.addLivePlan, backOffice(LIVE_PRIVILEGE.add), create);
  app.post(liveAdminPaths.draftLivePlan, backOffice(LIVE_PRIVILEGE.add), async (request) => {
    const actor = actorOf(request);
    const input = parseInput(ZLivePlanSchema, request.body, request);
    return ok(request, {
      liveId: await createLivePlan(db, actor.tenantId, actor, { ...input, isUsed: false }, request.lang),
    });
  });

  app.post(liveAdminPaths.editLivePlan, backOffice(LIVE_PRIVILEGE.edit), async (request) => {
    const liveId = liveIdOf(request);
    const input = parseInput(ZLivePlanSchema, request.body, request);
    await editLivePlan(db, actorOf(request), liveId, input, request.lang);
    return ok(request, { liveId });
  });

  app.delete(liveAdminPaths.deleteLivePlan, backOffice(LIVE_PRIVILEGE.remove), async (request) => {
    const liveId = liveIdOf(request);
    await deleteLivePlan(db, actorOf(request), liveId);
    return ok(request, { liveId });
  });

  app.post(liveAdminPaths.updateIsUsed, backOffice(LIVE_PRIVILEGE.enable), async (request) => {
    const input = parseInput(ZLiveIsUsedSchema, queryAndBody(request), request);
    await setLiveUsed(db, actorOf(request), input.liveId, input.isUsed === 1);
    return ok(request, { liveId: input.liveId, isUsed: input.isUsed });
  });

  app.get(liveAdminPaths.verifyIsLiving, backOffice(LIVE_PRIVILEGE.list), async (request) =>
    ok(request, { isLiving: (await isLiving(db, actorOf(request), liveIdOf(request))) ? 1 : 0 }),
  );

  app.get(liveAdminPaths.statList, backOffice(LIVE_PRIVILEGE.stats), async (request) => {
    const query = parseInput(ZLivePlanListSchema, request.query, request);
    const page = await adminStatRows(db, actorOf(request), query);
    const data = page.rows.map((row) => ({
      liveId: row.id,
      channelName: row.channel_name,
      lecturerName: row.lecturer_name,
      sessionNum: row.session_num,
      viewerNum: row.viewer_num,
      watchSeconds: row.watch_seconds,
      commentNum: row.comment_num,
      likeNum: row.like_num,
    }));
    return ok(request, paged(data, page.totalNum, query.pageSize));
  });

  for (const [url, lecturersOnly] of [
    [liveAdminPaths.liveTeachers, true],
    [liveAdminPaths.guestOrAssistant, false],
  ] as const)
    app.get(url, backOffice(LIVE_PRIVILEGE.list), async (request) => {
      const query = parseInput(ZLivePeopleQuerySchema, request.query, request);
      const page = await pickPeople(db, actorOf(request), query, lecturersOnly);
      const data = page.rows.map((row) => ({ id: row.id, name: row.name, workNo: row.work_no }));
      return ok(request, paged(data, page.totalNum, query.pageSize));
    });
}
