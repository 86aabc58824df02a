// Shape of the route table (SPEC §2): every route's meta, and helpers that fill in the defaults so
// each table line only states what differs.
import type { PageType } from '@elearning/shared';
import type { ComponentType } from 'react';
import type { routes as routeTitles } from '../../i18n/zh-CN/routes.ts';

/** Key of a page title in the `routes` i18n namespace. */
export type RouteTitleKey = keyof typeof routeTitles;

/** Kind of page reported to page-view tracking (SPEC §2: list, course, live, train, member pages). */
export type PageViewType = Exclude<PageType, 'other'>;

/** Which frame a page is drawn in. */
export type LayoutKind = 'main' | 'fullscreen' | 'auth';

export type RouteMeta = {
  title: RouteTitleKey;
  requiresLogin: boolean;
  /** Drawn without header and footer (course learn, exam paper). */
  fullscreen: boolean;
  hideCustomerService: boolean;
  trackPageView: PageViewType | false;
  /** A signed-in user is sent to /home instead (login, register, forget password). */
  guestOnly: boolean;
  layout: LayoutKind;
};

/** Lazy page module: one chunk per page, loaded on first visit. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

export type PageRoute = { kind: 'page'; path: string; meta: RouteMeta; load: PageLoader };
/** A parent path that forwards to its first child (SPEC §2). */
export type RedirectRoute = { kind: 'redirect'; path: string; to: string };
export type RouteDef = PageRoute | RedirectRoute;

type MetaOptions = Partial<Omit<RouteMeta, 'title'>>;

/** A page; login is required unless stated otherwise. */
export function page(
  path: string,
  title: RouteTitleKey,
  load: PageLoader,
  options: MetaOptions = {},
): PageRoute {
  const fullscreen = options.fullscreen ?? false;
  return {
    kind: 'page',
    path,
    load,
    meta: {
      title,
      requiresLogin: options.requiresLogin ?? true,
      fullscreen,
      hideCustomerService: options.hideCustomerService ?? fullscreen,
      trackPageView: options.trackPageView ?? false,
      guestOnly: options.guestOnly ?? false,
      layout: options.layout ?? (fullscreen ? 'fullscreen' : 'main'),
    },
  };
}

/** A page anyone may open. */
export function publicPage(path: string, title: RouteTitleKey, load: PageLoader, options: MetaOptions = {}) {
  return page(path, title, load, { ...options, requiresLogin: false });
}

export function redirectTo(path: string, to: string): RedirectRoute {
  return { kind: 'redirect', path, to };
}

/**
 * A group with children (SPEC §2 "Groups with children"): the parent path forwards to the first child,
 * and every child path is resolved under the parent.
 */
export function group(parent: string, children: PageRoute[]): RouteDef[] {
  const resolved = children.map((child) => ({ ...child, path: `${parent}/${child.path}` }));
  const first = resolved[0];
  return first ? [redirectTo(parent, first.path), ...resolved] : [];
}
