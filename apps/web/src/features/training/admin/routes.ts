// The training domain's back-office pages: the arrangements list with the training editor, and the
// certificate templates.
import { trainingPrivileges } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

const [arrange, certificate] = trainingPrivileges.menus;

export const trainingAdminRoutes: AdminRoute[] = [
  {
    path: 'train/list',
    menuCode: arrange.code,
    title: 'training:admin.arrangements',
    group: 'train',
    load: () => import('./ArrangementListPage.tsx'),
  },
  {
    path: 'train/certificates',
    menuCode: certificate.code,
    title: 'training:admin.templates',
    group: 'train',
    load: () => import('./TemplatePage.tsx'),
  },
];
