// Back-office privilege codes of the approval domain: process design and the full application list.
import type { DomainPrivileges } from '../role/privileges.ts';

export const approvalPrivilegeCodes = {
  root: 'approval:root',
  process: 'approval:process',
  design: 'approval:design',
  list: 'approval:list',
} as const;

const C = approvalPrivilegeCodes;

export const approvalPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '审批管理', en: 'Approvals' }, path: '/approval', sort: 80 },
    {
      code: C.process,
      name: { zh: '流程设计', en: 'Process design' },
      path: '/approval/process',
      parent: C.root,
      sort: 1,
    },
    {
      code: C.list,
      name: { zh: '审批记录', en: 'Applications' },
      path: '/approval/list',
      parent: C.root,
      sort: 2,
    },
  ],
  buttons: [{ code: C.design, name: { zh: '新建/编辑/停用流程', en: 'Design processes' }, menu: C.process }],
};
