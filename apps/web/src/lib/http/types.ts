// Contracts between the request layer and the app: request options, the session it reads and the
// UI reactions it triggers (wired in src/app so this folder stays free of React and routing).
import type { Lang } from '@elearning/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  url: string;
  method?: HttpMethod;
  /** GET: query; POST/PUT: body; DELETE: both (SPEC §7). */
  params?: Record<string, unknown>;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** Encrypt the parameters with the server's public key (login and password calls). */
  encrypt?: boolean;
  headers?: Record<string, string>;
  /** `blob` lets file downloads pass through untouched. */
  responseType?: 'json' | 'blob';
  /** Return the whole reply instead of its `response` (token endpoints answer a raw object). */
  raw?: boolean;
  /** Show no toast on failure (the caller renders the error itself). */
  silent?: boolean;
  /** A protected action: without a token the user is sent to /login and nothing is sent. */
  requiresLogin?: boolean;
  /** Send no access token and never refresh first (sign-in, refresh, public lookups). */
  anonymous?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** The token object the OAuth endpoints answer (docs/API.md). */
export type TokenGrant = {
  access_token: string;
  token_type?: string;
  refresh_token: string;
  expires_in: number;
  tenant_id?: string;
  user_id?: string | number;
  account?: string;
  [field: string]: unknown;
};

/** What the request layer reads from the session. */
export type HttpSession = {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  tenantId(): string;
  /** Epoch ms at which the access token expires, when known. */
  expiresAt(): number | undefined;
  language(): Lang;
  /** Stores a renewed token pair. */
  tokenRefreshed(grant: TokenGrant): void;
};

/** UI reactions of SPEC §8, provided by the app shell. */
export type HttpHooks = {
  toast(message: string): void;
  /** Shows the blocking '提示' dialog; resolves once the user chose '重新登录' and was signed out. */
  relogin(message: string): Promise<void>;
  unauthorized(): void;
  tenantUnavailable(): void;
  /** Remembers the current path as the preview URL and opens /login. */
  loginRequired(): void;
};

export type HttpDeps = {
  fetch: typeof fetch;
  session: HttpSession;
  hooks: HttpHooks;
  now: () => number;
  crypto: Crypto;
  /** Runs `task` while holding a lock shared by every tab (Web Locks), or directly where there are none. */
  runExclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
};
