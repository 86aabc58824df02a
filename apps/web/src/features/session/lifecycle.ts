// Session lifecycle (SPEC §4): completing a sign-in, restoring a session on start-up, renewing the
// token on a timer, signing out, clearing an expired session and reloading when another tab changed
// who is signed in.
import { Identity } from '@elearning/shared';
import { onlineManager } from '@tanstack/react-query';
import { http, type TokenGrant } from '../../lib/http/index.ts';
import { REFRESH_LEAD_MS } from '../../lib/http/refresh.ts';
import { queryClient } from '../../lib/query.ts';
import { realtime } from '../../lib/realtime/socket.ts';
import { store } from '../../lib/storage/store.ts';
import { sessionApi, sessionKeys } from './api.ts';
import { ownedButtonPaths, ownedMenuTree, ownedOrgPrivileges } from './privileges.ts';
import { sessionStore } from './store.ts';
import { tokens } from './tokens.ts';

const MAX_TIMER_MS = 2 ** 31 - 1;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Arms the timer that renews the access token shortly before it expires. */
export function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const expiresAt = tokens.expiresAt();
  if (!expiresAt || !tokens.refresh()) return;
  const delay = Math.min(Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS), MAX_TIMER_MS);
  refreshTimer = setTimeout(() => {
    http.refreshToken().then(scheduleRefresh, () => undefined);
  }, delay);
}

/** Stores a renewed pair (called by the request layer). */
export function tokenRefreshed(grant: TokenGrant): void {
  tokens.save(grant);
  sessionStore.update({ token: grant.access_token });
  scheduleRefresh();
}

/** Fetches user, role, privileges and site info into the session. */
export async function loadProfile(): Promise<void> {
  const [user, role] = await Promise.all([sessionApi.userInfo(), sessionApi.roleInfo()]);
  const current = sessionStore.get();
  const identity =
    role.isTeacher && current.role ? current.identity : role.isTeacher ? role.identity : Identity.learner;
  sessionStore.update({ user, role, identity, tenantId: user.tenant_id || current.tenantId });
  const [privileges, domain] = await Promise.allSettled([
    sessionApi.privileges(user.user_id),
    sessionApi.domainInfo(),
  ]);
  if (privileges.status === 'fulfilled') {
    sessionStore.update({
      menus: ownedMenuTree(privileges.value.menus),
      permissions: ownedButtonPaths(privileges.value.menus),
      orgPrivileges: ownedOrgPrivileges(privileges.value.orgPrivileges),
    });
  }
  if (domain.status === 'fulfilled') sessionStore.update({ diy: domain.value });
}

/** After a successful sign-in: store tokens, load the profile, open the websocket (SPEC §4). */
export async function completeLogin(grant: TokenGrant): Promise<void> {
  tokens.save(grant);
  sessionStore.update({
    token: grant.access_token,
    tenantId:
      typeof grant.tenant_id === 'string' && grant.tenant_id ? grant.tenant_id : sessionStore.get().tenantId,
  });
  scheduleRefresh();
  try {
    await loadProfile();
  } catch (error) {
    clearSession();
    throw error;
  }
  realtime.connect(tokens.access);
  store.set('agreement', true);
  sessionApi.saveLoginCredit().catch(() => undefined);
}

/** Signs in with a one-time `?tid=` ticket; false when the reply carries no account. */
export async function ticketLogin(tid: string): Promise<boolean> {
  const grant = await sessionApi.ticketLogin(tid).catch(() => undefined);
  if (!grant?.account || !grant.access_token) return false;
  await completeLogin(grant);
  return true;
}

/** Stops what runs on its own for the signed-in user: the token renewal timer and the websocket. */
function stopBackground(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  realtime.close();
}

/** Everything cached belonged to the user, except the site's public domain info. */
function forgetUserQueries(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.domain[0] });
}

/** Forgets the session: tokens, user, websocket, site customisation, session storage, unread count. */
export function clearSession(): void {
  stopBackground();
  tokens.clear();
  sessionStore.reset();
  store.clear('session');
  forgetUserQueries();
}

/** How long signing out waits for the page's requests already on their way. */
const IN_FLIGHT_WAIT_MS = 3_000;

/**
 * Holds the page being left: TanStack Query starts no request while it believes the browser is offline
 * (fetches, refetches and the notification poll pause instead), and requests already on their way are
 * given a moment to finish while the token is still good. Returns the release, which drops what paused.
 */
async function holdQueries(waitMs = IN_FLIGHT_WAIT_MS): Promise<() => void> {
  onlineManager.setOnline(false);
  const deadline = Date.now() + waitMs;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return () => {
    // Queries the left page re-created after the session was cleared are paused, not sent: drop them
    // before going back online, or they would resume without a token.
    forgetUserQueries();
    onlineManager.setOnline(typeof navigator === 'undefined' ? true : navigator.onLine);
  };
}

/**
 * Signs out without a request going out unauthenticated: the background work stops and the page's
 * queries are held first, then the server ends the session (best effort) while the token is still
 * valid, then the session is forgotten here and `leave` (e.g. navigating to /login) takes the user
 * away before queries may run again.
 */
export async function logout(leave: () => unknown = () => undefined): Promise<void> {
  stopBackground();
  const release = await holdQueries();
  try {
    await sessionApi.logout().catch(() => undefined);
    clearSession();
    await leave();
    // The left page unmounts in the render that follows the navigation.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    release();
  }
}

let ending: Promise<void> | undefined;

/**
 * Ends a session the server no longer accepts (expired, revoked, replaced) the way `logout` does, minus the
 * server call: the page is held at once (its requests would only collect more 401s), the session is
 * forgotten, `leave` takes the user to sign in, then queries may run again. Several 401s arriving together
 * end the session once.
 */
export function endExpiredSession(leave: () => unknown): Promise<void> {
  if (ending) return ending;
  ending = (async () => {
    stopBackground();
    const release = await holdQueries(0);
    try {
      clearSession();
      await leave();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      release();
      ending = undefined;
    }
  })();
  return ending;
}

/** Restores a stored session when the app starts. */
export function startSession(): void {
  if (sessionStore.get().token) {
    tokens.syncCookie();
    scheduleRefresh();
    realtime.connect(tokens.access);
    loadProfile().catch(() => undefined);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if ((tokens.cookie() ?? undefined) !== sessionStore.get().token) window.location.reload();
  });
}

/** The lecturer/student switch of teachers (stored per tab, SPEC §4). */
export function switchIdentity(identity: Identity): void {
  sessionStore.update({ identity });
}
