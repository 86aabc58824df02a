// Back-office privilege codes of the live domain: the menus and the buttons of the live pages.
export const livePrivileges = {
  menus: [
    { code: 'live:plan:list', name: { zh: '直播管理', en: 'Lives' }, path: 'live/liveList', sort: 60 },
    {
      code: 'live:replay:list',
      name: { zh: '直播回放', en: 'Replays' },
      path: 'live/playBackList',
      parent: 'live:plan:list',
      sort: 61,
    },
    {
      code: 'live:stat:list',
      name: { zh: '直播统计', en: 'Live statistics' },
      path: 'live/stat',
      parent: 'live:plan:list',
      sort: 62,
    },
    {
      code: 'live:category:list',
      name: { zh: '直播分类', en: 'Live categories' },
      path: 'live/classify',
      parent: 'live:plan:list',
      sort: 63,
    },
  ],
  buttons: [
    { code: 'live:plan:add', name: { zh: '新建直播', en: 'New live' }, menu: 'live:plan:list' },
    { code: 'live:plan:edit', name: { zh: '编辑直播', en: 'Edit live' }, menu: 'live:plan:list' },
    { code: 'live:plan:delete', name: { zh: '删除直播', en: 'Delete live' }, menu: 'live:plan:list' },
    { code: 'live:plan:enable', name: { zh: '启用/停用', en: 'Enable / disable' }, menu: 'live:plan:list' },
    { code: 'live:replay:hide', name: { zh: '隐藏回放', en: 'Hide replay' }, menu: 'live:replay:list' },
    {
      code: 'live:category:edit',
      name: { zh: '编辑分类', en: 'Edit categories' },
      menu: 'live:category:list',
    },
    { code: 'live:stat:export', name: { zh: '导出统计', en: 'Export statistics' }, menu: 'live:stat:list' },
  ],
} as const;

export const LIVE_PRIVILEGE = {
  list: 'live:plan:list',
  add: 'live:plan:add',
  edit: 'live:plan:edit',
  remove: 'live:plan:delete',
  enable: 'live:plan:enable',
  replays: 'live:replay:list',
  hideReplay: 'live:replay:hide',
  stats: 'live:stat:list',
  exportStats: 'live:stat:export',
  categories: 'live:category:list',
  editCategories: 'live:category:edit',
} as const;
