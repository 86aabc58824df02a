// Request schemas of the users, user groups, lecturers and tutors pages (back office, issue 20 item 3), with
// the original back office's field names. Every issue message is a message key.
import { z } from 'zod';
import { ZPageQuerySchema, ZPhoneSchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { ORG_FIELD_MAX } from './constants.ts';
import { LecturerKind, UserStatus } from './enums.ts';
import { zId, zIds, zOptionalId, zSearch } from './schemas.ts';

const zPersonName = zRequiredText({
  required: 'org.personName.required',
  max: ORG_FIELD_MAX.personName,
  tooLong: 'validation.name.tooLong',
});
const zAccount = zOptionalText({ max: ORG_FIELD_MAX.account, tooLong: 'org.account.tooLong' }).refine(
  (value) => value === undefined || /^[\w.@-]+$/.test(value),
  { error: 'org.account.format' },
);
const zEmail = zOptionalText({ max: ORG_FIELD_MAX.email, tooLong: 'validation.email.format' }).refine(
  (value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  { error: 'validation.email.format' },
);
const zOptionalPhone = z.preprocess((v) => (v === '' || v === null ? undefined : v), ZPhoneSchema.optional());
/** 0 unknown, 1 male, 2 female; the sheet's 男/女 and M/F are read too. */
export const zSex = z.preprocess(
  (v) => {
    const text = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (text === '' || text === null || text === undefined) return 0;
    return ({ 男: 1, 女: 2, m: 1, f: 2, male: 1, female: 2 } as Record<string, number>)[String(text)] ?? text;
  },
  z.coerce
    .number({ error: 'org.sex.invalid' })
    .int()
    .min(0, { error: 'org.sex.invalid' })
    .max(2, { error: 'org.sex.invalid' }),
);
const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'validation.invalid' }),
);

/** `GET /api/org/v1/org/user`: the people of a unit and below (0 = everyone in scope). */
export const ZOrgUsersPageSchema = ZPageQuerySchema.extend({
  orgId: zOptionalId,
  search: zSearch,
  userStatus: z.enum(UserStatus, { error: 'org.userStatus.invalid' }).optional(),
});
export type TOrgUsersPage = z.infer<typeof ZOrgUsersPageSchema>;

/** `GET /api/user/v1/user/info?userId=` and `DELETE` with the same. */
export const ZUserIdSchema = z.object({ userId: zId });
export type TUserId = z.infer<typeof ZUserIdSchema>;

/** `POST /api/user/v1/user/info`: a new person; the account defaults to the phone number. */
const ZUserFields = z.object({
  name: zPersonName,
  account: zAccount,
  phonenum: zOptionalPhone,
  email: zEmail,
  sex: zSex,
  workNo: zOptionalText({ max: ORG_FIELD_MAX.workNo, tooLong: 'org.workNo.tooLong' }),
  orgId: zId,
  positionId: zOptionalId,
  postLevelId: zOptionalId,
  roleIds: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' || typeof v === 'number' ? [v] : v),
    z.array(z.coerce.number().int().min(0)).max(1, { error: 'org.roles.one' }).optional(),
  ),
  password: zOptionalText({ max: 64, tooLong: 'validation.password.length', trim: false }),
});
export const ZUserCreateSchema = ZUserFields.refine(
  (v) => v.account !== undefined || v.phonenum !== undefined,
  {
    error: 'org.accountOrPhone.required',
    path: ['account'],
  },
);
export type TUserCreate = z.infer<typeof ZUserCreateSchema>;

/** `PUT /api/user/v1/user/info`. */
export const ZUserEditSchema = ZUserFields.omit({ password: true, account: true }).extend({
  userId: zId,
});
export type TUserEdit = z.infer<typeof ZUserEditSchema>;

/** `POST /api/user/v1/user/status/reset`: freeze ('2') or unfreeze ('1') one or more people. */
export const ZUserStatusSchema = z.object({
  userId: zIds,
  userStatus: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(UserStatus, { error: 'org.userStatus.invalid' }),
  ),
});
export type TUserStatus = z.infer<typeof ZUserStatusSchema>;

/** `POST /api/user/v1/user/pwd/reset`: `userIds` (or `userId`). */
export const ZResetPasswordSchema = z
  .object({ userIds: zIds.optional(), userId: zIds.optional() })
  .transform((v) => ({ userIds: v.userIds ?? v.userId ?? [] }))
  .refine((v) => v.userIds.length > 0, { error: 'validation.ids.invalid', path: ['userIds'] });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** `POST /api/user/v1/user/updateUserIdBatchOrg`: `userId` list moves to org unit `id`. */
export const ZBatchMoveSchema = z.object({ userId: zIds, id: zId });
export type TBatchMove = z.infer<typeof ZBatchMoveSchema>;

/** `DELETE /api/user/v1/user/deleteByIds`. */
export const ZUserIdsSchema = z.object({ userIds: zIds });

/** `PUT /api/user/v1/user/role`: one back-office role (0 / empty = none). */
export const ZUserRoleSchema = z.object({
  userId: zId,
  roles: z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.map((r) => (r && typeof r === 'object' && 'roleId' in r ? r.roleId : r))
        : v === '' || v == null
          ? []
          : String(v).split(','),
    z
      .array(z.coerce.number({ error: 'validation.ids.invalid' }).int().min(0))
      .max(1, { error: 'org.roles.one' }),
  ),
});
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

/** `POST /api/user/v1/user/identity`: the identities that change the learner side (SPEC §6). */
export const ZUserIdentitySchema = z.object({
  userId: zId,
  isLecturer: zBool.optional(),
  isTutor: zBool.optional(),
  isOrgAdmin: zBool.optional(),
  /** The units an org admin manages (their own unit when absent). */
  orgIds: zIds.optional(),
});
export type TUserIdentity = z.infer<typeof ZUserIdentitySchema>;

/** User groups: `listPage`, `save`, `update`, `delete` (`id`), members `userList`, `save`, `delete`. */
export const ZGroupPageSchema = ZPageQuerySchema.extend({ name: zSearch });
export type TGroupPage = z.infer<typeof ZGroupPageSchema>;
export const ZGroupCreateSchema = z.object({
  name: zRequiredText({
    required: 'org.name.required',
    max: ORG_FIELD_MAX.name,
    tooLong: 'org.name.tooLong',
  }),
  remark: zOptionalText({ max: ORG_FIELD_MAX.remark, tooLong: 'org.remark.tooLong' }),
});
export type TGroupCreate = z.infer<typeof ZGroupCreateSchema>;
export const ZGroupEditSchema = ZGroupCreateSchema.extend({ id: zId });
export type TGroupEdit = z.infer<typeof ZGroupEditSchema>;
export const ZGroupUsersPageSchema = ZPageQuerySchema.extend({ groupId: zId, search: zSearch });
export type TGroupUsersPage = z.infer<typeof ZGroupUsersPageSchema>;
export const ZGroupMembersSchema = z.object({ groupId: zId, userIds: zIds });
export type TGroupMembers = z.infer<typeof ZGroupMembersSchema>;

/** Lecturers: add a person as lecturer, edit the profile, remove, enable/disable. */
export const ZLecturerSchema = z.object({
  userId: zId,
  kind: z.enum(LecturerKind, { error: 'validation.enum' }).default(LecturerKind.internal),
  categoryId: zOptionalId,
  level: zOptionalText({ max: ORG_FIELD_MAX.name, tooLong: 'org.name.tooLong' }),
  intro: zOptionalText({ max: ORG_FIELD_MAX.intro, tooLong: 'org.remark.tooLong' }),
});
export type TLecturerInput = z.infer<typeof ZLecturerSchema>;
export const ZLecturerStatusSchema = z.object({ userId: zIds, enabled: zBool });
export type TLecturerStatus = z.infer<typeof ZLecturerStatusSchema>;
export const ZLecturerCategorySchema = z.object({
  id: zOptionalId,
  name: zRequiredText({
    required: 'org.name.required',
    max: ORG_FIELD_MAX.name,
    tooLong: 'org.name.tooLong',
  }),
  parentId: zOptionalId,
  sort: z.coerce.number().int().min(0).default(0),
});
export type TLecturerCategoryInput = z.infer<typeof ZLecturerCategorySchema>;
export const ZLecturerCategoryStatusSchema = z.object({ id: zId, enabled: zBool });

/** Tutors: make a person a tutor, give them apprentices, end an apprenticeship. */
export const ZTutorPageSchema = ZPageQuerySchema.extend({ search: zSearch });
export const ZTutorApprenticesSchema = z.object({ tutorId: zId, userIds: zIds });
export type TTutorApprentices = z.infer<typeof ZTutorApprenticesSchema>;

/** Lecturer page: by name, kind, category. */
export const ZLecturerPageSchema = ZPageQuerySchema.extend({
  search: zSearch,
  kind: z.enum(LecturerKind, { error: 'validation.enum' }).optional(),
  categoryId: zOptionalId,
});
export type TLecturerPage = z.infer<typeof ZLecturerPageSchema>;
export const ZLecturerIdsSchema = z.object({ userId: zIds });
export const ZTutorMakeSchema = z.object({ userId: zIds });
export const ZTutorIdsSchema = z.object({ ids: zIds });
export const ZTutorIdSchema = z.object({ tutorId: zId });
export const ZApprenticeChangeSchema = z.object({
  tutorId: zId,
  userIds: zIds,
  action: z.enum(['add', 'end'], { error: 'validation.enum' }),
});
export type TApprenticeChange = z.infer<typeof ZApprenticeChangeSchema>;

/** `isExitTutor` / `checkTutor`: people to check (`userId` list, or `userIds`). */
export const ZPeopleCheckSchema = z
  .object({ userId: zIds.optional(), userIds: zIds.optional() })
  .transform((v) => ({ userIds: v.userIds ?? v.userId ?? [] }))
  .refine((v) => v.userIds.length > 0, { error: 'validation.ids.invalid', path: ['userId'] });
/** `tutorDetail` / `queryExperienceList`: one tutor (`id`). */
export const ZTutorDetailSchema = z.object({ id: zId });
/** Address book: the units below `parentOrgId`, or the people of `orgId` by name. */
export const ZAddressBookOrgSchema = z.object({ parentOrgId: zOptionalId, orgName: zSearch });
export const ZAddressBookUserSchema = ZPageQuerySchema.extend({ orgId: zOptionalId, name: zSearch });
