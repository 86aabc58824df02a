// The study map's back-office pages (paths of the original back office's 学习地图): the ability dictionary
// and its editor, competency models, promotion routes and the material review.
import { studyMapPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const studyMapAdminRoutes: AdminRoute[] = [
  {
    path: 'studyMap/abilityDictionary',
    menuCode: C.ability,
    title: 'study-map:admin.ability.title',
    group: 'plan',
    load: () => import('./AbilityListPage.tsx'),
  },
  {
    path: 'studyMap/editAbility',
    menuCode: C.ability,
    title: 'study-map:admin.ability.editTitle',
    group: 'plan',
    hidden: true,
    load: () => import('./AbilityEditPage.tsx'),
  },
  {
    path: 'studyMap/competencyModel',
    menuCode: C.model,
    title: 'study-map:admin.model.title',
    group: 'plan',
    load: () => import('./CompetencyModelPage.tsx'),
  },
  {
    path: 'studyMap/postPromotion',
    menuCode: C.route,
    title: 'study-map:admin.route.title',
    group: 'plan',
    load: () => import('./PromotionRoutePage.tsx'),
  },
  {
    path: 'studyMap/talentInventory',
    menuCode: C.inventory,
    title: 'study-map:admin.inventory.title',
    group: 'plan',
    load: () => import('./InventoryPage.tsx'),
  },
  {
    path: 'studyMap/materialReview',
    menuCode: C.material,
    title: 'study-map:admin.material.title',
    group: 'plan',
    load: () => import('./MaterialReviewPage.tsx'),
  },
];
