// The training domain's back-office pages: the arrangements list with the training editor, and the
// certificate management (templates and their holders), the training agreements and the classrooms.
import { trainingClassroomPrivileges, trainingPrivileges } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

const [arrange, certificate, agreement] = trainingPrivileges.menus;
const [classroom] = trainingClassroomPrivileges.menus;

export const trainingAdminRoutes: AdminRoute[] = [
  {
    path: 'train/list',
    menuCode: arrange.code,
    title: 'training:admin.arrangements',
    group: 'train',
    load: () => import('./ArrangementListPage.tsx'),
  },
  {
    path: 'train/certificates',
    menuCode: certificate.code,
    title: 'training:admin.templates',
    group: 'train',
    load: () => import('./TemplatePage.tsx'),
  },
  {
    path: 'train/certificates/holders',
    menuCode: certificate.code,
    title: 'training:certAdmin.holders',
    group: 'train',
    hidden: true,
    load: () => import('./CertificateHoldersPage.tsx'),
  },
  {
    path: 'train/agreements',
    menuCode: agreement.code,
    title: 'training:admin.agreements',
    group: 'train',
    load: () => import('./AgreementPage.tsx'),
  },
  {
    path: classroom.path,
    menuCode: classroom.code,
    title: 'training:classroomAdmin.title',
    group: 'train',
    load: () => import('./ClassroomListPage.tsx'),
  },
];
