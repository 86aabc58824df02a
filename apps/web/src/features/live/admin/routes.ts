// The live domain's back-office pages (paths of the original back office): the live list, the live
// editor with its schedule kinds, the category tree, the audience by person, and the statistics with export.
import { LIVE_PRIVILEGE } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const liveAdminRoutes: AdminRoute[] = [
  {
    path: 'live/liveList',
    menuCode: LIVE_PRIVILEGE.list,
    title: 'live:admin.list.title',
    group: 'live',
    load: () => import('./LivePlanListPage.tsx'),
  },
  {
    path: 'live/editLive',
    menuCode: LIVE_PRIVILEGE.list,
    title: 'live:admin.edit.title',
    group: 'live',
    hidden: true,
    load: () => import('./LivePlanEditPage.tsx'),
  },
  {
    path: 'live/classify',
    menuCode: LIVE_PRIVILEGE.categories,
    title: 'live:admin.category.title',
    group: 'live',
    load: () => import('./LiveCategoryPage.tsx'),
  },
  {
    path: 'live/audience',
    menuCode: LIVE_PRIVILEGE.stats,
    title: 'live:admin.audience.title',
    group: 'live',
    load: () => import('./LiveAudiencePage.tsx'),
  },
  {
    path: 'live/stat',
    menuCode: LIVE_PRIVILEGE.stats,
    title: 'live:admin.stat.title',
    group: 'live',
    load: () => import('./LiveStatPage.tsx'),
  },
];
