// Back-office privilege codes of the statistics pages (issue 20 item 9).
import type { DomainPrivileges } from '../role/privileges.ts';

export const reportCodes = {
  reportMenu: 'report:report',
  dashboard: 'report:dashboard',
} as const;

export const reportPrivileges: DomainPrivileges = {
  menus: [
    {
      code: reportCodes.reportMenu,
      name: { zh: '统计报表', en: 'Reports' },
      path: '/report',
      sort: 800,
      icon: 'chart',
    },
    {
      code: reportCodes.dashboard,
      name: { zh: '数据看板', en: 'Dashboard' },
      path: '/report/index',
      parent: reportCodes.reportMenu,
      sort: 801,
    },
  ],
  buttons: [],
};
