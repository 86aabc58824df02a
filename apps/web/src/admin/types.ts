// The contract between the back-office shell and the domains: each domain lists its back-office pages in
// `features/<domain>/admin/routes.ts` as `export const <domain>AdminRoutes: AdminRoute[]`, and the shell
// mounts them under /admin, shows each in the side menu when the signed-in role holds its menu code, and
// draws breadcrumb and tab from `title`.
import type { ComponentType } from 'react';

/** Lazy page module: one chunk per back-office page. */
export type AdminPageLoader = () => Promise<{ Component: ComponentType }>;

export type AdminRoute = {
  /** Path under /admin, e.g. 'course/list' (the original back office's route where it has one). */
  path: string;
  /** The menu privilege code that shows the page (packages/shared/src/<domain>/privileges.ts). */
  menuCode: string;
  /** i18n key `<namespace>:<key>` of the page title (menu, breadcrumb, tab). */
  title: string;
  /** The side-menu group it sits in: 'org' | 'course' | 'exam' | 'train' | 'live' | 'plan' | … */
  group: string;
  /** Hidden from the menu (detail and edit pages reached from a list). */
  hidden?: boolean;
  load: AdminPageLoader;
};
