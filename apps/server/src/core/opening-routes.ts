// Public "external/opening" paths (DESIGN §3) are served twice: with the segment for anonymous
// callers (a token is still used when sent), and without it for signed-in callers.
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';

const OPENING_SEGMENT = '/external/opening/';

export function withoutOpening(url: string): string {
  return url.replace(OPENING_SEGMENT, '/');
}

type OpeningRoute = Omit<RouteOptions, 'handler' | 'url'> & { url: string; handler: RouteHandlerMethod };

export function registerOpeningRoute(app: FastifyInstance, route: OpeningRoute) {
  if (!route.url.includes(OPENING_SEGMENT)) throw new Error(`Not an opening path: ${route.url}`);
  app.route({ ...route, config: { ...route.config, auth: 'optional' } });
  app.route({ ...route, url: withoutOpening(route.url), config: { ...route.config, auth: 'required' } });
}
