// Back-office privilege codes of the site domain (shape: role/privileges.ts): the original back office's
// 运营管理 pages (/diy/*) and the site settings page.
import type { DomainPrivileges } from '../role/privileges.ts';

export const sitePrivilegeCodes = {
  root: 'site:root',
  settings: 'site:settings',
  settingsEdit: 'site:settings:edit',
  logo: 'site:logo',
  logoEdit: 'site:logo:edit',
  banner: 'site:banner',
  bannerAdd: 'site:banner:add',
  bannerEdit: 'site:banner:edit',
  bannerDelete: 'site:banner:delete',
  home: 'site:home',
  homeAdd: 'site:home:add',
  homeEdit: 'site:home:edit',
  homeDelete: 'site:home:delete',
  homeRelease: 'site:home:release',
} as const;

const C = sitePrivilegeCodes;
const button = (code: string, zh: string, en: string, menu: string) => ({ code, name: { zh, en }, menu });

export const sitePrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '运营管理', en: 'Site' }, path: '/diy', sort: 850, icon: 'appstore' },
    {
      code: C.settings,
      name: { zh: '站点设置', en: 'Site settings' },
      path: '/diy/site',
      parent: C.root,
      sort: 851,
    },
    { code: C.logo, name: { zh: 'Logo定制', en: 'Logos' }, path: '/diy/diyLogo', parent: C.root, sort: 852 },
    {
      code: C.banner,
      name: { zh: 'Banner管理', en: 'Banners' },
      path: '/diy/bannerPc',
      parent: C.root,
      sort: 853,
    },
    {
      code: C.home,
      name: { zh: '首页定制', en: 'Home layout' },
      path: '/diy/diyHomePc',
      parent: C.root,
      sort: 854,
    },
  ],
  buttons: [
    button(C.settingsEdit, '修改站点设置', 'Edit site settings', C.settings),
    button(C.logoEdit, '发布/重置Logo', 'Publish or reset logos', C.logo),
    button(C.bannerAdd, '添加Banner', 'Add banner', C.banner),
    button(C.bannerEdit, '编辑Banner', 'Edit banner', C.banner),
    button(C.bannerDelete, '删除Banner', 'Delete banner', C.banner),
    button(C.homeAdd, '新建方案', 'Create layout', C.home),
    button(C.homeEdit, '编辑方案', 'Edit layout', C.home),
    button(C.homeDelete, '删除方案', 'Delete layout', C.home),
    button(C.homeRelease, '发布方案', 'Publish layout', C.home),
  ],
};
