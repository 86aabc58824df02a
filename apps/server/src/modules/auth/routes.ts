// Auth endpoints (SPEC §7): token grants, captcha, public key, sign-out, cache clearing, the caller's user
// and role info, and the one-time tickets of the `?tid=` token login.
import { authPaths, ZTicketQuerySchema, ZTokenRequestSchema } from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { anonymous, devRoute, oauthEndpoint, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import type { ModuleContext } from '../index.ts';
import { createCaptcha, devCaptchaAnswer } from './captcha-service.ts';
import { type GrantCaller, grantTicket, grantTokens } from './grant-service.ts';
import { assertGrantTypeSupported } from './policy.ts';
import { presentRoleInfo, presentToken, presentUserInfo } from './presenter.ts';
import { endSession } from './session-service.ts';
import { issueTicket } from './ticket-service.ts';

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function authRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { db, config, tenants } = app.deps;
  const grantDeps = {
    db,
    signer: ctx.signer,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    loadSession: ctx.loadSession,
    hub: app.deps.realtime,
  };

  async function callerOf(request: FastifyRequest, tenantId?: string): Promise<GrantCaller> {
    return {
      tenant: await tenants.requireTenant(request, tenantId),
      clientId: request.clientId ?? '',
      ip: request.ip,
      userAgent: header(request, 'user-agent'),
      captchaKey: header(request, 'captcha-key'),
      captchaCode: header(request, 'captcha-code'),
    };
  }

  // Token replies are read whole by the client (not enveloped).
  const token = async (request: FastifyRequest) => {
    const raw = queryAndBody(request);
    assertGrantTypeSupported(raw.grant_type);
    const input = parseInput(ZTokenRequestSchema, raw, request);
    const granted = await grantTokens(grantDeps, input, await callerOf(request, input.tenantId));
    return presentToken(granted.tokens, granted.user);
  };
  app.post(authPaths.token, oauthEndpoint, token);
  app.post(authPaths.tokenAlias, oauthEndpoint, token);

  app.get(authPaths.redeemTicket, oauthEndpoint, async (request) => {
    const { tid } = parseInput(ZTicketQuerySchema, request.query, request);
    const granted = await grantTicket(grantDeps, tid, await callerOf(request));
    return presentToken(granted.tokens, granted.user);
  });

  app.get(authPaths.captcha, anonymous, async (request) => {
    const tenant = await tenants.requireTenant(request);
    return ok(request, await createCaptcha(db, tenant.id, config.devHelpers));
  });

  app.get(authPaths.publicKey, anonymous, async (request) =>
    ok(request, { publicKey: app.deps.secrets.rsaPublicKeyPem, algorithm: 'RSA-OAEP-256+AES-128-GCM' }),
  );

  // The original client GETs this to sign out and also POSTs its logs here (`sendLogs`); both sign out,
  // the posted body is not kept.
  const logout = async (request: FastifyRequest) => {
    const { tenantId, sessionId } = actorOf(request);
    await endSession({ db, hub: app.deps.realtime }, { tenantId, sessionId, reason: 'logout' });
    return ok(request, null, 'auth.logoutSuccess');
  };
  app.get(authPaths.logout, signedIn, logout);
  app.post(authPaths.logout, signedIn, logout);

  // Drops what this instance caches about the caller's site, so a settings change shows at once.
  app.get(authPaths.clearCache, signedIn, async (request) => {
    tenants.forget(actorOf(request).tenantId);
    return ok(request, null, 'auth.cacheCleared');
  });

  app.get(authPaths.userInfo, signedIn, async (request) =>
    ok(request, presentUserInfo(actorOf(request).user)),
  );

  app.get(authPaths.roleInfo, signedIn, async (request) =>
    ok(request, presentRoleInfo(actorOf(request).user)),
  );

  app.post(authPaths.issueTicket, signedIn, async (request) => {
    const { tenantId, userId } = actorOf(request);
    return ok(request, await issueTicket(db, tenantId, userId));
  });

  devRoute(app, 'GET', authPaths.devCaptcha, anonymous, async (request) => {
    const key = String((request.query as Record<string, unknown>).key ?? '');
    const answer = devCaptchaAnswer(key);
    if (!answer) throw new AppError('NOT_FOUND');
    return ok(request, { key, code: answer });
  });
}
