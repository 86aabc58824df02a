// Back-office routes of the site settings at the original back office's paths (运营管理: logos, banners, DIY
// home plans) plus the site settings page of our own. Every route is `backOffice(code)`.
import {
  sitePrivilegeCodes as C,
  siteAdminPaths as P,
  ZBannerListSchema,
  ZBannerSaveSchema,
  ZLogoListSchema,
  ZLogoUpdateSchema,
  ZPlanListSchema,
  ZPlanSaveSchema,
  ZSiteIdSchema,
  ZSiteIdsSchema,
  ZSiteSettingsSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listBanners, removeBanners, saveBanner } from './banner-service.ts';
import { listLogos, removeLogos, updateLogo } from './logo-service.ts';
import { deletePlans, getPlan, listPlans, releasePlan, savePlan } from './plan-service.ts';
import { presentBanner, presentLogo, presentPlan, presentSettings } from './presenter.ts';
import { getSettings, saveSettings } from './settings-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function siteAdminRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  app.get(P.settings, backOffice(C.settings), async (request) =>
    ok(request, presentSettings(await getSettings(db, actorOf(request).tenantId))),
  );
  app.put(P.settings, backOffice(C.settingsEdit), async (request) => {
    const body = parseInput(ZSiteSettingsSchema, request.body, request);
    const actor = actorOf(request);
    const saved = await saveSettings(db, actor, body);
    tenants.forget(actor.tenantId);
    return ok(request, presentSettings(saved));
  });

  app.post(P.logoList, backOffice(C.logo), async (request) => {
    const query = parseInput(ZLogoListSchema, input(request), request);
    const { rows, totalNum } = await listLogos(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentLogo), totalNum, query.pageSize));
  });
  app.post(P.logoUpdate, backOffice(C.logoEdit), async (request) => {
    const body = parseInput(ZLogoUpdateSchema, input(request), request);
    return ok(request, { id: await updateLogo(db, actorOf(request), body) });
  });
  app.post(P.logoRemove, backOffice(C.logoEdit), async (request) => {
    const { ids } = parseInput(ZSiteIdsSchema, input(request), request);
    return ok(request, { removed: await removeLogos(db, actorOf(request), ids) });
  });

  app.post(P.bannerList, backOffice(C.banner), async (request) => {
    const query = parseInput(ZBannerListSchema, input(request), request);
    const { rows, totalNum } = await listBanners(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentBanner), totalNum, query.pageSize));
  });
  app.post(P.bannerAdd, backOffice(C.bannerAdd), async (request) => {
    const { id: _ignored, ...body } = parseInput(ZBannerSaveSchema, input(request), request);
    return ok(request, { id: await saveBanner(db, actorOf(request), body) });
  });
  app.post(P.bannerUpdate, backOffice(C.bannerEdit), async (request) => {
    const body = parseInput(ZBannerSaveSchema.required({ id: true }), input(request), request);
    return ok(request, { id: await saveBanner(db, actorOf(request), body) });
  });
  app.post(P.bannerRemove, backOffice(C.bannerDelete), async (request) => {
    const { ids } = parseInput(ZSiteIdsSchema, input(request), request);
    return ok(request, { removed: await removeBanners(db, actorOf(request), ids) });
  });

  app.get(P.planList, backOffice(C.home), async (request) => {
    const query = parseInput(ZPlanListSchema, request.query, request);
    const { rows, totalNum } = await listPlans(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentPlan), totalNum, query.pageSize));
  });
  app.get(P.planDetail, backOffice(C.home), async (request) => {
    const { id } = parseInput(ZSiteIdSchema, request.query, request);
    return ok(request, presentPlan(await getPlan(db, actorOf(request), id)));
  });
  // The original editor keeps the reply of the add as the plan's id (`this.tempId = res`).
  app.post(P.planAdd, backOffice(C.homeAdd), async (request) => {
    const { id: _ignored, ...body } = parseInput(ZPlanSaveSchema, input(request), request);
    return ok(request, String(await savePlan(db, actorOf(request), body)));
  });
  app.put(P.planUpdate, backOffice(C.homeEdit), async (request) => {
    const body = parseInput(ZPlanSaveSchema.required({ id: true }), input(request), request);
    return ok(request, String(await savePlan(db, actorOf(request), body)));
  });
  app.put(P.planRelease, backOffice(C.homeRelease), async (request) => {
    const { id } = parseInput(ZSiteIdSchema, input(request), request);
    return ok(request, { id: await releasePlan(db, actorOf(request), id) });
  });
  app.delete(P.planDelete, backOffice(C.homeDelete), async (request) => {
    const { ids } = parseInput(ZSiteIdsSchema, input(request), request);
    return ok(request, { removed: await deletePlans(db, actorOf(request), ids) });
  });
}
