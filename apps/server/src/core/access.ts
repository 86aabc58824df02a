// Route access options, written once: every route declares who may call it with one of these, and the auth
// hook (modules/auth/auth-hook.ts) enforces it before the handler runs. The every-route sweep reads the same
// config to know what each route must refuse.
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { RouteAccess } from './request-context.ts';

const access = <T extends RouteAccess>(config: T) => ({ config }) as const;

/** A valid access token is required (401 without one). */
export const signedIn = access({ auth: 'required' } as const);

/** Signed in with the lecturer identity (403 for everyone else). */
export const lecturerOnly = access({ auth: 'required', lecturerOnly: true } as const);

/**
 * A back-office action guarded by a privilege code (`backOffice('sys:user:add')`): signed in, and the
 * caller's role must hold the code (403 otherwise). The codes of a domain are constants in
 * `packages/shared/src/<domain>/privileges.ts`; the data scope of lists and changes is `core/data-scope.ts`.
 */
export const backOffice = <const C extends string>(button: C) =>
  access({ auth: 'required', button } as const);

/**
 * A call the lecturer tab and the back office share (one original path): the lecturer identity or the
 * button code passes (either one; 403 for everyone else). The service then limits a lecturer who lacks the
 * code to their own records.
 */
export const lecturerOrBackOffice = <const C extends string>(button: C) =>
  access({ auth: 'required', lecturerOnly: true, button } as const);

/** Anyone; the token is used when present (opening paths, public pages). */
export const signInOptional = access({ auth: 'optional' } as const);

/** Anonymous, but the calling app's Basic credentials are required (token, ticket and account endpoints). */
export const anonymousWithClient = access({ client: 'required' } as const);

/** An OAuth endpoint (token, ticket exchange): client credentials required, failures in OAuth's terms too. */
export const oauthEndpoint = access({ client: 'required', oauth: true } as const);

/** Anonymous and without client credentials (health checks, file links signed in their URL). */
export const anonymous = access({} as const);

/**
 * A development helper (SMS outbox, captcha answers, test triggers) on top of another option:
 * `devOnly(signedIn)`. Register it with `devRoute`; the auth hook answers any caller not on this machine 404.
 */
export const devOnly = <T extends RouteAccess>(base: { config: T }) =>
  access({ ...base.config, devOnly: true } as const);

/**
 * The one place development helpers are registered. Without DEV_HELPERS=1 (config.devHelpers) nothing is
 * registered, so they answer 404 like any unknown path; `npm start` leaves them off.
 */
export function devRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  base: { config: RouteAccess },
  handler: RouteHandlerMethod,
) {
  if (!app.deps.config.devHelpers) return;
  app.route({ method, url, ...devOnly(base), handler });
}

/** Headers a proxy adds: a relayed request is someone else's, however local the proxy is. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the caller is on this machine: a loopback `request.ip` (which honours TRUST_PROXY) and no
 * forwarding header — without that check a reverse proxy on the same host would make every visitor local,
 * and with TRUST_PROXY the forwarded address is whatever the visitor wrote.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice('::ffff:'.length) : request.ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
