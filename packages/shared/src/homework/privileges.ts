// Back-office privilege codes of the homework domain (shape: role/privileges.ts).
import type { DomainPrivileges } from '../role/privileges.ts';

export const homeworkPrivilegeCodes = {
  job: 'homework:job',
  jobSave: 'homework:job:save',
  jobDelete: 'homework:job:delete',
  jobReview: 'homework:job:review',
} as const;

const C = homeworkPrivilegeCodes;

export const homeworkPrivileges: DomainPrivileges = {
  menus: [{ code: C.job, name: { zh: '作业管理', en: 'Homework' }, path: '/homework/list', sort: 61 }],
  buttons: [
    { code: C.jobSave, name: { zh: '新建/编辑作业', en: 'Create / edit homework' }, menu: C.job },
    { code: C.jobDelete, name: { zh: '删除作业', en: 'Delete homework' }, menu: C.job },
    { code: C.jobReview, name: { zh: '批阅作业', en: 'Review homework' }, menu: C.job },
  ],
};
