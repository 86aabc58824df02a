// Reply JSON of the role module: roles, the privilege tree (the catalogue with what a role holds), members,
// tenants and the audit log.
import {
  catalogueMenuIds,
  DataScopeKind,
  isPlatformPrivilege,
  type Lang,
  MenuType,
  type PrivilegeMenu,
  privilegeCatalogue,
  RoleKind,
  type TAuditEntry,
  type TMenuView,
  type TPrivilegeNode,
  type TRole,
  type TRoleUser,
  type TTenant,
  type TTenantAdmin,
} from '@elearning/shared';
import type { AuditRow, RoleRow, RoleUserRow, TenantRow } from './queries.ts';

const catalogueIds = catalogueMenuIds;

const kindOf = (value: string): RoleKind =>
  Object.values(RoleKind).find((kind) => kind === value) ?? RoleKind.custom;
const scopeOf = (value: string): DataScopeKind =>
  Object.values(DataScopeKind).find((scope) => scope === value) ?? DataScopeKind.own;

export function presentRole(row: RoleRow): TRole {
  return {
    roleId: row.id,
    roleName: row.name,
    roleCode: row.code,
    remark: row.description,
    kind: kindOf(row.kind),
    dataScope: scopeOf(row.data_scope),
    categoryId: row.category_id,
    isEnabled: row.disabled ? 0 : 1,
    userNum: row.user_num,
    privilegeNum: row.privilege_num,
    updatedAt: row.updated_at.getTime(),
  };
}

/**
 * The catalogue as a tree (directories, pages, buttons) with `isOwn` from the codes held. Buttons carry
 * the original back office's privilege path where the catalogue names one (its client checks buttons by path).
 */
export function presentPrivilegeTree(held: ReadonlySet<string>, lang: Lang): TPrivilegeNode[] {
  const pick = (name: { zh: string; en: string }) => (lang === 'en' ? name.en : name.zh);
  const menuCodes = new Set(privilegeCatalogue.menus.map((menu) => menu.code));
  const parents = new Set(privilegeCatalogue.menus.flatMap((menu) => (menu.parent ? [menu.parent] : [])));
  const node = (menu: PrivilegeMenu): TPrivilegeNode => ({
    code: menu.code,
    menuName: pick(menu.name),
    nameZh: menu.name.zh,
    nameEn: menu.name.en,
    menuType: parents.has(menu.code) ? 'Dir' : 'Menu',
    path: menu.path,
    isOwn: held.has(menu.code) ? 1 : 0,
    isPlatform: isPlatformPrivilege(menu.code) ? 1 : 0,
    sort: menu.sort,
    children: [
      ...privilegeCatalogue.menus.filter((child) => child.parent === menu.code).map(node),
      ...privilegeCatalogue.buttons
        .filter((button) => button.menu === menu.code)
        .map((button, index) => ({
          code: button.code,
          menuName: pick(button.name),
          nameZh: button.name.zh,
          nameEn: button.name.en,
          menuType: 'Button' as const,
          path: button.path ?? button.code,
          isOwn: held.has(button.code) ? (1 as const) : (0 as const),
          isPlatform: isPlatformPrivilege(button.code) ? (1 as const) : (0 as const),
          sort: index,
          children: [],
        })),
    ],
  });
  // A menu whose parent is not in the catalogue is a root.
  return privilegeCatalogue.menus.filter((menu) => !menu.parent || !menuCodes.has(menu.parent)).map(node);
}

const iconOf = new Map(privilegeCatalogue.menus.map((menu) => [menu.code, menu.icon ?? '']));

function menuView(node: TPrivilegeNode): TMenuView {
  return {
    menuId: catalogueIds.get(node.code) ?? 0,
    menuName: node.menuName,
    menuType:
      node.menuType === 'Dir' ? MenuType.dir : node.menuType === 'Menu' ? MenuType.menu : MenuType.button,
    isOwn: node.isOwn,
    isEnabled: 1,
    isShow: 1,
    code: node.code,
    alias: '',
    path: node.path,
    icon: iconOf.get(node.code) ?? '',
    sort: node.sort,
    children: node.children.map(menuView),
  };
}

/**
 * The privilege call's `menuPrivileges` (the original back office's sidebar and button paths): the
 * catalogue with what the caller's role holds. A directory is owned when anything below it is.
 */
export function backOfficeMenuTree(held: ReadonlySet<string>, lang: Lang): TMenuView[] {
  const own = (node: TMenuView): TMenuView => {
    const children = node.children.map(own);
    const anyChild = children.some((child) => child.isOwn === 1 && child.menuType !== MenuType.button);
    return {
      ...node,
      children,
      isOwn: node.isOwn === 1 || (node.menuType === MenuType.dir && anyChild) ? 1 : 0,
    };
  };
  return presentPrivilegeTree(held, lang).map(menuView).map(own);
}

export function presentRoleUser(row: RoleUserRow): TRoleUser {
  return {
    userId: row.id,
    name: row.name,
    account: row.account,
    phone: row.phone ?? '',
    orgId: row.org_id,
    orgName: row.org_name ?? '',
    roleId: row.role_id,
  };
}

export function presentTenant(row: TenantRow): TTenant {
  return {
    tenantId: row.id,
    tenantName: row.name,
    domain: row.domain ?? '',
    isDisabled: row.disabled ? 1 : 0,
    userNum: row.user_num,
    createdAt: row.created_at.getTime(),
  };
}

export function presentAudit(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    module: row.module,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    createdAt: row.created_at.getTime(),
  };
}

export function presentTenantAdmin(row: {
  id: number;
  name: string;
  phone: string | null;
  account: string;
  disabled: boolean;
}): TTenantAdmin {
  return {
    userId: row.id,
    name: row.name,
    phone: row.phone ?? '',
    account: row.account,
    isDisabled: row.disabled ? 1 : 0,
  };
}
