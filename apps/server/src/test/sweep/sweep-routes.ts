// The routes the every-route sweep walks: the app's own route table, less the few that cannot take part,
// each skipped for a reason written once here. Nothing in the sweep names a route otherwise, so a route
// added tomorrow is swept without anyone writing a test.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { realtimePaths } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../core/route-table.ts';

export type SweptRoute = RouteEntry & { key: string; pathParams: string[] };
export type SkippedRoute = { key: string; reason: string };

/** Every skip, with its reason: the test output prints this list. */
const SKIP_RULES: { reason: string; applies: (route: RouteEntry, webDistDir: string) => boolean }[] = [
  {
    reason: 'websocket upgrade: app.inject cannot upgrade; modules/realtime/realtime-*.test.ts cover it',
    applies: (route) => route.method === 'GET' && route.url === realtimePaths.socket,
  },
  {
    reason: 'static file of the built web app (@fastify/static), not an API',
    applies: (route, webDistDir) =>
      !route.url.startsWith('/api/') && isWebFile(webDistDir, route.url.replace(/\*$/, '')),
  },
];

/** @fastify/static registers one route per file of the built web app (only when it is built). */
function isWebFile(webDistDir: string, url: string): boolean {
  const file = path.join(webDistDir, decodeURIComponent(url));
  return file.startsWith(webDistDir) && existsSync(file);
}

export function pathParamsOf(url: string): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return url.includes('*') ? [...names, '*'] : names;
}

export function sweptRoutes(app: FastifyInstance): { routes: SweptRoute[]; skipped: SkippedRoute[] } {
  const routes: SweptRoute[] = [];
  const skipped: SkippedRoute[] = [];
  for (const route of app.routeTable) {
    const key = `${route.method} ${route.url}`;
    const rule = SKIP_RULES.find((candidate) => candidate.applies(route, app.deps.config.webDistDir));
    if (rule) skipped.push({ key, reason: rule.reason });
    else routes.push({ ...route, key, pathParams: pathParamsOf(route.url) });
  }
  return { routes, skipped };
}

/** The route's URL with each path parameter (`:id`, `*`) replaced by the given value, URL-encoded. */
export function fillPath(url: string, values: Record<string, string>, fallback = '1'): string {
  return url
    .replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? fallback))
    .replace('*', () => encodeURIComponent(values['*'] ?? fallback));
}

export const requiresSignIn = (route: RouteEntry) => route.access.auth === 'required';
export const isLecturerOnly = (route: RouteEntry) => route.access.lecturerOnly === true;
/** A back-office route: its button (or menu) privilege code, else undefined. */
export const buttonOf = (route: RouteEntry): string | undefined => route.access.button;

/** Who calls a route in the sweeps: a tenant admin on back-office routes, a lecturer on lecturer-only ones. */
export type SweepRole = 'learner' | 'lecturer' | 'admin';
export const callerOf = (route: RouteEntry): SweepRole =>
  buttonOf(route) !== undefined ? 'admin' : isLecturerOnly(route) ? 'lecturer' : 'learner';
