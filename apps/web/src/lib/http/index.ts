// The app-wide HTTP client. The session accessors and UI hooks start inert and are wired by the app
// shell at start-up (src/app/wiring.ts), keeping this layer free of React and routing.
import { DEFAULT_LANG, DEFAULT_TENANT } from '@elearning/shared';
import { createHttpClient } from './client.ts';
import type { HttpDeps, HttpHooks, HttpSession } from './types.ts';

const deps: HttpDeps = {
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  crypto: globalThis.crypto,
  runExclusive: (name, task) =>
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, task) : task(),
  session: {
    accessToken: () => undefined,
    refreshToken: () => undefined,
    tenantId: () => DEFAULT_TENANT,
    expiresAt: () => undefined,
    language: () => DEFAULT_LANG,
    tokenRefreshed: () => undefined,
  },
  hooks: {
    toast: () => undefined,
    relogin: async () => undefined,
    unauthorized: () => undefined,
    tenantUnavailable: () => undefined,
    loginRequired: () => undefined,
  },
};

/** Connects the client to the session store and the UI reactions. */
export function configureHttp(wiring: { session?: HttpSession; hooks?: Partial<HttpHooks> }): void {
  if (wiring.session) deps.session = wiring.session;
  if (wiring.hooks) deps.hooks = { ...deps.hooks, ...wiring.hooks };
}

export const http = createHttpClient(() => deps);

export { TOKEN_PATH, USER_TYPE } from './client.ts';
export { ApiError, LoginRequiredError } from './errors.ts';
export { withDeviceType } from './params.ts';
export type { RequestOptions, TokenGrant } from './types.ts';
