// The back office's route registry: the shell's own pages, then each domain's `<domain>AdminRoutes`
// (apps/web/src/features/<domain>/admin/routes.ts). Adding a domain is one import and one spread below;
// the order here is the order inside each menu group.
import { achievementAdminRoutes } from '../features/achievement/admin/routes.ts';
import { commerceAdminRoutes } from '../features/commerce/admin/routes.ts';
import { communityAdminRoutes } from '../features/community/admin/routes.ts';
import { courseAdminRoutes } from '../features/course/admin/routes.ts';
import { examAdminRoutes } from '../features/exam/admin/routes.ts';
import { homeworkAdminRoutes } from '../features/homework/admin/routes.ts';
import { liveAdminRoutes } from '../features/live/admin/routes.ts';
import { mallAdminRoutes } from '../features/mall/admin/routes.ts';
import { newsAdminRoutes } from '../features/news/admin/routes.ts';
import { orgAdminRoutes } from '../features/org/admin/routes.ts';
import { questionnaireAdminRoutes } from '../features/questionnaire/admin/routes.ts';
import { reportAdminRoutes } from '../features/report/admin/routes.ts';
import { roleAdminRoutes } from '../features/role/admin/routes.ts';
import { siteAdminRoutes } from '../features/site/admin/routes.ts';
import { studyMapAdminRoutes } from '../features/study-map/admin/routes.ts';
import { studyPlanAdminRoutes } from '../features/study-plan/admin/routes.ts';
import { trainingAdminRoutes } from '../features/training/admin/routes.ts';
import type { AdminRoute } from './types.ts';

/** Held by every back-office user: the home page needs no menu privilege. */
export const ADMIN_HOME_CODE = 'admin:home';

/** The back office's home (the original's #/wel): the dashboard for a role holding it, else a welcome. */
export const homeRoute: AdminRoute = {
  path: '',
  menuCode: ADMIN_HOME_CODE,
  title: 'admin:home.title',
  group: 'home',
  load: () => import('./pages/HomePage.tsx'),
};

export const adminRoutes: AdminRoute[] = [
  homeRoute,
  ...orgAdminRoutes,
  ...courseAdminRoutes,
  ...homeworkAdminRoutes,
  ...examAdminRoutes,
  ...liveAdminRoutes,
  ...roleAdminRoutes,
  ...trainingAdminRoutes,
  ...questionnaireAdminRoutes,
  ...studyPlanAdminRoutes,
  ...studyMapAdminRoutes,
  ...mallAdminRoutes,
  ...commerceAdminRoutes,
  ...newsAdminRoutes,
  ...communityAdminRoutes,
  ...achievementAdminRoutes,
  ...reportAdminRoutes,
  ...siteAdminRoutes,
];
