// Per-request authentication: the client's Basic credentials, then (where a route asks for it)
// the access token → session → user, kept in memory between changes (session-cache.ts), else one query.
// Session replaced → 8000; expired or revoked → 8001.
// Development helpers (`devOnly`) answer callers on this machine only.
import { timingSafeEqual } from 'node:crypto';
import { pickLang } from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientCredential } from '../../config.ts';
import { isLocalCaller } from '../../core/access.ts';
import { AppError } from '../../core/app-error.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { createSessionLoader, SessionRow } from './session-loader.ts';
import type { TokenSigner } from './tokens.ts';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Returns the client id for valid `Basic` credentials, undefined when absent; throws when wrong. */
export function readClient(header: string | undefined, clients: ClientCredential[]): string | undefined {
  if (!header) return undefined;
  const [scheme, encoded] = header.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new AppError('INVALID_CLIENT');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) throw new AppError('INVALID_CLIENT');
  const id = decoded.slice(0, separator);
  const secret = decoded.slice(separator + 1);
  const client = clients.find((c) => c.clientId === id);
  if (!client || !safeEqual(client.clientSecret, secret)) throw new AppError('INVALID_CLIENT');
  return id;
}

/** `accessToken: bearer <token>` (the original client's header). */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const raw = request.headers.accesstoken;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1] ?? value.trim();
}

type AuthDeps = { signer: TokenSigner; loadSession: ReturnType<typeof createSessionLoader> };

/**
 * Access token → session → user, as every authenticated request and the websocket check it. Throws the
 * catalogued error: 401 bad token, 8001 expired or revoked, 8000 replaced, 666 tenant unavailable, 403 when
 * the request names another tenant than the token's.
 */
export async function authenticateAccessToken(
  deps: AuthDeps,
  token: string,
  tenantHeader?: string,
): Promise<AuthContext> {
  const claims = await deps.signer.verifyAccessToken(token);
  if (claims === 'invalid') throw new AppError('UNAUTHORIZED');
  if (claims === 'expired') throw new AppError('SESSION_EXPIRED');
  if (tenantHeader && tenantHeader !== claims.tid) throw new AppError('FORBIDDEN');
  const session = await deps.loadSession(claims.sid, claims.tid);
  assertSessionActive(session);
  return { sessionId: claims.sid, clientId: claims.cid, tenantId: claims.tid, user: session.user };
}

/** Throws unless the loaded session can still be used (also re-checked on long-lived websockets). */
export function assertSessionActive(session: SessionRow | undefined): asserts session is SessionRow {
  if (!session) throw new AppError('SESSION_EXPIRED');
  if (session.tenantDisabled) throw new AppError('TENANT_UNAVAILABLE');
  if (session.revokedAt) {
    throw new AppError(session.revokeReason === 'replaced' ? 'SESSION_REPLACED' : 'SESSION_EXPIRED');
  }
  if (session.expiresAt <= new Date() || session.user.disabled) throw new AppError('SESSION_EXPIRED');
}

export function registerAuthHooks(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('clientId', undefined);
  app.decorateRequest('tenantHeader', undefined);
  app.decorateRequest('auth', undefined);

  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
    const tenant = request.headers['tenant-id'];
    request.tenantHeader = (Array.isArray(tenant) ? tenant[0] : tenant) || undefined;
    request.clientId = readClient(request.headers.authorization, app.deps.config.clients);
    // A development helper refuses exactly as an unknown path does, so it is not even seen to exist.
    if (request.routeOptions.config.devOnly && !(app.deps.config.devHelpers && isLocalCaller(request))) {
      throw new AppError('ROUTE_NOT_FOUND', {
        params: { path: (request.url.split('?')[0] ?? '/').slice(0, 200) },
      });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config;
    if (access.client === 'required' && !request.clientId) throw new AppError('INVALID_CLIENT');
    const mode = access.auth ?? 'none';
    if (mode === 'none') return;
    const token = readAccessToken(request);
    if (!token) {
      if (mode === 'optional') return;
      throw new AppError('UNAUTHORIZED');
    }
    request.auth = await authenticateAccessToken(deps, token, request.tenantHeader);
    // lecturerOnly with a button (`lecturerOrBackOffice`): the lecturer identity or the code, either one.
    const lecturerPasses = access.lecturerOnly === true && request.auth.user.isTeacher;
    if (access.lecturerOnly && !access.button && !lecturerPasses) throw new AppError('FORBIDDEN');
    if (
      access.button &&
      !lecturerPasses &&
      !(await holdsPrivilege(app.deps.db, request.auth, access.button))
    ) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/**
 * The signed-in context on a route declared `signedIn`. Modules read the caller with `actorOf`
 * (core/actor.ts); this stays only while modules not yet converted still call it.
 */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
