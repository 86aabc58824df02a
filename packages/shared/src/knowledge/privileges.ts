// Back-office privilege codes of the knowledge base and the knowledge system.
import type { DomainPrivileges } from '../role/privileges.ts';

export const knowledgeCodes = {
  menu: 'knowledge:list',
  edit: 'knowledge:list:edit',
  review: 'knowledge:list:review',
  catalogMenu: 'knowledge:catalog',
  systemMenu: 'knowledge:system',
} as const;

const k = knowledgeCodes;

export const knowledgePrivileges: DomainPrivileges = {
  menus: [
    {
      code: k.menu,
      name: { zh: '知识管理', en: 'Knowledge base' },
      path: '/knowledge/knowledgeManagement',
      sort: 1,
    },
    {
      code: k.catalogMenu,
      name: { zh: '知识分类', en: 'Knowledge catalogue' },
      path: '/knowledge/catalog',
      sort: 2,
    },
    {
      code: k.systemMenu,
      name: { zh: '知识体系', en: 'Knowledge system' },
      path: '/knowledge/system',
      sort: 3,
    },
  ],
  buttons: [
    { code: k.edit, name: { zh: '编辑知识', en: 'Edit knowledge' }, menu: k.menu },
    { code: k.review, name: { zh: '审核知识', en: 'Review shares' }, menu: k.menu },
  ],
};
