// Back-office privilege codes of the study-plan domain (shape: role/privileges.ts): the original back
// office's plan pages (/learnPlan/*) and their actions.
import type { DomainPrivileges } from '../role/privileges.ts';

export const studyPlanPrivilegeCodes = {
  root: 'studyPlan:root',
  list: 'studyPlan:list',
  add: 'studyPlan:add',
  edit: 'studyPlan:edit',
  delete: 'studyPlan:delete',
  status: 'studyPlan:status',
  report: 'studyPlan:report',
} as const;

const C = studyPlanPrivilegeCodes;
const button = (code: string, zh: string, en: string) => ({ code, name: { zh, en }, menu: C.list });

export const studyPlanPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '学习计划', en: 'Study plans' }, path: '/learnPlan', sort: 55 },
    {
      code: C.list,
      name: { zh: '计划列表', en: 'Plans' },
      path: '/learnPlan/CoursePlanList',
      parent: C.root,
      sort: 1,
    },
  ],
  buttons: [
    button(C.add, '新建计划', 'Create plan'),
    button(C.edit, '编辑计划', 'Edit plan'),
    button(C.delete, '删除计划', 'Delete plan'),
    button(C.status, '发布/停用', 'Publish or stop'),
    button(C.report, '进度报表与导出', 'Progress report and export'),
  ],
};
