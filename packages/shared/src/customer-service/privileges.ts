// Back-office privilege codes of the customer-service chat (shape: role/privileges.ts): the agents' inbox
// and the FAQ the bot answers from.
import type { DomainPrivileges } from '../role/privileges.ts';

export const customerServicePrivilegeCodes = {
  root: 'cs:root',
  inbox: 'cs:inbox',
  inboxReply: 'cs:inbox:reply',
  faq: 'cs:faq',
  faqEdit: 'cs:faq:edit',
} as const;

const C = customerServicePrivilegeCodes;

export const customerServicePrivileges: DomainPrivileges = {
  menus: [
    {
      code: C.root,
      name: { zh: '客服中心', en: 'Customer service' },
      path: '/cs',
      sort: 880,
      icon: 'customer-service',
    },
    { code: C.inbox, name: { zh: '人工客服', en: 'Inbox' }, path: '/cs/inbox', parent: C.root, sort: 881 },
    { code: C.faq, name: { zh: '常见问题', en: 'FAQ' }, path: '/cs/faq', parent: C.root, sort: 882 },
  ],
  buttons: [
    { code: C.inboxReply, name: { zh: '接待并回复', en: 'Take and reply' }, menu: C.inbox },
    { code: C.faqEdit, name: { zh: '编辑常见问题', en: 'Edit FAQ' }, menu: C.faq },
  ],
};
