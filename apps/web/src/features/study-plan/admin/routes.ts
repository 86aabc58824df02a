// The study-plan domain's back-office pages (paths of the original back office's /learnPlan): the plan
// list with its category tree, the categories (learnPlan/catalog), the editor (stages, items, audience) and
// the progress report with its export.
import { studyPlanPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const studyPlanAdminRoutes: AdminRoute[] = [
  {
    path: 'learnPlan/CoursePlanList',
    menuCode: C.list,
    title: 'study-plan:admin.list.title',
    group: 'plan',
    load: () => import('./PlanListPage.tsx'),
  },
  {
    path: 'learnPlan/catalog',
    menuCode: C.edit,
    title: 'study-plan:admin.category.title',
    group: 'plan',
    hidden: true,
    load: () => import('./PlanCategoryPage.tsx'),
  },
  {
    path: 'learnPlan/EditPlan',
    menuCode: C.list,
    title: 'study-plan:admin.edit.editTitle',
    group: 'plan',
    hidden: true,
    load: () => import('./PlanEditPage.tsx'),
  },
  {
    path: 'learnPlan/CourseUserList',
    menuCode: C.report,
    title: 'study-plan:admin.report.title',
    group: 'plan',
    hidden: true,
    load: () => import('./PlanReportPage.tsx'),
  },
];
