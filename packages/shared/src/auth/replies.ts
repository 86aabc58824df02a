// Reply shapes of the auth API (SPEC §3 User info, Role info): the raw token object the token and ticket
// endpoints answer with (read whole by the client, not enveloped), the user info and the role info.

/** `POST /api/blade-auth/oauth/token` and `GET …/userdetail/taken`. */
export type TTokenReply = {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: 'all';
  tenant_id: string;
  user_id: number;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  avatar_url: string;
  org_id: number | null;
  position_id: number | null;
  role_id: number;
  is_org_admin: 0 | 1;
};

/** `GET /api/blade-auth/oauth/user-info`: the caller's own profile. */
export type TUserInfoReply = {
  user_id: number;
  name: string;
  account: string;
  nick_name: string;
  real_name: string;
  avatar_url: string;
  company_id: number | null;
  tenant_id: string;
  org_id: number | null;
  org_name: string | null;
  position: string | null;
  positionId: number | null;
  position_id: number | null;
  is_org_admin: 0 | 1;
  role_id: number;
  isVip: boolean;
  isYearMember: boolean;
  phone: string | null;
  email: string;
  work_no: string;
  sex: number;
};

/** `GET /api/sys/v1/user/role-info`. */
export type TRoleInfoReply = {
  isTeacher: boolean;
  otherIdentity: boolean;
  isTutorStudent: boolean;
  isTutor: boolean;
  identity: number;
};
