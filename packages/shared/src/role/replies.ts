// Reply shapes of the role domain's back-office calls: roles, the privilege tree, members, tenants and the
// audit log. Field names follow the original back office where it reads them (`roleId`, `roleName`,
// `remark`, `userNum`, `menuName`, `isOwn`).
import type { TPage } from '../common/replies.ts';
import type { DataScopeKind, RoleKind } from './enums.ts';

export type TRole = {
  roleId: number;
  roleName: string;
  roleCode: string;
  remark: string;
  kind: RoleKind;
  dataScope: DataScopeKind;
  /** The category of the side tree it is filed under, or null. */
  categoryId: number | null;
  isEnabled: 0 | 1;
  userNum: number;
  /** How many codes it holds (every code for an administrator role). */
  privilegeNum: number;
  updatedAt: number;
};
export type TRolePage = TPage<TRole>;

/** One node of the privilege tree: a directory, a page or a button of the catalogue. */
export type TPrivilegeNode = {
  code: string;
  menuName: string;
  nameZh: string;
  nameEn: string;
  menuType: 'Dir' | 'Menu' | 'Button';
  path: string;
  isOwn: 0 | 1;
  /** A platform administrator's code: a tenant's roles cannot hold it. */
  isPlatform: 0 | 1;
  sort: number;
  children: TPrivilegeNode[];
};

/** `GET role/menu/privilege`: the role and the catalogue tree with what it holds. */
export type TRolePrivilegesReply = { role: TRole; menuPrivileges: TPrivilegeNode[] };

export type TRoleUser = {
  userId: number;
  name: string;
  account: string;
  phone: string;
  orgId: number | null;
  orgName: string;
  roleId: number;
};
export type TRoleUserPage = TPage<TRoleUser>;

export type TTenant = {
  tenantId: string;
  tenantName: string;
  domain: string;
  isDisabled: 0 | 1;
  userNum: number;
  createdAt: number;
};
export type TTenantPage = TPage<TTenant>;

export type TAuditEntry = {
  id: number;
  actorUserId: number;
  actorName: string;
  module: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: number;
};
export type TAuditPage = TPage<TAuditEntry>;

/** An administrator of a tenant. */
export type TTenantAdmin = {
  userId: number;
  name: string;
  phone: string;
  account: string;
  isDisabled: 0 | 1;
};

/** A category of the role page's side tree. */
export type TRoleCategory = { id: number; name: string; roleNum: number; isDefault: 0 | 1 };

/** A work-number rule of a tenant. */
export type TWorkNoRule = { id: number; tenantId: string; rule: string; remark: string };

/** A row of the menu editor (`menu/info`): a learner menu of the table, or a back-office catalogue menu. */
export type TMenuInfo = {
  menuId: number;
  parentId: number;
  name: string;
  code: string;
  alias: string;
  path: string;
  icon: string;
  menuType: 'Dir' | 'Menu' | 'Button';
  sort: number;
  isEnabled: 0 | 1;
  isShow: 0 | 1;
  /** 1 when the menu has children (the list loads them lazily). */
  hasChildren: boolean;
  /** 1 for the back office's built-in menus (read-only). */
  isFixed: 0 | 1;
};

/** An org unit of the data-rule page, marked when the role's data scope reaches every unit. */
export type TRoleOrgNode = {
  orgId: number;
  orgName: string;
  parentId: number;
  isOwn: 0 | 1;
  children: TRoleOrgNode[];
};

/** A data-scope choice of the data-rule page. */
export type TRoleBizNode = { bizId: string; bizName: string; isOwn: 0 | 1; children: TRoleBizNode[] };
