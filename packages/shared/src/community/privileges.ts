// Back-office privilege codes of the community (shape: role/privileges.ts): zones and their moderators, and
// the reported-post queue.
import type { DomainPrivileges } from '../role/privileges.ts';

export const communityPrivilegeCodes = {
  root: 'community:root',
  zones: 'community:zones',
  zonesEdit: 'community:zones:edit',
  reports: 'community:reports',
  reportsHandle: 'community:reports:handle',
} as const;

const C = communityPrivilegeCodes;

export const communityPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '社区管理', en: 'Community' }, path: '/community', sort: 76 },
    {
      code: C.zones,
      name: { zh: '专区管理', en: 'Zones' },
      path: '/community/zones',
      parent: C.root,
      sort: 1,
    },
    {
      code: C.reports,
      name: { zh: '举报处理', en: 'Reported posts' },
      path: '/community/reports',
      parent: C.root,
      sort: 2,
    },
  ],
  buttons: [
    {
      code: C.zonesEdit,
      name: { zh: '新建/编辑/开关/删除专区', en: 'Edit zones and moderators' },
      menu: C.zones,
    },
    { code: C.reportsHandle, name: { zh: '处理举报', en: 'Decide on reports' }, menu: C.reports },
  ],
};
