// The exam domain's back-office pages (paths of the original back office's 考评管理): the question bank,
// papers (the random paper editor), and exam arrangements with their editor.
import { examPrivilegeCodes } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const examAdminRoutes: AdminRoute[] = [
  {
    path: 'examManagement/question/questionList',
    menuCode: examPrivilegeCodes.question,
    title: 'exam:admin.question.title',
    group: 'exam',
    load: () => import('./QuestionListPage.tsx'),
  },
  {
    path: 'examManagement/testPaper/testPaper',
    menuCode: examPrivilegeCodes.paper,
    title: 'exam:admin.paper.title',
    group: 'exam',
    load: () => import('./PaperListPage.tsx'),
  },
  {
    path: 'examManagement/testPaper/randomTestPaper',
    menuCode: examPrivilegeCodes.paper,
    title: 'exam:admin.paper.randomTitle',
    group: 'exam',
    hidden: true,
    load: () => import('./RandomPaperPage.tsx'),
  },
  {
    path: 'examManagement/examSchedule/list',
    menuCode: examPrivilegeCodes.arrange,
    title: 'exam:admin.arrange.title',
    group: 'exam',
    load: () => import('./ArrangeListPage.tsx'),
  },
  {
    path: 'examManagement/examSchedule/edit',
    menuCode: examPrivilegeCodes.arrange,
    title: 'exam:admin.arrange.editTitle',
    group: 'exam',
    hidden: true,
    load: () => import('./ArrangeEditPage.tsx'),
  },
];
