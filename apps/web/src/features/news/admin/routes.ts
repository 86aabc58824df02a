// News's back-office pages: articles and the regulation documents.
import { newsPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const newsAdminRoutes: AdminRoute[] = [
  {
    path: 'news/list',
    menuCode: C.list,
    title: 'news:admin.list.title',
    group: 'news',
    load: () => import('./NewsListPage.tsx'),
  },
  {
    path: 'news/regulations',
    menuCode: C.regulation,
    title: 'news:admin.regulations.title',
    group: 'news',
    load: () => import('./RegulationsPage.tsx'),
  },
];
