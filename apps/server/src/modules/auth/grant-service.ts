// Token grants end to end: a password or captcha sign-in or a ticket opens a session, a refresh token
// rotates one; each answers the issued tokens with the signed-in user they belong to.
import type { TTokenRequest } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../core/request-context.ts';
import type { Tenant } from '../../core/tenants.ts';
import type { Db } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { verifyLogin } from './login-service.ts';
import type { createSessionLoader } from './session-loader.ts';
import { type IssuedTokens, openSession, rotateRefreshToken } from './session-service.ts';
import { redeemTicket } from './ticket-service.ts';
import type { TokenSigner } from './tokens.ts';

export type GrantDeps = {
  db: Db;
  signer: TokenSigner;
  refreshTtlSeconds: number;
  loadSession: ReturnType<typeof createSessionLoader>;
  hub: RealtimeHub;
};

/** Who is asking, as the token endpoint sees it. */
export type GrantCaller = {
  tenant: Tenant;
  clientId: string;
  ip: string;
  userAgent: string;
  captchaKey: string;
  captchaCode: string;
};

export type Granted = { tokens: IssuedTokens; user: AuthUser };

async function withUser(deps: GrantDeps, tenantId: string, tokens: IssuedTokens): Promise<Granted> {
  const session = await deps.loadSession(tokens.sessionId, tenantId);
  if (!session) throw new AppError('SESSION_EXPIRED');
  return { tokens, user: session.user };
}

async function openFor(deps: GrantDeps, caller: GrantCaller, userId: number): Promise<Granted> {
  const tokens = await openSession(deps.db, {
    hub: deps.hub,
    signer: deps.signer,
    refreshTtlSeconds: deps.refreshTtlSeconds,
    tenantId: caller.tenant.id,
    singleSession: caller.tenant.singleSession,
    userId,
    clientId: caller.clientId,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
  return withUser(deps, caller.tenant.id, tokens);
}

/** `POST /oauth/token`: the password, captcha and refresh_token grants. */
export async function grantTokens(
  deps: GrantDeps,
  input: TTokenRequest,
  caller: GrantCaller,
): Promise<Granted> {
  if (input.grant_type === 'refresh_token') {
    const tokens = await rotateRefreshToken(deps.db, {
      hub: deps.hub,
      signer: deps.signer,
      refreshTtlSeconds: deps.refreshTtlSeconds,
      tenantId: caller.tenant.id,
      refreshToken: input.refresh_token,
      clientId: caller.clientId,
    });
    return withUser(deps, caller.tenant.id, tokens);
  }
  const userId = await verifyLogin(deps.db, {
    tenant: caller.tenant,
    username: input.username,
    password: input.password,
    grantType: input.grant_type,
    captchaKey: caller.captchaKey,
    captchaCode: caller.captchaCode,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
  return openFor(deps, caller, userId);
}

/** `GET /oauth/userdetail/taken`: spends a one-time ticket and opens a session for its user. */
export async function grantTicket(deps: GrantDeps, tid: string, caller: GrantCaller): Promise<Granted> {
  const userId = await redeemTicket(deps.db, caller.tenant.id, tid);
  return openFor(deps, caller, userId);
}
