// The router (React Router data mode): the route table turned into route objects, grouped under the
// main, fullscreen and account layouts, each page lazy-loaded with its guard and meta.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { forwardLoader, guardLoader } from './guards.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RouteError } from './layouts/RouteError.tsx';
import { registerRouter } from './navigation.ts';
import type { LayoutKind, PageLoader, PageRoute, RouteDef } from './routes/meta.ts';
import { isPlainPage } from './routes/pages.ts';
import { notFoundRoute, routeTable } from './routes/table/index.ts';

/**
 * Paths that differ from another route's only by letter case (/Integral the points page, /integral the
 * mall) match case-sensitively; every other path keeps React Router's case-insensitive matching.
 */
const caseTwins = (() => {
  const seen = new Map<string, Set<string>>();
  for (const def of routeTable) {
    const key = def.path.toLowerCase();
    seen.set(key, (seen.get(key) ?? new Set()).add(def.path));
  }
  return new Set([...seen.values()].filter((paths) => paths.size > 1).flatMap((paths) => [...paths]));
})();

/** A page's component, inside the antd scope unless the page is plain markup (see routes/pages.ts). */
function pageComponent(load: PageLoader) {
  if (isPlainPage(load)) return load().then((page) => page.Component);
  return Promise.all([load(), import('./AntdScope.tsx')]).then(([page, scope]) =>
    scope.withAntdScope(page.Component),
  );
}

/**
 * A page route. Only its Component is lazy (object form), so the guard loader runs at once — an anonymous
 * user is sent to /login without first downloading the page they may not see.
 */
function pageObject(def: PageRoute): RouteObject {
  return {
    path: def.path,
    caseSensitive: caseTwins.has(def.path),
    lazy: { Component: () => pageComponent(def.load) },
    loader: guardLoader(def.meta),
    handle: { meta: def.meta },
  };
}

function routesOf(layout: LayoutKind, table: RouteDef[]): RouteObject[] {
  return table.flatMap((def) => (def.kind === 'page' && def.meta.layout === layout ? [pageObject(def)] : []));
}

/** Layouts are lazy too: the sign-in page never downloads the header, the home page never the sign-in frame. */
const layouts = {
  main: { Component: () => import('./layouts/MainLayout.tsx').then((m) => m.MainLayout) },
  fullscreen: { Component: () => import('./layouts/FullscreenLayout.tsx').then((m) => m.FullscreenLayout) },
  auth: { Component: () => import('./layouts/AuthLayout.tsx').then((m) => m.AuthLayout) },
};

/** What a forwarding route renders for the instant before its loader's redirect applies. */
function Forwarding() {
  return null;
}

const redirects: RouteObject[] = routeTable.flatMap((def) =>
  def.kind === 'redirect'
    ? [
        {
          path: def.path,
          caseSensitive: caseTwins.has(def.path),
          loader: forwardLoader(def.to),
          Component: Forwarding,
        },
      ]
    : [],
);

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      ...redirects,
      { lazy: layouts.main, children: [...routesOf('main', routeTable), pageObject(notFoundRoute)] },
      { lazy: layouts.fullscreen, children: routesOf('fullscreen', routeTable) },
      { lazy: layouts.auth, children: routesOf('auth', routeTable) },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
registerRouter(router);
