// Who a user is for menus and privileges (SPEC §6): every identity that can own a menu entry.
import type { AuthUser } from '../../core/request-context.ts';

export const MENU_IDENTITIES = [
  'learner',
  'teacher',
  'tutor',
  'tutorStudent',
  'orgAdmin',
  'backend',
  'vip',
] as const;
export type MenuIdentity = (typeof MENU_IDENTITIES)[number];

export function identitiesOf(user: AuthUser): Set<MenuIdentity> {
  const identities = new Set<MenuIdentity>(['learner']);
  if (user.isTeacher) identities.add('teacher');
  if (user.isTutor) identities.add('tutor');
  if (user.tutorUserId !== null) identities.add('tutorStudent');
  if (user.isOrgAdmin) identities.add('orgAdmin');
  if (user.roleId !== 0) identities.add('backend');
  if (user.vipLevel !== 'none' && (!user.vipExpiresAt || user.vipExpiresAt.getTime() > Date.now())) {
    identities.add('vip');
  }
  return identities;
}
