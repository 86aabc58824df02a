// The per-request session check. A session is read with ONE prepared query of primary-key lookups — the
// session row, its user (disabled flag, profile, organisation and position names), the user's identities
// and the tenant's disabled flag — and then kept in process (session-cache.ts), so an authenticated call
// normally reaches no database at all. Revocation, disabling, identity, profile and tenant changes are
// announced by the services that make them and drop the kept session on every instance; the expiry is
// checked on every call from the kept `expiresAt` (auth-hook.ts `assertSessionActive`).
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/request-context.ts';
import type { Db } from '../../db/client.ts';
import { organisations, positions, sessions, userIdentities, users } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { createSessionCache } from './session-cache.ts';

export type SessionRow = {
  revokedAt: Date | null;
  revokeReason: string | null;
  expiresAt: Date;
  tenantDisabled: boolean;
  user: AuthUser & { disabled: boolean };
};

/**
 * A user's profile and identities as the session carries them (`users` joined to `user_identities`,
 * `organisations` and `positions`); also what `actorOfUser` reads for a user who is not the caller.
 */
export const authUserColumns = {
  id: users.id,
  tenantId: users.tenantId,
  disabled: users.disabled,
  account: users.account,
  name: users.name,
  realName: users.realName,
  nickName: users.nickName,
  avatarUrl: users.avatarUrl,
  phone: users.phone,
  email: users.email,
  workNo: users.workNo,
  sex: users.sex,
  companyId: users.companyId,
  orgId: users.orgId,
  orgName: organisations.name,
  positionId: users.positionId,
  positionName: positions.name,
  isTeacher: sql<boolean>`coalesce(${userIdentities.isTeacher}, false)`,
  isTutor: sql<boolean>`coalesce(${userIdentities.isTutor}, false)`,
  tutorUserId: userIdentities.tutorUserId,
  isOrgAdmin: sql<boolean>`coalesce(${userIdentities.isOrgAdmin}, false)`,
  roleId: sql<number>`coalesce(${userIdentities.roleId}, 0)`,
  vipLevel: sql<string>`coalesce(${userIdentities.vipLevel}, 'none')`,
  vipExpiresAt: userIdentities.vipExpiresAt,
};

/** Reads one session of a tenant from the database, or undefined when there is none. */
export function createSessionReader(db: Db) {
  const sessionQuery = db
    .select({
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      expiresAt: sessions.expiresAt,
      tenantDisabled: sql<boolean>`(select t.disabled from tenants t where t.id = ${sessions.tenantId})`,
      ...authUserColumns,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .leftJoin(userIdentities, eq(userIdentities.userId, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.tenantId, sql.placeholder('tid'))))
    .limit(1)
    .prepare('load_session');

  return async function readSession(sessionId: string, tenantId: string): Promise<SessionRow | undefined> {
    const [row] = await sessionQuery.execute({ sid: sessionId, tid: tenantId });
    if (!row) return undefined;
    const { revokedAt, revokeReason, expiresAt, tenantDisabled, vipExpiresAt, ...user } = row;
    return {
      revokedAt: revokedAt ? new Date(revokedAt) : null,
      revokeReason,
      expiresAt: new Date(expiresAt),
      tenantDisabled,
      user: { ...user, vipExpiresAt: vipExpiresAt ? new Date(vipExpiresAt) : null },
    };
  };
}

/**
 * The session loader every authenticated request uses. With the app's realtime hub, sessions are kept in
 * process and invalidated through it; without one (a bare test app) every call reads the database.
 */
export function createSessionLoader(db: Db, hub?: RealtimeHub) {
  const read = createSessionReader(db);
  if (!hub) return read;
  return createSessionCache(hub, read).load;
}
