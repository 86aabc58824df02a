// Back-office privilege codes of the study map (shape: role/privileges.ts): the original back office's
// 学习地图 pages (/studyMap/*) and the material review.
import type { DomainPrivileges } from '../role/privileges.ts';

export const studyMapPrivilegeCodes = {
  root: 'studyMap:root',
  ability: 'studyMap:abilityDictionary',
  model: 'studyMap:competencyModel',
  route: 'studyMap:postPromotion',
  inventory: 'studyMap:talentInventory',
  material: 'studyMap:materialReview',
} as const;

const C = studyMapPrivilegeCodes;

export const studyMapPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '学习地图', en: 'Study map' }, path: '/studyMap', sort: 65 },
    {
      code: C.ability,
      name: { zh: '能力词典库', en: 'Ability dictionary' },
      path: '/studyMap/abilityDictionary',
      parent: C.root,
      sort: 1,
    },
    {
      code: C.model,
      name: { zh: '胜任力模型', en: 'Competency models' },
      path: '/studyMap/competencyModel',
      parent: C.root,
      sort: 2,
    },
    {
      code: C.route,
      name: { zh: '晋升线路图', en: 'Promotion routes' },
      path: '/studyMap/postPromotion',
      parent: C.root,
      sort: 3,
    },
    {
      code: C.inventory,
      name: { zh: '人才盘点', en: 'Talent inventory' },
      path: '/studyMap/talentInventory',
      parent: C.root,
      sort: 4,
    },
    {
      code: C.material,
      name: { zh: '材料审核', en: 'Material review' },
      path: '/studyMap/materialReview',
      parent: C.root,
      sort: 5,
    },
  ],
  buttons: [],
};
