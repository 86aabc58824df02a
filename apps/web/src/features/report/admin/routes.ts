// The report domain's back-office pages: the statistics dashboard, which is also the back office's home.
import { reportCodes } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const reportAdminRoutes: AdminRoute[] = [
  {
    path: 'report/index',
    menuCode: reportCodes.dashboard,
    title: 'report:admin.dashboard.title',
    group: 'report',
    load: () => import('./DashboardPage.tsx'),
  },
];
