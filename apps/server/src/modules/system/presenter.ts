// JSON shapes of menus (ORIGINAL-UI "Menu items"), organisation privileges and site information.
import { APP_BUILD, APP_VERSION } from '@elearning/shared';
import type { Tenant } from '../../core/tenants.ts';
import type { MenuNode } from './service.ts';

export type MenuView = {
  menuId: number;
  menuName: string;
  menuType: string;
  isOwn: 0 | 1;
  isEnabled: 0 | 1;
  isShow: 0 | 1;
  code: string;
  alias: string;
  path: string;
  icon: string;
  sort: number;
  children: MenuView[];
};

export function presentMenu(node: MenuNode): MenuView {
  return {
    menuId: node.id,
    menuName: node.name,
    menuType: node.menuType,
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

export function presentDomainInfo(tenant: Tenant) {
  return {
    tenantId: tenant.id,
    siteName: tenant.siteName,
    diyInfor: { logo: { FrontUrl: tenant.logoUrl } },
    filingNumber: tenant.filingNumber,
    filingUrl: 'https://beian.miit.gov.cn/',
    customerServiceUrl: tenant.customerServiceUrl,
    version: APP_VERSION,
    buildDate: APP_BUILD,
  };
}
