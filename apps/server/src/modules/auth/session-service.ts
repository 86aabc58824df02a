// Sessions: opening one on sign-in (revoking older ones on single-session tenants), rotating refresh
// tokens with reuse detection, and revoking. Every change to a session that may be kept in memory is
// announced (session-cache.ts) once its transaction has committed.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { announceSessionChange } from './session-cache.ts';
import { hashToken, newOpaqueToken, type TokenSigner } from './tokens.ts';

export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  sessionId: string;
};

export type OpenSessionOptions = {
  tenantId: string;
  singleSession: boolean;
  userId: number;
  clientId: string;
  ip: string;
  userAgent: string;
  signer: TokenSigner;
  refreshTtlSeconds: number;
  /** Carries the announcement of the sessions a single-session sign-in replaces. */
  hub: RealtimeHub;
};

export async function openSession(db: Db, options: OpenSessionOptions): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(Date.now() + options.refreshTtlSeconds * 1000);
  await db.transaction(async (tx) => {
    if (options.singleSession) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: 'replaced' })
        .where(
          and(
            eq(sessions.tenantId, options.tenantId),
            eq(sessions.userId, options.userId),
            isNull(sessions.revokedAt),
          ),
        );
    }
    await tx.insert(sessions).values({
      id: sessionId,
      tenantId: options.tenantId,
      userId: options.userId,
      clientId: options.clientId,
      expiresAt,
      ip: options.ip,
      userAgent: options.userAgent.slice(0, 512),
    });
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(refreshToken), tenantId: options.tenantId, sessionId, expiresAt });
  });
  if (options.singleSession) {
    await announceSessionChange(options.hub, {
      scope: 'user',
      tenantId: options.tenantId,
      userId: options.userId,
    });
  }
  const accessToken = await options.signer.signAccessToken({
    sid: sessionId,
    uid: options.userId,
    tid: options.tenantId,
    cid: options.clientId,
  });
  return { accessToken, refreshToken, expiresIn: options.signer.accessTtlSeconds, sessionId };
}

export async function revokeSession(db: DbOrTx, tenantId: string, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
}

/** Signs a session out (logout) on every instance. */
export async function endSession(
  deps: { db: Db; hub: RealtimeHub },
  options: { tenantId: string; sessionId: string; reason: string },
) {
  await revokeSession(deps.db, options.tenantId, options.sessionId, options.reason);
  await announceSessionChange(deps.hub, {
    scope: 'session',
    tenantId: options.tenantId,
    sessionId: options.sessionId,
  });
}

/**
 * Revokes every open session of a user except, optionally, one (after a password change). Runs inside the
 * caller's transaction: the caller announces `{ scope: 'user' }` after it commits.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  tenantId: string,
  userId: number,
  reason: string,
  keep?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? sql`${sessions.id} <> ${keep}` : undefined,
      ),
    );
}

export type RotateOptions = {
  tenantId: string;
  refreshToken: string;
  /** The authenticated client: a refresh token only works for the client it was issued to. */
  clientId: string;
  signer: TokenSigner;
  refreshTtlSeconds: number;
  hub: RealtimeHub;
};

/**
 * Spends a refresh token and issues the next pair. A token spent twice means it leaked: the whole
 * session (the token family) is revoked and both holders must sign in again.
 */
export async function rotateRefreshToken(
  db: Db,
  options: RotateOptions,
): Promise<IssuedTokens & { userId: number }> {
  const tokenHash = hashToken(options.refreshToken);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: sessions.revokedAt,
        userId: sessions.userId,
        clientId: sessions.clientId,
        userDisabled: users.disabled,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
      .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.tenantId, options.tenantId)))
      .limit(1);
    // A disabled account keeps no session alive, whichever token it presents; and a refresh token
    // only works for the client it was issued to (RFC 6749 §6).
    if (!row || row.revokedAt || row.expiresAt <= now || row.userDisabled)
      return { kind: 'invalid' as const };
    if (row.clientId !== options.clientId) return { kind: 'invalid' as const };
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (row.usedAt || spent.length === 0) {
      await revokeSession(tx, options.tenantId, row.sessionId, 'reuse');
      return { kind: 'reused' as const, sessionId: row.sessionId };
    }
    const next = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + options.refreshTtlSeconds * 1000);
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(next),
      tenantId: options.tenantId,
      sessionId: row.sessionId,
      expiresAt,
    });
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
    return { kind: 'rotated' as const, next, row, sessionId: row.sessionId };
  });
  // The kept session has the old expiry (rotated) or is still open (reused).
  if (outcome.kind !== 'invalid') {
    await announceSessionChange(options.hub, {
      scope: 'session',
      tenantId: options.tenantId,
      sessionId: outcome.sessionId,
    });
  }
  if (outcome.kind !== 'rotated') throw new AppError('REFRESH_INVALID');
  const accessToken = await options.signer.signAccessToken({
    sid: outcome.row.sessionId,
    uid: outcome.row.userId,
    tid: options.tenantId,
    cid: outcome.row.clientId,
  });
  return {
    accessToken,
    refreshToken: outcome.next,
    expiresIn: options.signer.accessTtlSeconds,
    sessionId: outcome.row.sessionId,
    userId: outcome.row.userId,
  };
}
