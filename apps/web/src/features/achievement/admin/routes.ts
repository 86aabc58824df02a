// The achievement domain's back-office pages (the original back office's 积分管理): rules and details.
import { achievementPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const achievementAdminRoutes: AdminRoute[] = [
  {
    path: 'creditManagement/creditRule',
    menuCode: C.rules,
    title: 'achievement:admin.rules.title',
    group: 'achievement',
    load: () => import('./RuleListPage.tsx'),
  },
  {
    path: 'creditManagement/credit',
    menuCode: C.details,
    title: 'achievement:admin.details.title',
    group: 'achievement',
    load: () => import('./DetailsPage.tsx'),
  },
  {
    path: 'creditManagement/systemRule',
    menuCode: C.sources,
    title: 'achievement:admin.sources.title',
    group: 'achievement',
    load: () => import('./SourcesPage.tsx'),
  },
];
