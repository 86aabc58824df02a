// Back-office privilege codes of news and the regulation list (shape: role/privileges.ts).
import type { DomainPrivileges } from '../role/privileges.ts';

export const newsPrivilegeCodes = {
  root: 'news:root',
  list: 'news:list',
  edit: 'news:edit',
  publish: 'news:publish',
  regulation: 'news:regulation',
  regulationEdit: 'news:regulation:edit',
} as const;

const C = newsPrivilegeCodes;

export const newsPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '新闻资讯', en: 'News' }, path: '/news', sort: 75 },
    { code: C.list, name: { zh: '新闻管理', en: 'Articles' }, path: '/news/list', parent: C.root, sort: 1 },
    {
      code: C.regulation,
      name: { zh: '规章制度', en: 'Regulations' },
      path: '/news/regulations',
      parent: C.root,
      sort: 2,
    },
  ],
  buttons: [
    {
      code: C.edit,
      name: { zh: '新建/编辑/删除新闻、分类', en: 'Edit articles and categories' },
      menu: C.list,
    },
    { code: C.publish, name: { zh: '发布/撤回/置顶', en: 'Publish, withdraw and pin' }, menu: C.list },
    {
      code: C.regulationEdit,
      name: { zh: '上传/删除/置顶制度', en: 'Edit regulations' },
      menu: C.regulation,
    },
  ],
};
