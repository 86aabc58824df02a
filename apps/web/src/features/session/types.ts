// Shapes of the session's server data (docs/API.md "Auth and user"): user info, role info, the
// privilege tree and the site's domain info.
import type { Identity, MenuType } from '@elearning/shared';

export type UserInfo = {
  user_id: string;
  name?: string;
  account: string;
  nick_name?: string;
  real_name?: string;
  avatar_url?: string;
  company_id?: string;
  tenant_id: string;
  org_id?: string;
  org_name?: string;
  position?: string;
  positionId?: string;
  position_id?: string;
  is_org_admin?: number | boolean;
  role_id?: string | number;
  isVip?: boolean | number;
  isYearMember?: boolean | number;
  phone?: string;
  email?: string;
  work_no?: string;
};

export type RoleInfo = {
  isTeacher: boolean;
  otherIdentity: boolean;
  isTutorStudent: boolean;
  isTutor: boolean;
  identity: Identity;
};

export type MenuNode = {
  menuId: string;
  menuName: string;
  menuType: MenuType;
  isOwn: number;
  isEnabled?: number | boolean;
  isShow?: number | boolean;
  code?: string;
  alias?: string;
  path?: string;
  icon?: string;
  sort?: number;
  children?: MenuNode[];
};

export type OrgPrivilege = { orgId: string; orgName: string; isOwn: number };

export type PrivilegeReply = { menus: MenuNode[]; orgPrivileges: OrgPrivilege[] };

export type DomainInfo = {
  siteName?: string;
  /** The site's theme colour from the back office's site settings ('' = the product's own). */
  themeColor?: string;
  diyInfor?: { logo?: { FrontUrl?: string } };
  filingNumber?: string;
  filingUrl?: string;
  version?: string;
  buildDate?: string;
  customerServiceUrl?: string;
};

export type DictItem = { dictKey: string; dictValue: string; sort?: number };
