// Replies of the role domain's remaining original calls: categories, work-number rules, the menu editor's
// rows (learner menus of the table, or the back office's catalogue read-only), and the data-rule pages.
import {
  catalogueMenuIds,
  DataScopeKind,
  type Lang,
  OrgType,
  privilegeCatalogue,
  type TMenuInfo,
  type TRoleBizNode,
  type TRoleCategory,
  type TRoleOrgNode,
  type TWorkNoRule,
} from '@elearning/shared';
import { nest } from '../org/presenter.ts';
import type { MenuInfoRow } from './queries.ts';
import type { WorkNoRule } from './workno-rule-service.ts';

export function presentRoleCategory(row: { id: number; name: string; role_num: number }): TRoleCategory {
  return { id: row.id, name: row.name, roleNum: row.role_num, isDefault: 0 };
}

export const presentWorkNoRule = (rule: WorkNoRule): TWorkNoRule => ({ ...rule });

const menuTypeOf = (value: string): TMenuInfo['menuType'] =>
  value === 'Dir' || value === 'Button' ? value : 'Menu';

export function presentMenuInfo(row: MenuInfoRow): TMenuInfo {
  return {
    menuId: row.id,
    parentId: row.parent_id ?? 0,
    name: row.name,
    code: row.code,
    alias: row.alias,
    path: row.path,
    icon: row.icon,
    menuType: menuTypeOf(row.menu_type),
    sort: row.sort,
    isEnabled: row.is_enabled ? 1 : 0,
    isShow: row.is_show ? 1 : 0,
    hasChildren: row.has_children,
    isFixed: 0,
  };
}

/** The back office's catalogue as menu-editor rows: the children of `parentId` (0: the top), or by name. */
export function catalogueMenuInfo(parentId: number, name: string | undefined, lang: Lang): TMenuInfo[] {
  const pick = (text: { zh: string; en: string }) => (lang === 'en' ? text.en : text.zh);
  const idOf = (code: string | undefined) => (code ? (catalogueMenuIds.get(code) ?? 0) : 0);
  const parents = new Set(privilegeCatalogue.menus.flatMap((menu) => (menu.parent ? [menu.parent] : [])));
  const withButtons = new Set(privilegeCatalogue.buttons.map((button) => button.menu));
  const rows: TMenuInfo[] = [
    ...privilegeCatalogue.menus.map((menu) => ({
      menuId: idOf(menu.code),
      parentId: idOf(menu.parent),
      name: pick(menu.name),
      code: menu.code,
      alias: '',
      path: menu.path,
      icon: menu.icon ?? '',
      menuType: parents.has(menu.code) ? ('Dir' as const) : ('Menu' as const),
      sort: menu.sort,
      isEnabled: 1 as const,
      isShow: 1 as const,
      hasChildren: parents.has(menu.code) || withButtons.has(menu.code),
      isFixed: 1 as const,
    })),
    ...privilegeCatalogue.buttons.map((button, index) => ({
      menuId: idOf(button.code),
      parentId: idOf(button.menu),
      name: pick(button.name),
      code: button.code,
      alias: '',
      path: button.path ?? button.code,
      icon: '',
      menuType: 'Button' as const,
      sort: index,
      isEnabled: 1 as const,
      isShow: 1 as const,
      hasChildren: false,
      isFixed: 1 as const,
    })),
  ];
  if (name) {
    const wanted = name.toLowerCase();
    return rows.filter((row) => row.name.toLowerCase().includes(wanted));
  }
  return rows.filter((row) => row.parentId === parentId);
}

/**
 * The org tree of the data-rule page: every unit is marked when the role's data scope is the whole tenant;
 * a subtree or own-records scope depends on each holder's own unit, so no unit is marked for the role.
 */
export function presentRoleOrgTree(
  units: { id: number; name: string; parent_id: number | null }[],
  dataScope: string,
): TRoleOrgNode[] {
  const isOwn = dataScope === DataScopeKind.all ? 1 : 0;
  return nest(units, (unit) => ({
    orgId: unit.id,
    orgName: unit.name,
    parentId: unit.parent_id ?? 0,
    isOwn,
    children: [],
  }));
}

const SCOPE_NAMES: Record<DataScopeKind, { zh: string; en: string }> = {
  all: { zh: '全部数据', en: 'All records' },
  orgSubtree: { zh: '本部门及以下', en: 'Own org unit and below' },
  own: { zh: '本人数据', en: 'Own records' },
};

/** The data-scope choices with the role's own marked. */
export function presentRoleBizScopes(dataScope: string, lang: Lang): TRoleBizNode[] {
  return Object.values(DataScopeKind).map((scope) => ({
    bizId: scope,
    bizName: lang === 'en' ? SCOPE_NAMES[scope].en : SCOPE_NAMES[scope].zh,
    isOwn: scope === dataScope ? 1 : 0,
    children: [],
  }));
}

/** The org unit types for the role form (the original's queryMaxOrgType). */
export function presentOrgTypes(lang: Lang) {
  const names: Record<OrgType, { zh: string; en: string }> = {
    Enterprise: { zh: '企业', en: 'Enterprise' },
    Company: { zh: '公司', en: 'Company' },
    Department: { zh: '部门', en: 'Department' },
    Group: { zh: '小组', en: 'Group' },
  };
  return Object.values(OrgType).map((type) => ({
    orgType: type,
    name: lang === 'en' ? names[type].en : names[type].zh,
  }));
}
