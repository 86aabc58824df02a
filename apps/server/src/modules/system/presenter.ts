// JSON shapes of menus (ORIGINAL-UI "Menu items"), privileges, site information and customisation, the
// organisation tree and the position list.
import {
  APP_BUILD,
  APP_VERSION,
  MenuType,
  type TDomainInfoReply,
  type TMenuView,
  type TOrgNode,
  type TPositionPageReply,
  type TPrivilegesReply,
} from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { Tenant } from '../../core/tenants.ts';
import type { MenuNode } from './menu-service.ts';
import type { OrgRow, PositionRow } from './organisation-service.ts';

/** The stored kind of a menu node; an unknown value shows as a plain menu entry. */
function menuTypeOf(value: string): MenuType {
  return Object.values(MenuType).find((type) => type === value) ?? MenuType.menu;
}

export function presentMenu(node: MenuNode): TMenuView {
  return {
    menuId: node.id,
    menuName: node.name,
    menuType: menuTypeOf(node.menuType),
    isOwn: node.isOwn ? 1 : 0,
    isEnabled: node.isEnabled ? 1 : 0,
    isShow: node.isShow ? 1 : 0,
    code: node.code,
    alias: node.alias,
    path: node.path,
    icon: node.icon,
    sort: node.sort,
    children: node.children.map(presentMenu),
  };
}

export function presentPrivileges(
  menuTree: MenuNode[],
  orgs: { orgId: number; orgName: string }[],
  backOfficeMenus: TMenuView[],
): TPrivilegesReply {
  return {
    menus: menuTree.map(presentMenu),
    menuPrivileges: backOfficeMenus,
    orgPrivileges: orgs.map((org) => ({ ...org, isOwn: 1 })),
  };
}

/** The tenant's site information; `look` is the site module's theme colour and tenant-wide logos. */
export function presentDomainInfo(
  tenant: Tenant,
  look: { themeColor: string; frontUrl: string },
): TDomainInfoReply {
  return {
    tenantId: tenant.id,
    siteName: tenant.siteName,
    themeColor: look.themeColor,
    diyInfor: { logo: { FrontUrl: look.frontUrl || tenant.logoUrl } },
    filingNumber: tenant.filingNumber,
    filingUrl: 'https://beian.miit.gov.cn/',
    customerServiceUrl: tenant.customerServiceUrl,
    version: APP_VERSION,
    buildDate: APP_BUILD,
  };
}

/** Nests the units under their parents; a unit whose parent is not in the list is a root. */
export function presentOrgTree(rows: OrgRow[]): TOrgNode[] {
  const nodes = new Map<number, TOrgNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        orgId: row.id,
        name: row.name,
        orgName: row.name,
        code: row.code,
        parentId: row.parent_id ?? 0,
        sort: row.sort,
        children: [],
      },
    ]),
  );
  const roots: TOrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function presentPositionPage(
  page: { rows: PositionRow[]; totalNum: number },
  pageSize: number,
): TPositionPageReply {
  const data = page.rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    orgId: row.org_id,
    orgName: row.org_name,
    userNum: row.user_num,
  }));
  return paged(data, page.totalNum, pageSize);
}
