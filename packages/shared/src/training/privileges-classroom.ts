// Back-office privilege codes of classrooms and the training catalogue, checked by `backOffice(code)`.
export const trainingClassroomCodes = {
  classroomMenu: 'train:classroom',
  classroomView: 'train:classroom:view',
  classroomEdit: 'train:classroom:edit',
  catalogMenu: 'train:catalog',
  catalogEdit: 'train:catalog:edit',
} as const;

const C = trainingClassroomCodes;

export const trainingClassroomPrivileges = {
  menus: [
    { code: C.classroomMenu, name: { zh: '教室管理', en: 'Classrooms' }, path: 'train/classrooms', sort: 40 },
    {
      code: C.catalogMenu,
      name: { zh: '培训分类', en: 'Training catalogue' },
      path: 'train/catalog',
      sort: 50,
    },
  ],
  buttons: [
    { code: C.classroomView, name: { zh: '查看教室', en: 'View classrooms' }, menu: C.classroomMenu },
    { code: C.classroomEdit, name: { zh: '管理教室', en: 'Manage classrooms' }, menu: C.classroomMenu },
    { code: C.catalogEdit, name: { zh: '管理培训分类', en: 'Manage the catalogue' }, menu: C.catalogMenu },
  ],
} as const;
