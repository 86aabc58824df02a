// Which links the user menu offers to whom (SPEC §2 Header, §6): personal links by menuName (mentor for a
// tutor's students, apprentices for tutors), approvals, points mall, enterprise center for org admins,
// the back-office link for backend users, and the lecturer/student switch for teachers.

import {
  isBackendUser,
  isLecturerMode,
  isOrgAdmin,
  isTeacher,
  isTutor,
  isTutorStudent,
} from '../../features/session/selectors.ts';
import type { SessionState } from '../../features/session/store.ts';

export const PERSONAL_MENUS = [
  'MyFiles',
  'MyNotes',
  'MyShare',
  'MyWrongProblems',
  'MyOrder',
  'MyCoupon',
  'MyCommissions',
  'MyCollection',
  'PersonalSettings',
  'MyMentor',
  'MyApprentice',
] as const;
export type PersonalMenu = (typeof PERSONAL_MENUS)[number];

export type UserMenuModel = {
  personal: PersonalMenu[];
  enterprise: boolean;
  backstage: boolean;
  identitySwitch: 'toLecturer' | 'toStudent' | undefined;
};

export function userMenuModel(session: SessionState): UserMenuModel {
  const personal = PERSONAL_MENUS.filter((menu) => {
    if (menu === 'MyMentor') return isTutorStudent(session);
    if (menu === 'MyApprentice') return isTutor(session);
    return true;
  });
  return {
    personal,
    enterprise: isOrgAdmin(session),
    backstage: isBackendUser(session),
    identitySwitch: isTeacher(session) ? (isLecturerMode(session) ? 'toStudent' : 'toLecturer') : undefined,
  };
}

export const personalPath = (menu: PersonalMenu) => `/personal/personal?menuName=${menu}`;
export const APPROVALS_PATH = '/approvalCenter/approveIndex';
export const APPROVAL_MESSAGES_PATH = '/approvalCenter/approveIndex?name=message&activeIndex=3-1';
export const POINTS_MALL_PATH = '/integral/mall';
export const ENTERPRISE_PATH = '/enterprise';
