// Page-view tracking endpoint (SPEC §2, §7): the web app calls it on list, course, live, train and member
// pages. Served anonymously on the opening path and signed in on the aliased path (DESIGN §3).
import { trackingPaths, ZBuryPointQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { registerOpeningRoute } from '../../core/opening-routes.ts';
import { parseInput } from '../../core/validate.ts';
import { pageViewerOf } from './policy.ts';
import { presentRecorded } from './presenter.ts';
import { recordPageView } from './record-service.ts';

export async function trackingRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  registerOpeningRoute(app, {
    method: 'GET',
    url: trackingPaths.buryPointWeb,
    handler: async (request) => {
      const input = parseInput(ZBuryPointQuerySchema, request.query, request);
      const viewer = await pageViewerOf(tenants, request);
      const userAgent = request.headers['user-agent'];
      await recordPageView(db, {
        ...input,
        ...viewer,
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : '',
      });
      return ok(request, presentRecorded());
    },
  });
}
