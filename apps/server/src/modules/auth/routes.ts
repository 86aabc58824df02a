// Auth and user endpoints (SPEC §7): token grants, captcha, public key, logout, user and role info, tickets.
import { GrantType, ZTicketQuerySchema, ZTokenRequestSchema } from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import type { ModuleContext } from '../index.ts';
import { authOf } from './auth-hook.ts';
import { createCaptcha, devCaptchaAnswer } from './captcha-service.ts';
import { verifyLogin } from './login-service.ts';
import { presentRoleInfo, presentToken, presentUserInfo } from './presenter.ts';
import { openSession, revokeSession, rotateRefreshToken } from './session-service.ts';
import { issueTicket, redeemTicket } from './ticket-service.ts';

const GRANT_TYPES: ReadonlySet<unknown> = new Set(Object.values(GrantType));

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function authRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { db, config, tenants } = app.deps;
  const sessionOptions = { signer: ctx.signer, refreshTtlSeconds: config.refreshTokenTtlSeconds };

  async function tokenReply(sessionId: string, tenantId: string, tokens: Parameters<typeof presentToken>[0]) {
    const session = await ctx.loadSession(sessionId, tenantId);
    if (!session) throw new AppError('SESSION_EXPIRED');
    return presentToken(tokens, session.user);
  }

  const grantToken = async (request: FastifyRequest) => {
    const raw = queryAndBody(request);
    // RFC 6749 §5.2: an unknown or missing grant type is its own error, before any field is checked.
    if (!GRANT_TYPES.has(raw.grant_type)) throw new AppError('UNSUPPORTED_GRANT');
    const input = parseInput(ZTokenRequestSchema, raw, request);
    const tenant = await tenants.requireTenant(request, input.tenantId);
    if (input.grant_type === 'refresh_token') {
      const tokens = await rotateRefreshToken(db, {
        ...sessionOptions,
        tenantId: tenant.id,
        refreshToken: input.refresh_token,
        clientId: request.clientId ?? '',
      });
      return tokenReply(tokens.sessionId, tenant.id, tokens);
    }
    const userAgent = header(request, 'user-agent');
    const userId = await verifyLogin(db, {
      tenant,
      username: input.username,
      password: input.password,
      grantType: input.grant_type,
      captchaKey: header(request, 'captcha-key'),
      captchaCode: header(request, 'captcha-code'),
      ip: request.ip,
      userAgent,
    });
    const tokens = await openSession(db, {
      ...sessionOptions,
      tenantId: tenant.id,
      singleSession: tenant.singleSession,
      userId,
      clientId: request.clientId ?? '',
      ip: request.ip,
      userAgent,
    });
    return tokenReply(tokens.sessionId, tenant.id, tokens);
  };
  const tokenConfig = { client: 'required', oauth: true } as const;
  app.post('/api/blade-auth/oauth/token', { config: tokenConfig }, grantToken);
  app.post('/api/auth/oauth/token', { config: tokenConfig }, grantToken);

  app.get('/api/blade-auth/oauth/captcha', async (request) => {
    const tenant = await tenants.requireTenant(request);
    return ok(request, await createCaptcha(db, tenant.id, config.production));
  });

  app.get('/api/blade-auth/oauth/public-key', async (request) =>
    ok(request, { publicKey: app.deps.secrets.rsaPublicKeyPem, algorithm: 'RSA-OAEP-256+AES-128-GCM' }),
  );

  app.get('/api/blade-auth/oauth/logout', { config: { auth: 'required' } }, async (request) => {
    const auth = authOf(request);
    await revokeSession(db, auth.tenantId, auth.sessionId, 'logout');
    return ok(request, null, 'auth.logoutSuccess');
  });

  app.get('/api/blade-auth/oauth/user-info', { config: { auth: 'required' } }, async (request) =>
    ok(request, presentUserInfo(authOf(request).user)),
  );

  app.get('/api/sys/v1/user/role-info', { config: { auth: 'required' } }, async (request) =>
    ok(request, presentRoleInfo(authOf(request).user)),
  );

  app.post('/api/blade-auth/oauth/userdetail/ticket', { config: { auth: 'required' } }, async (request) => {
    const auth = authOf(request);
    return ok(request, await issueTicket(db, auth.tenantId, auth.user.id));
  });

  app.get('/api/blade-auth/oauth/userdetail/taken', { config: tokenConfig }, async (request) => {
    const { tid } = parseInput(ZTicketQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request);
    const userId = await redeemTicket(db, tenant.id, tid);
    const tokens = await openSession(db, {
      ...sessionOptions,
      tenantId: tenant.id,
      singleSession: tenant.singleSession,
      userId,
      clientId: request.clientId ?? '',
      ip: request.ip,
      userAgent: header(request, 'user-agent'),
    });
    return tokenReply(tokens.sessionId, tenant.id, tokens);
  });

  if (!config.production) {
    app.get('/api/dev/captcha', async (request) => {
      const key = String((request.query as Record<string, unknown>).key ?? '');
      const answer = devCaptchaAnswer(key);
      if (!answer) throw new AppError('NOT_FOUND');
      return ok(request, { key, code: answer });
    });
  }
}
