// The per-request session check. Each authenticated call runs ONE small prepared query of primary-key
// lookups: the session row, its user's disabled flag, version (users.updated_at) and identities, and the
// tenant's disabled flag — so revocation, disabling, identity changes and tenant shutdown take effect at
// once. The rest of the profile (names, organisation and position) is cached in process and reloaded when
// the user row's version changes or after PROFILE_TTL_MS (renaming an organisation shows within that window).
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/request-context.ts';
import type { Db } from '../../db/client.ts';
import { organisations, positions, sessions, userIdentities, users } from '../../db/schema/index.ts';

const PROFILE_TTL_MS = 10_000;
const PROFILE_CACHE_MAX = 10_000;

export type SessionRow = {
  revokedAt: Date | null;
  revokeReason: string | null;
  expiresAt: Date;
  tenantDisabled: boolean;
  user: AuthUser & { disabled: boolean };
};

type Identity = Pick<
  AuthUser,
  'isTeacher' | 'isTutor' | 'tutorUserId' | 'isOrgAdmin' | 'roleId' | 'vipLevel'
>;
type Profile = Omit<AuthUser, keyof Identity | 'vipExpiresAt'>;
type CachedProfile = { profile: Profile; version: number; loadedAt: number };

export function createSessionLoader(db: Db) {
  const stateQuery = db
    .select({
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      userDisabled: users.disabled,
      userVersion: users.updatedAt,
      tenantDisabled: sql<boolean>`(select t.disabled from tenants t where t.id = ${sessions.tenantId})`,
      isTeacher: sql<boolean>`coalesce(${userIdentities.isTeacher}, false)`,
      isTutor: sql<boolean>`coalesce(${userIdentities.isTutor}, false)`,
      tutorUserId: userIdentities.tutorUserId,
      isOrgAdmin: sql<boolean>`coalesce(${userIdentities.isOrgAdmin}, false)`,
      roleId: sql<number>`coalesce(${userIdentities.roleId}, 0)`,
      vipLevel: sql<string>`coalesce(${userIdentities.vipLevel}, 'none')`,
      vipExpiresAt: userIdentities.vipExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .leftJoin(userIdentities, eq(userIdentities.userId, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.tenantId, sql.placeholder('tid'))))
    .limit(1)
    .prepare('load_session_state');

  const profileQuery = db
    .select({
      id: users.id,
      tenantId: users.tenantId,
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
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(and(eq(users.id, sql.placeholder('uid')), eq(users.tenantId, sql.placeholder('tid'))))
    .limit(1)
    .prepare('load_user_profile');

  const profiles = new Map<string, CachedProfile>();

  async function profileOf(tenantId: string, userId: number, version: number): Promise<Profile | undefined> {
    const key = `${tenantId}:${userId}`;
    const cached = profiles.get(key);
    const now = Date.now();
    if (cached && cached.version === version && now - cached.loadedAt < PROFILE_TTL_MS) return cached.profile;
    const [profile] = await profileQuery.execute({ uid: userId, tid: tenantId });
    if (!profile) return undefined;
    if (profiles.size >= PROFILE_CACHE_MAX) profiles.delete(profiles.keys().next().value ?? '');
    profiles.delete(key);
    profiles.set(key, { profile, version, loadedAt: now });
    return profile;
  }

  async function loadSession(sessionId: string, tenantId: string): Promise<SessionRow | undefined> {
    const [state] = await stateQuery.execute({ sid: sessionId, tid: tenantId });
    if (!state) return undefined;
    const profile = await profileOf(tenantId, state.userId, new Date(state.userVersion).getTime());
    if (!profile) return undefined;
    return {
      revokedAt: state.revokedAt,
      revokeReason: state.revokeReason,
      expiresAt: new Date(state.expiresAt),
      tenantDisabled: state.tenantDisabled,
      user: {
        ...profile,
        isTeacher: state.isTeacher,
        isTutor: state.isTutor,
        tutorUserId: state.tutorUserId,
        isOrgAdmin: state.isOrgAdmin,
        roleId: state.roleId,
        vipLevel: state.vipLevel,
        vipExpiresAt: state.vipExpiresAt ? new Date(state.vipExpiresAt) : null,
        disabled: state.userDisabled,
      },
    };
  }

  return loadSession;
}
