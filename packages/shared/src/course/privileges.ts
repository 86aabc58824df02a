// Back-office privilege codes of the course domain (issue 20 item 6): the menus the side menu shows and the
// button codes every course back-office route is guarded with (`backOffice(code)` on the server).
import type { DomainPrivileges } from '../role/privileges.ts';

export const courseCodes = {
  categoryMenu: 'course:category',
  categoryAdd: 'course:category:add',
  categoryEdit: 'course:category:edit',
  categoryDelete: 'course:category:delete',
  courseMenu: 'course:course',
  courseList: 'course:course:list',
  courseAdd: 'course:course:add',
  courseEdit: 'course:course:edit',
  courseDelete: 'course:course:delete',
  coursePublish: 'course:course:publish',
  courseCopy: 'course:course:copy',
  courseAssign: 'course:course:assign',
  courseExport: 'course:course:export',
  courseImport: 'course:course:import',
  reportMenu: 'course:report',
  reportView: 'course:report:view',
  reportExport: 'course:report:export',
} as const;

const c = courseCodes;

export const coursePrivileges: DomainPrivileges = {
  menus: [
    {
      code: c.categoryMenu,
      name: { zh: '课程分类', en: 'Course categories' },
      path: '/course/catalog',
      sort: 1,
    },
    { code: c.courseMenu, name: { zh: '课程管理', en: 'Courses' }, path: '/course/courseDraft', sort: 2 },
    {
      code: c.reportMenu,
      name: { zh: '课程报表', en: 'Course report' },
      path: '/report/courseForm',
      sort: 3,
    },
  ],
  buttons: [
    { code: c.categoryAdd, name: { zh: '新建分类', en: 'Add category' }, menu: c.categoryMenu },
    { code: c.categoryEdit, name: { zh: '编辑分类', en: 'Edit category' }, menu: c.categoryMenu },
    { code: c.categoryDelete, name: { zh: '删除分类', en: 'Delete category' }, menu: c.categoryMenu },
    { code: c.courseList, name: { zh: '查看课程', en: 'View courses' }, menu: c.courseMenu },
    { code: c.courseAdd, name: { zh: '创建课程', en: 'Create course' }, menu: c.courseMenu },
    { code: c.courseEdit, name: { zh: '编辑课程', en: 'Edit course' }, menu: c.courseMenu },
    { code: c.courseDelete, name: { zh: '删除课程', en: 'Delete course' }, menu: c.courseMenu },
    { code: c.coursePublish, name: { zh: '发布/下架', en: 'Publish / unpublish' }, menu: c.courseMenu },
    { code: c.courseCopy, name: { zh: '复制课程', en: 'Copy course' }, menu: c.courseMenu },
    { code: c.courseAssign, name: { zh: '指派学员', en: 'Assign learners' }, menu: c.courseMenu },
    { code: c.courseExport, name: { zh: '导出课程', en: 'Export courses' }, menu: c.courseMenu },
    { code: c.courseImport, name: { zh: '导入课程', en: 'Import courses' }, menu: c.courseMenu },
    { code: c.reportView, name: { zh: '查看报表', en: 'View report' }, menu: c.reportMenu },
    { code: c.reportExport, name: { zh: '导出报表', en: 'Export report' }, menu: c.reportMenu },
  ],
};
