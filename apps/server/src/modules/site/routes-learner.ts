// The learner's calls that read the site settings: the customisation the client keeps as `diyInfor` (logo,
// home sections, theme) and the home's banner slides.
import { sitePaths, ZBannerUserSchema, ZSiteMySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, visitorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { bannersFor } from './banner-service.ts';
import { logoFor, releasedPlanFor } from './plan-service.ts';
import { presentDiyInfo, presentSlide } from './presenter.ts';
import { siteLookOf } from './settings-service.ts';

export async function siteLearnerRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  app.get(sitePaths.my, signedIn, async (request) => {
    const { device } = parseInput(ZSiteMySchema, request.query, request);
    const actor = actorOf(request);
    const tenant = await tenants.requireTenant(request, actor.tenantId);
    const [look, logo, plan] = await Promise.all([
      siteLookOf(db, actor.tenantId),
      logoFor(db, actor),
      releasedPlanFor(db, actor, device),
    ]);
    return ok(request, presentDiyInfo(tenant, look, logo, plan));
  });

  // Open to visitors too (the home page is): they see the tenant's own slides.
  app.get(sitePaths.bannerUser, signInOptional, async (request) => {
    const { deviceType } = parseInput(ZBannerUserSchema, request.query, request);
    const rows = await bannersFor(db, visitorOf(request), deviceType);
    return ok(request, rows.map(presentSlide));
  });
}
