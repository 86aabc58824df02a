// The one route table of the app (SPEC §2): home, account screens, system pages, and the domain tables.
import { page, publicPage, type RouteDef, redirectTo } from '../meta.ts';
import { pages } from '../pages.ts';
import { learningRoutes } from './learning.ts';
import { personalRoutes } from './personal.ts';

const guest = { guestOnly: true, layout: 'auth', hideCustomerService: true } as const;

export const accountRoutes: RouteDef[] = [
  publicPage('/login', 'login', pages.login, guest),
  publicPage('/register', 'register', pages.register, guest),
  publicPage('/forgetPassword', 'forgetPassword', pages.forgetPassword, guest),
  page('/editPassword', 'editPassword', pages.editPassword),
  page('/editPhoneNum', 'editPhoneNum', pages.editPhoneNum),
  page('/bindPhone', 'bindPhone', pages.bindPhone),
];

export const routeTable: RouteDef[] = [
  redirectTo('/', '/home'),
  publicPage('/home', 'home', pages.home),
  ...accountRoutes,
  ...learningRoutes,
  ...personalRoutes,
  page('/preview/:fileId', 'filePreview', () => import('../../../features/file/pages/PreviewPage.tsx'), {
    fullscreen: true,
  }),
  publicPage('/666', 'tenantUnavailable', pages.tenantUnavailable, { hideCustomerService: true }),
];

/** Shown for any path the table does not know. */
export const notFoundRoute = publicPage('*', 'notFound', pages.notFound);
