// The organisation back office's pages (paths of the original back office where it has them).
import { orgCodes } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const orgAdminRoutes: AdminRoute[] = [
  {
    path: 'orgs/orgManagement',
    menuCode: orgCodes.unitMenu,
    title: 'org:admin.units.title',
    group: 'org',
    load: () => import('./UnitsPage.tsx'),
  },
  {
    path: 'system/station',
    menuCode: orgCodes.positionMenu,
    title: 'org:admin.positions.title',
    group: 'org',
    load: () => import('./PositionsPage.tsx'),
  },
  {
    path: 'system/rankList',
    menuCode: orgCodes.jobLevelMenu,
    title: 'org:admin.levels.title',
    group: 'org',
    load: () => import('./JobLevelsPage.tsx'),
  },
  {
    path: 'system/user',
    menuCode: orgCodes.userMenu,
    title: 'org:admin.users.title',
    group: 'org',
    load: () => import('./UsersPage.tsx'),
  },
  {
    path: 'system/groupManage',
    menuCode: orgCodes.groupMenu,
    title: 'org:admin.groups.title',
    group: 'org',
    load: () => import('./GroupsPage.tsx'),
  },
  {
    path: 'resource/lecturer',
    menuCode: orgCodes.lecturerMenu,
    title: 'org:admin.lecturers.title',
    group: 'org',
    load: () => import('./LecturersPage.tsx'),
  },
  {
    path: 'resource/teachManage',
    menuCode: orgCodes.tutorMenu,
    title: 'org:admin.tutors.title',
    group: 'org',
    load: () => import('./TutorsPage.tsx'),
  },
];
