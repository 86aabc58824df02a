// The JSON shapes of the auth API: the raw token object, user info and role info (SPEC §3).
import { Identity, type TRoleInfoReply, type TTokenReply, type TUserInfoReply } from '@elearning/shared';
import type { AuthUser } from '../../core/request-context.ts';
import type { IssuedTokens } from './session-service.ts';

function vipActive(user: AuthUser, level: 'monthly' | 'yearly'): boolean {
  return user.vipLevel === level && (!user.vipExpiresAt || user.vipExpiresAt.getTime() > Date.now());
}

export function presentToken(tokens: IssuedTokens, user: AuthUser): TTokenReply {
  return {
    access_token: tokens.accessToken,
    token_type: 'bearer',
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    scope: 'all',
    tenant_id: user.tenantId,
    user_id: user.id,
    account: user.account,
    user_name: user.name,
    nick_name: user.nickName,
    real_name: user.realName,
    avatar_url: user.avatarUrl,
    org_id: user.orgId,
    position_id: user.positionId,
    role_id: user.roleId,
    is_org_admin: user.isOrgAdmin ? 1 : 0,
  };
}

export function presentUserInfo(user: AuthUser): TUserInfoReply {
  return {
    user_id: user.id,
    name: user.name,
    account: user.account,
    nick_name: user.nickName,
    real_name: user.realName,
    avatar_url: user.avatarUrl,
    company_id: user.companyId,
    tenant_id: user.tenantId,
    org_id: user.orgId,
    org_name: user.orgName,
    position: user.positionName,
    positionId: user.positionId,
    position_id: user.positionId,
    is_org_admin: user.isOrgAdmin ? 1 : 0,
    role_id: user.roleId,
    isVip: vipActive(user, 'monthly'),
    isYearMember: vipActive(user, 'yearly'),
    phone: user.phone,
    email: user.email,
    work_no: user.workNo,
    sex: user.sex,
  };
}

export function presentRoleInfo(user: AuthUser): TRoleInfoReply {
  return {
    isTeacher: user.isTeacher,
    otherIdentity: user.isTeacher,
    isTutorStudent: user.tutorUserId !== null,
    isTutor: user.isTutor,
    identity: Identity.learner,
  };
}
