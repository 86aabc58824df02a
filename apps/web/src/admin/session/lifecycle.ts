// The back office's session lifecycle: wiring the request layer to the admin session, signing in (password,
// or the handover ticket from the learner site), loading who is signed in and what they may open,
// renewing the token on a timer, and signing out.
import { systemPaths } from '@elearning/shared';
import i18n from 'i18next';
import { sessionApi } from '../../features/session/api.ts';
import { currentLang } from '../../i18n/index.ts';
import { ApiError, configureHttp, http, type TokenGrant } from '../../lib/http/index.ts';
import { REFRESH_LEAD_MS } from '../../lib/http/refresh.ts';
import { queryClient } from '../../lib/query.ts';
import { adminFeedback } from '../components/feedback.tsx';
import { heldMenuCodes, type PrivilegeTreeReply } from './privileges.ts';
import { adminSession } from './store.ts';

const MAX_TIMER_MS = 2 ** 31 - 1;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** Where the shell sends a user whose session ended (set by the router). */
let toLogin: () => void = () => window.location.assign('/admin/login');

function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const { expiresAt, refreshToken } = adminSession.get();
  if (!expiresAt || !refreshToken) return;
  const delay = Math.min(Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS), MAX_TIMER_MS);
  refreshTimer = setTimeout(() => {
    http.refreshToken().then(scheduleRefresh, () => undefined);
  }, delay);
}

/** Forgets the session here (tokens, user, cached queries). */
export function clearAdminSession(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  adminSession.clear();
  queryClient.clear();
}

function sessionEnded(): void {
  clearAdminSession();
  toLogin();
}

/** Connects the shared request layer to the back office's session and reactions. */
export function wireAdmin(goToLogin: () => void): void {
  toLogin = goToLogin;
  configureHttp({
    session: {
      accessToken: () => adminSession.get().accessToken,
      refreshToken: () => adminSession.get().refreshToken,
      expiresAt: () => adminSession.get().expiresAt,
      tenantId: () => adminSession.get().tenantId,
      language: currentLang,
      tokenRefreshed: (grant) => {
        adminSession.saveGrant(grant);
        scheduleRefresh();
      },
    },
    hooks: {
      toast: (message) => adminFeedback.error(message),
      relogin: async (message) => {
        adminFeedback.error(message);
        sessionEnded();
      },
      unauthorized: sessionEnded,
      tenantUnavailable: () => window.location.assign('/666'),
      loginRequired: sessionEnded,
    },
  });
  if (adminSession.get().accessToken) scheduleRefresh();
}

export class NoBackOfficeAccess extends Error {}

const isBackOfficeRole = (roleId: string | number | undefined) =>
  roleId !== undefined && roleId !== '' && String(roleId) !== '0';

/** Loads the user, the menu codes they hold and the site name; refuses learners (role_id 0). */
export async function loadAdminProfile(): Promise<void> {
  const user = await sessionApi.userInfo();
  if (!isBackOfficeRole(user.role_id)) throw new NoBackOfficeAccess(i18n.t('admin:login.noAccess'));
  const [privileges, domain] = await Promise.allSettled([
    http.get<PrivilegeTreeReply>(systemPaths.menuPrivilege, { userId: user.user_id }),
    sessionApi.domainInfo(),
  ]);
  adminSession.update({
    user,
    tenantId: user.tenant_id || adminSession.get().tenantId,
    menuCodes: privileges.status === 'fulfilled' ? heldMenuCodes(privileges.value) : [],
    siteName: domain.status === 'fulfilled' ? domain.value.siteName : adminSession.get().siteName,
  });
}

/** After a password sign-in or a ticket: keep the pair, load the profile (signing out again if refused). */
export async function completeAdminLogin(grant: TokenGrant): Promise<void> {
  adminSession.saveGrant(grant);
  scheduleRefresh();
  try {
    await loadAdminProfile();
  } catch (error) {
    await sessionApi.logout().catch(() => undefined);
    clearAdminSession();
    throw error;
  }
}

/** Exchanges the learner site's one-time ticket for this app's own session. */
export async function redeemHandover(tid: string): Promise<void> {
  const grant = await sessionApi.ticketLogin(tid);
  if (!grant.access_token) throw new ApiError(i18n.t('admin:login.handoverFailed'), 400, 400);
  await completeAdminLogin(grant);
}

/** Ends the server session (best effort) and forgets it here. */
export async function adminLogout(): Promise<void> {
  await sessionApi.logout().catch(() => undefined);
  clearAdminSession();
}
