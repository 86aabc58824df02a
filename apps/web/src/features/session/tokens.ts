// Token persistence (SPEC §4, §9): access and refresh tokens under their storage keys, the access token
// mirrored in the auth cookie, the expiry time and the tenant. Storage is the source of truth so every
// tab sees a renewal made by another.
import { DEFAULT_TENANT, LOCAL_CACHE_TTL_MS, STORAGE_KEYS, STORAGE_PREFIX } from '@elearning/shared';
import type { TokenGrant } from '../../lib/http/index.ts';
import { readCookie, removeCookie, writeCookie } from '../../lib/storage/cookie.ts';
import { store } from '../../lib/storage/store.ts';

/** Name of the auth cookie holding the access token. */
export const AUTH_COOKIE = `${STORAGE_PREFIX}${STORAGE_KEYS.accessToken}`;
const EXPIRES_AT = 'token-expires-at';
const TENANT = 'tenant-id';

export const tokens = {
  access: (): string | undefined => store.get<string>(STORAGE_KEYS.accessToken),
  refresh: (): string | undefined => store.get<string>(STORAGE_KEYS.refreshToken),
  expiresAt: (): number | undefined => store.get<number>(EXPIRES_AT),
  tenant: (): string => store.get<string>(TENANT) ?? DEFAULT_TENANT,
  cookie: (): string | undefined => readCookie(AUTH_COOKIE),

  save(grant: TokenGrant, now: number = Date.now()): void {
    store.set(STORAGE_KEYS.accessToken, grant.access_token);
    store.set(STORAGE_KEYS.refreshToken, grant.refresh_token);
    store.set(EXPIRES_AT, now + grant.expires_in * 1000);
    if (typeof grant.tenant_id === 'string' && grant.tenant_id) store.set(TENANT, grant.tenant_id);
    writeCookie(AUTH_COOKIE, grant.access_token, LOCAL_CACHE_TTL_MS / 1000);
  },

  /** Re-creates a missing auth cookie from storage (e.g. after the browser dropped it). */
  syncCookie(): void {
    const access = tokens.access();
    if (access && tokens.cookie() !== access) writeCookie(AUTH_COOKIE, access, LOCAL_CACHE_TTL_MS / 1000);
  },

  clear(): void {
    store.remove(STORAGE_KEYS.accessToken);
    store.remove(STORAGE_KEYS.refreshToken);
    store.remove(EXPIRES_AT);
    removeCookie(AUTH_COOKIE);
  },
};
