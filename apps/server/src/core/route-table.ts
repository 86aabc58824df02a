// Every route the app serves, recorded as it is declared, so that checks that must cover every route (the
// every-route sweep, the original-API coverage table) read the real table instead of a list kept by hand.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { RouteAccess } from './request-context.ts';

export type RouteEntry = { method: HTTPMethods; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Call before any module registers its routes. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = (route.config ?? {}) as RouteAccess;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url, access });
    }
  });
}
