// The request layer (SPEC §7 conventions, §8 errors): builds every call's URL, headers and body,
// renews the access token shortly before it expires, and turns failures into the UI reactions.
import { authPaths, HTTP_TIMEOUT_MS, translateCommon } from '@elearning/shared';
import { APP_ID, basicAuthorization } from './config.ts';
import { encryptParams } from './encrypt.ts';
import {
  ApiError,
  asFailureBody,
  businessCode,
  failureMessage,
  isSuccess,
  LoginRequiredError,
  reactionFor,
} from './errors.ts';
import { appendQuery, rewriteOpeningPath, toQueryString, withApiPrefix } from './paths.ts';
import { needsRefresh, singleFlight } from './refresh.ts';
import type { HttpDeps, RequestOptions, TokenGrant } from './types.ts';

export const TOKEN_PATH = authPaths.token;
export const PUBLIC_KEY_PATH = authPaths.publicKey;
/** The user type the web client signs in as (ORIGINAL-UI: user_type=staff). */
export const USER_TYPE = 'staff';

export type HttpClient = ReturnType<typeof createHttpClient>;

type Prepared = { url: string; init: RequestInit };

function formBody(values: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  return body;
}

/** Creates a client; `getDeps` is read on every call so the app can wire the session late. */
export function createHttpClient(getDeps: () => HttpDeps) {
  let reloginShowing = false;
  let publicKey: Promise<string> | undefined;

  function react(code: number, message: string, silent: boolean | undefined): void {
    const { hooks } = getDeps();
    switch (reactionFor(code)) {
      case 'relogin':
        if (reloginShowing) return;
        reloginShowing = true;
        void hooks.relogin(message).finally(() => {
          reloginShowing = false;
        });
        return;
      case 'unauthorized':
        hooks.unauthorized();
        return;
      case 'tenantUnavailable':
        hooks.tenantUnavailable();
        return;
      case 'silent':
        return;
      case 'toast':
        if (!silent) hooks.toast(message);
    }
  }

  async function loadPublicKey(): Promise<string> {
    publicKey ??= send<{ publicKey: string }>({ url: PUBLIC_KEY_PATH, anonymous: true, silent: true })
      .then((reply) => reply.publicKey)
      .catch((error: unknown) => {
        publicKey = undefined;
        throw error;
      });
    return publicKey;
  }

  async function prepare(options: RequestOptions): Promise<Prepared> {
    const { session, crypto } = getDeps();
    const method = options.method ?? 'GET';
    const token = options.anonymous ? undefined : session.accessToken();
    let path = rewriteOpeningPath(withApiPrefix(options.url), Boolean(session.accessToken()));
    const headers: Record<string, string> = {
      Authorization: basicAuthorization(),
      'Tenant-Id': session.tenantId(),
      appId: APP_ID,
      'Accept-Language': session.language(),
      ...(token ? { accessToken: `bearer ${token}` } : {}),
      ...options.headers,
    };

    let values: Record<string, unknown> | undefined = options.params;
    if (options.encrypt && values) {
      values = { ...(await encryptParams(values, await loadPublicKey(), crypto)) };
    }
    if (method === 'GET' || method === 'DELETE') path = appendQuery(path, toQueryString(values));

    let body: BodyInit | undefined;
    if (method !== 'GET' && values) {
      if (options.form) {
        body = formBody(values);
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(values);
        headers['Content-Type'] = 'application/json';
      }
    }
    return { url: path, init: { method, headers, body, credentials: 'same-origin' } };
  }

  async function parse<T>(response: Response, options: RequestOptions): Promise<T> {
    const { session } = getDeps();
    const type = response.headers.get('content-type') ?? '';
    if (options.responseType === 'blob' && response.ok && !type.includes('application/json')) {
      return (await response.blob()) as T;
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    const body = asFailureBody(data);
    const code = businessCode(response.status, body);
    if (isSuccess(response.status, code)) {
      if (options.raw || body === undefined || !('resCode' in body)) return data as T;
      return body.response as T;
    }
    const message = failureMessage(body, session.language());
    react(code, message, options.silent);
    throw new ApiError(message, code, response.status, body);
  }

  async function send<T>(options: RequestOptions): Promise<T> {
    const { session, hooks, now } = getDeps();
    if (options.requiresLogin && !session.accessToken()) {
      hooks.loginRequired();
      throw new LoginRequiredError();
    }
    if (!options.anonymous && session.accessToken() && needsRefresh(session.expiresAt(), now())) {
      await refreshToken();
    }
    const { url, init } = await prepare(options);
    const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await getDeps().fetch(url, { ...init, signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = translateCommon('error.service', session.language());
      if (!options.silent) hooks.toast(message);
      throw new ApiError(message, 0, 0);
    }
    return parse<T>(response, options);
  }

  /**
   * Renews the token pair with the refresh token. Concurrent callers share one request, and tabs take
   * turns (refresh tokens rotate): a tab that finds the pair already renewed by another one skips.
   */
  const refreshToken = singleFlight(
    (): Promise<TokenGrant | undefined> =>
      getDeps().runExclusive('elearning-token-refresh', async () => {
        const { session, now } = getDeps();
        const refresh = session.refreshToken();
        if (!refresh)
          throw new ApiError(translateCommon('error.sessionExpired', session.language()), 8001, 401);
        if (!needsRefresh(session.expiresAt(), now())) return undefined;
        const grant = await send<TokenGrant>({
          url: TOKEN_PATH,
          method: 'POST',
          form: true,
          raw: true,
          anonymous: true,
          params: {
            grant_type: 'refresh_token',
            refresh_token: refresh,
            scope: 'all',
            user_type: USER_TYPE,
            tenantId: session.tenantId(),
          },
        });
        session.tokenRefreshed(grant);
        return grant;
      }),
  );

  type Extra = Omit<RequestOptions, 'url' | 'method' | 'params'>;
  return {
    request: send,
    refreshToken,
    get: <T>(url: string, params?: Record<string, unknown>, extra?: Extra) =>
      send<T>({ ...extra, url, method: 'GET', params }),
    post: <T>(url: string, params?: Record<string, unknown>, extra?: Extra) =>
      send<T>({ ...extra, url, method: 'POST', params }),
    put: <T>(url: string, params?: Record<string, unknown>, extra?: Extra) =>
      send<T>({ ...extra, url, method: 'PUT', params }),
    del: <T>(url: string, params?: Record<string, unknown>, extra?: Extra) =>
      send<T>({ ...extra, url, method: 'DELETE', params }),
  };
}
