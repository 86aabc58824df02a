// The back office's own session: its tokens (a session of its own on the server, opened by a sign-in or a
// handover ticket — never the learner site's tokens), who is signed in, the menu codes they hold and the
// site name. Kept under 'admin-' storage names so signing out here leaves the learner site signed in.
import { useSyncExternalStore } from 'react';
import { tokens as learnerTokens } from '../../features/session/tokens.ts';
import type { UserInfo } from '../../features/session/types.ts';
import type { TokenGrant } from '../../lib/http/index.ts';
import { store } from '../../lib/storage/store.ts';

export type AdminSession = {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  expiresAt: number | undefined;
  tenantId: string;
  user: UserInfo | undefined;
  /** Menu privilege codes the signed-in role holds (owned and enabled). */
  menuCodes: string[];
  siteName: string | undefined;
};

type Persisted = Exclude<keyof AdminSession, never>;
const NAMES: Record<Persisted, string> = {
  accessToken: 'admin-access-token',
  refreshToken: 'admin-refresh-token',
  expiresAt: 'admin-expires-at',
  tenantId: 'admin-tenant-id',
  user: 'admin-user',
  menuCodes: 'admin-menu-codes',
  siteName: 'admin-site-name',
};

function hydrate(): AdminSession {
  return {
    accessToken: store.get<string>(NAMES.accessToken),
    refreshToken: store.get<string>(NAMES.refreshToken),
    expiresAt: store.get<number>(NAMES.expiresAt),
    // The learner site's tenant until the back office has its own session.
    tenantId: store.get<string>(NAMES.tenantId) ?? learnerTokens.tenant(),
    user: store.get<UserInfo>(NAMES.user),
    menuCodes: store.get<string[]>(NAMES.menuCodes) ?? [],
    siteName: store.get<string>(NAMES.siteName),
  };
}

let state = hydrate();
const listeners = new Set<() => void>();

export const adminSession = {
  get: (): AdminSession => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<AdminSession>): void {
    state = { ...state, ...patch };
    for (const key of Object.keys(patch) as Persisted[]) {
      const value = state[key];
      if (value === undefined) store.remove(NAMES[key]);
      else store.set(NAMES[key], value);
    }
    for (const listener of listeners) listener();
  },
  /** Stores a token pair from a sign-in, a ticket or a renewal. */
  saveGrant(grant: TokenGrant, now: number = Date.now()): void {
    adminSession.update({
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresAt: now + grant.expires_in * 1000,
      ...(typeof grant.tenant_id === 'string' && grant.tenant_id ? { tenantId: grant.tenant_id } : {}),
    });
  },
  /** Forgets the signed-in user; the tenant stays with the browser. */
  clear(): void {
    adminSession.update({
      accessToken: undefined,
      refreshToken: undefined,
      expiresAt: undefined,
      user: undefined,
      menuCodes: [],
    });
  },
};

export function useAdminSession<T>(selector: (session: AdminSession) => T): T {
  return useSyncExternalStore(
    adminSession.subscribe,
    () => selector(adminSession.get()),
    () => selector(adminSession.get()),
  );
}
