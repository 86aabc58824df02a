// States of organisation and people, in the original back office's values.
import type { ValueOf } from '../common/types.ts';

/** Org unit types the original back office offers. */
export const OrgType = {
  enterprise: 'Enterprise',
  company: 'Company',
  department: 'Department',
  group: 'Group',
} as const;
export type OrgType = ValueOf<typeof OrgType>;

/** `userStatus`: '1' at work (may sign in), '2' frozen / left (may not). */
export const UserStatus = { active: '1', frozen: '2' } as const;
export type UserStatus = ValueOf<typeof UserStatus>;

export const LecturerKind = { internal: 'internal', external: 'external' } as const;
export type LecturerKind = ValueOf<typeof LecturerKind>;

/** Identities an admin grants besides the back-office role (SPEC §6). */
export const GrantedIdentity = { lecturer: 'lecturer', tutor: 'tutor', orgAdmin: 'orgAdmin' } as const;
export type GrantedIdentity = ValueOf<typeof GrantedIdentity>;
