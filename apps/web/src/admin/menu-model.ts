// What the side menu, breadcrumb and tabs show: the registered routes the signed-in role may open (its menu
// codes), grouped by AdminRoute.group in a fixed group order, and the route a location belongs to.
import { matchPath } from 'react-router';
import { ADMIN_HOME_CODE } from './routes.ts';
import type { AdminRoute } from './types.ts';

/** Group order of the side menu (the original back office's); unknown groups follow in registration order. */
export const GROUP_ORDER = [
  'home',
  'report',
  'org',
  'role',
  'course',
  'exam',
  'train',
  'live',
  'plan',
  'questionnaire',
  'spreadsheet',
  'settings',
  'system',
] as const;

export type MenuGroup = { group: string; routes: AdminRoute[] };

/** Whether the role holding `codes` may open the route. */
export function mayOpen(route: AdminRoute, codes: ReadonlySet<string>): boolean {
  return route.menuCode === ADMIN_HOME_CODE || codes.has(route.menuCode);
}

/** The menu: routes shown in the menu that the role may open, grouped, groups in GROUP_ORDER. */
export function menuGroups(routes: readonly AdminRoute[], codes: ReadonlySet<string>): MenuGroup[] {
  const groups = new Map<string, AdminRoute[]>();
  for (const route of routes) {
    if (route.hidden || !mayOpen(route, codes)) continue;
    groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
  }
  const rank = (group: string) => {
    const index = (GROUP_ORDER as readonly string[]).indexOf(group);
    return index < 0 ? GROUP_ORDER.length : index;
  };
  return [...groups.entries()]
    .map(([group, members]) => ({ group, routes: members }))
    .sort((a, b) => rank(a.group) - rank(b.group));
}

/** The registered route a pathname (under /admin, without it) belongs to, and its params. */
export function routeAt(
  routes: readonly AdminRoute[],
  pathname: string,
): { route: AdminRoute; params: Record<string, string | undefined> } | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  for (const route of routes) {
    const match = matchPath({ path: `/${route.path}`, end: true }, `/${path}`);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** The menu key and link target of a route. */
export const routeHref = (route: AdminRoute) => `/${route.path}`;
