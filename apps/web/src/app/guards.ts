// Routing rules of SPEC §2 as route loaders: ?tid= token login, login-required routes (remembering the
// preview URL), guest-only routes, and parent routes forwarding to their first child.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ticketLogin } from '../features/session/lifecycle.ts';
import { rememberPreviewUrl } from '../features/session/preview.ts';
import { sessionStore } from '../features/session/store.ts';
import type { RouteMeta } from './routes/meta.ts';

const ticketLogins = new Map<string, Promise<boolean>>();

/** One exchange per ticket, however many loaders ask at once. */
function ticketLoginOnce(tid: string): Promise<boolean> {
  let pending = ticketLogins.get(tid);
  if (!pending) {
    pending = ticketLogin(tid).catch(() => false);
    ticketLogins.set(tid, pending);
  }
  return pending;
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

export function guardLoader(meta: RouteMeta) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const tid = url.searchParams.get('tid');
    if (tid) {
      const signedIn = await ticketLoginOnce(tid);
      if (!signedIn) return redirect('/login');
      url.searchParams.delete('tid');
      return redirect(pathOf(url));
    }
    const signedIn = Boolean(sessionStore.get().token);
    if (meta.guestOnly && signedIn) return redirect('/home');
    if (meta.requiresLogin && !signedIn) {
      rememberPreviewUrl(pathOf(url));
      return redirect('/login');
    }
    return null;
  };
}

/** A parent path: forward to `to`, keeping the query (so `/?tid=` still signs in). */
export function forwardLoader(to: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return redirect(`${to}${url.search}${url.hash}`);
  };
}
