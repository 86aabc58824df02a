// Derived facts about the signed-in person (SPEC §6): identity, which header menus and user-menu links
// they see, and how they are named on screen.
import { Identity } from '@elearning/shared';
import type { SessionState } from './store.ts';
import type { UserInfo } from './types.ts';

const truthy = (value: boolean | number | string | undefined | null) =>
  value === true || value === 1 || value === '1' || value === 'true';

export const isSignedIn = (s: SessionState): boolean => Boolean(s.token);
export const isTeacher = (s: SessionState): boolean => Boolean(s.role?.isTeacher);
/** Acting as lecturer: a teacher who switched sides (stored per tab). */
export const isLecturerMode = (s: SessionState): boolean => isTeacher(s) && s.identity === Identity.lecturer;
export const isTutor = (s: SessionState): boolean => Boolean(s.role?.isTutor);
export const isTutorStudent = (s: SessionState): boolean => Boolean(s.role?.isTutorStudent);
export const isOrgAdmin = (s: SessionState): boolean => truthy(s.user?.is_org_admin);
/** Back-office users have a nonzero role_id. */
export const isBackendUser = (s: SessionState): boolean => {
  const role = s.user?.role_id;
  return role !== undefined && role !== null && role !== '' && String(role) !== '0';
};
export const isMonthlyVip = (s: SessionState): boolean => truthy(s.user?.isVip);
export const isYearMember = (s: SessionState): boolean => truthy(s.user?.isYearMember);

/** The name shown for a person: real name, nick name, name, then account. */
export function displayName(user: UserInfo | undefined): string {
  if (!user) return '';
  return user.real_name || user.nick_name || user.name || user.account;
}
