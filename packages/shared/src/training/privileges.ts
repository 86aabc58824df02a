// Back-office privilege codes of the training domain (menus and buttons), checked by `backOffice(code)`.
export const trainingPrivileges = {
  menus: [
    {
      code: 'train:arrange',
      name: { zh: '培训安排', en: 'Training arrangements' },
      path: 'train/list',
      sort: 10,
    },
    {
      code: 'train:certificate',
      name: { zh: '证书模板', en: 'Certificate templates' },
      path: 'train/certificates',
      sort: 20,
    },
    {
      code: 'train:agreement',
      name: { zh: '培训协议', en: 'Training agreements' },
      path: 'train/agreements',
      sort: 30,
    },
  ],
  buttons: [
    { code: 'train:arrange:add', name: { zh: '新建培训', en: 'New training' }, menu: 'train:arrange' },
    { code: 'train:arrange:edit', name: { zh: '编辑培训', en: 'Edit training' }, menu: 'train:arrange' },
    { code: 'train:arrange:delete', name: { zh: '删除培训', en: 'Delete training' }, menu: 'train:arrange' },
    { code: 'train:arrange:review', name: { zh: '报名审核', en: 'Review sign-ups' }, menu: 'train:arrange' },
    { code: 'train:arrange:view', name: { zh: '查看培训', en: 'View trainings' }, menu: 'train:arrange' },
    {
      code: 'train:certificate:edit',
      name: { zh: '编辑证书模板', en: 'Edit certificate templates' },
      menu: 'train:certificate',
    },
    {
      code: 'train:certificate:revoke',
      name: { zh: '撤销证书', en: 'Revoke certificates' },
      menu: 'train:certificate',
    },
    {
      code: 'train:agreement:edit',
      name: { zh: '管理培训协议', en: 'Manage agreements' },
      menu: 'train:agreement',
    },
  ],
} as const;

export const TRAIN_CODES = {
  add: 'train:arrange:add',
  edit: 'train:arrange:edit',
  remove: 'train:arrange:delete',
  review: 'train:arrange:review',
  view: 'train:arrange:view',
  templateEdit: 'train:certificate:edit',
  certificateRevoke: 'train:certificate:revoke',
  agreement: 'train:agreement:edit',
} as const;
