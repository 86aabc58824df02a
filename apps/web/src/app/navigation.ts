// Navigation from outside React (request-layer reactions): the router instance is registered once
// created, and the current in-app path can be read for the preview URL.
import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

export function registerRouter(instance: AppRouter): void {
  router = instance;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (router) void router.navigate(path, options);
  else window.location.assign(path);
}

/** The path the user is on (pending navigation included), for the preview URL. */
export function currentPath(): string {
  const location = router?.state.navigation.location ?? router?.state.location ?? window.location;
  return `${location.pathname}${location.search}`;
}
