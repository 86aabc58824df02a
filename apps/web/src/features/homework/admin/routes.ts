// The homework domain's back-office pages: the assignments with their report, and one assignment's
// submissions with review and the zip of every handed-in file.
import { homeworkPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const homeworkAdminRoutes: AdminRoute[] = [
  {
    path: 'homework/list',
    menuCode: C.job,
    title: 'homework:admin.listTitle',
    group: 'course',
    load: () => import('./HomeworkListPage.tsx'),
  },
  {
    path: 'homework/submissions',
    menuCode: C.job,
    title: 'homework:admin.submissionsTitle',
    group: 'course',
    hidden: true,
    load: () => import('./HomeworkSubmissionsPage.tsx'),
  },
];
