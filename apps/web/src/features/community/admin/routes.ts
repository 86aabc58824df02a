// The community's back-office pages: zones with their moderators, and reported posts.
import { communityPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const communityAdminRoutes: AdminRoute[] = [
  {
    path: 'community/zones',
    menuCode: C.zones,
    title: 'community:admin.zones.title',
    group: 'community',
    load: () => import('./ZonesPage.tsx'),
  },
  {
    path: 'community/reports',
    menuCode: C.reports,
    title: 'community:admin.reports.title',
    group: 'community',
    load: () => import('./ReportsPage.tsx'),
  },
];
