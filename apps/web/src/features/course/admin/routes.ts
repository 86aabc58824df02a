// The course domain's back-office pages: categories, the course list and editor, one course's assignment
// and learners, and the course report (paths of the original back office).
import { courseCodes } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const courseAdminRoutes: AdminRoute[] = [
  {
    path: 'course/catalog',
    menuCode: courseCodes.categoryMenu,
    title: 'course:admin.category.title',
    group: 'course',
    load: () => import('./CategoryPage.tsx'),
  },
  {
    path: 'course/courseDraft',
    menuCode: courseCodes.courseMenu,
    title: 'course:admin.course.title',
    group: 'course',
    load: () => import('./CourseListPage.tsx'),
  },
  {
    path: 'course/establishCourse',
    menuCode: courseCodes.courseMenu,
    title: 'course:admin.course.editTitle',
    group: 'course',
    hidden: true,
    load: () => import('./CourseEditPage.tsx'),
  },
  {
    path: 'course/detail',
    menuCode: courseCodes.courseMenu,
    title: 'course:admin.assign.pageTitle',
    group: 'course',
    hidden: true,
    load: () => import('./CourseAssignPage.tsx'),
  },
  {
    path: 'report/courseForm',
    menuCode: courseCodes.reportMenu,
    title: 'course:admin.report.title',
    group: 'report',
    load: () => import('./ReportPage.tsx'),
  },
];
