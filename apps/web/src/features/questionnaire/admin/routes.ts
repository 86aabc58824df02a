// The questionnaire domain's back-office pages (paths of the original back office's 问卷管理): templates and
// their editor, arrangements, their editor and their results.
import { questionnairePrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const questionnaireAdminRoutes: AdminRoute[] = [
  {
    path: 'questionnaire/management',
    menuCode: C.template,
    title: 'questionnaire:admin.template.title',
    group: 'questionnaire',
    load: () => import('./TemplateListPage.tsx'),
  },
  {
    path: 'questionnaire/edit',
    menuCode: C.template,
    title: 'questionnaire:admin.template.editTitle',
    group: 'questionnaire',
    hidden: true,
    load: () => import('./TemplateEditPage.tsx'),
  },
  {
    path: 'questionnaire/arrange/index',
    menuCode: C.plan,
    title: 'questionnaire:admin.plan.title',
    group: 'questionnaire',
    load: () => import('./PlanListPage.tsx'),
  },
  {
    path: 'questionnaire-arrange',
    menuCode: C.plan,
    title: 'questionnaire:admin.plan.editTitle',
    group: 'questionnaire',
    hidden: true,
    load: () => import('./PlanEditPage.tsx'),
  },
  {
    path: 'questionnaire/arrange/detail',
    menuCode: C.plan,
    title: 'questionnaire:admin.plan.resultsTitle',
    group: 'questionnaire',
    hidden: true,
    load: () => import('./PlanResultsPage.tsx'),
  },
];
