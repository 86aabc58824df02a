// The site domain's back-office pages (the original back office's 运营管理 paths): site settings, logos,
// banners, home layouts and the layout editor.
import { sitePrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const siteAdminRoutes: AdminRoute[] = [
  {
    path: 'diy/site',
    menuCode: C.settings,
    title: 'site:admin.settings.title',
    group: 'settings',
    load: () => import('./SettingsPage.tsx'),
  },
  {
    path: 'diy/diyLogo',
    menuCode: C.logo,
    title: 'site:admin.logo.title',
    group: 'settings',
    load: () => import('./LogoPage.tsx'),
  },
  {
    path: 'diy/bannerPc',
    menuCode: C.banner,
    title: 'site:admin.banner.title',
    group: 'settings',
    load: () => import('./BannerPage.tsx'),
  },
  {
    path: 'diy/diyHomePc',
    menuCode: C.home,
    title: 'site:admin.home.title',
    group: 'settings',
    load: () => import('./HomePlanListPage.tsx'),
  },
  {
    path: 'diy/diyHomeEditPc',
    menuCode: C.home,
    title: 'site:admin.home.editTitle',
    group: 'settings',
    hidden: true,
    load: () => import('./HomePlanEditPage.tsx'),
  },
];
