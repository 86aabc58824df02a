// Navigation from outside React (request-layer reactions): the router instance is registered once
// created, and the current in-app path can be read for the preview URL.
import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

export function registerRouter(instance: AppRouter): void {
  router = instance;
}

/** Navigates; the promise settles once the new page has replaced the old one (its code loaded). */
export function navigateTo(path: string, options: { replace?: boolean } = {}): Promise<void> {
  if (router) return router.navigate(path, options);
  window.location.assign(path);
  return Promise.resolve();
}

/** The path the user is on (pending navigation included), for the preview URL. */
export function currentPath(): string {
  const location = router?.state.navigation.location ?? router?.state.location ?? window.location;
  return `${location.pathname}${location.search}`;
}
