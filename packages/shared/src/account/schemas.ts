// Request schemas of the account API (SPEC §7 Auth and user, docs/API.md): registration, SMS codes,
// password reset and change, phone binding, the profile check, the people pickers and the home page's
// pending tasks. Form-encoded strings are coerced; every issue message is a message key.
import { z } from 'zod';
import { AUTH_FIELD_MAX } from '../auth/constants.ts';
import { PAGE_SIZE_MAX } from '../common/constants.ts';
import {
  ZPageQuerySchema,
  ZPasswordSchema,
  ZPhoneSchema,
  ZSmsCodeSchema,
  zIntParam,
  zOptionalText,
  zRequiredText,
} from '../common/validation.ts';
import { ACCOUNT_FIELD_MAX } from './constants.ts';
import { SmsScene } from './enums.ts';

const smsScene = z.enum(SmsScene, { error: 'validation.smsScene.invalid' });

/** The user agreement must be accepted: true or 'true' (form-encoded). */
const agreementAccepted = z.preprocess(
  (value) => (value === 'true' ? true : value),
  z.literal(true, { error: 'auth.agreementRequired' }),
);

/** `POST /api/user/v1/user/register`. */
export const ZRegisterSchema = z.object({
  phone: ZPhoneSchema,
  smsCode: ZSmsCodeSchema,
  password: ZPasswordSchema,
  name: zOptionalText({ max: ACCOUNT_FIELD_MAX.name, tooLong: 'validation.name.tooLong' }),
  agreement: agreementAccepted,
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

/** `POST /api/common/v1/sms/send` (and the SPEC spelling `/sendCode`). */
export const ZSendSmsSchema = z.object({ phone: ZPhoneSchema, scene: smsScene });
export type TSendSms = z.infer<typeof ZSendSmsSchema>;

/** `POST /api/common/v1/sms/check`. */
export const ZCheckSmsSchema = z.object({ phone: ZPhoneSchema, code: ZSmsCodeSchema, scene: smsScene });
export type TCheckSms = z.infer<typeof ZCheckSmsSchema>;

/** `POST /api/user/v1/user/forgetPassword/reset`. */
export const ZForgetPasswordResetSchema = z.object({
  phone: ZPhoneSchema,
  smsCode: ZSmsCodeSchema,
  password: ZPasswordSchema,
});
export type TForgetPasswordReset = z.infer<typeof ZForgetPasswordResetSchema>;

/** `POST /api/user/v1/user/pwd`: the old password is only bounded, the new one follows the full rule. */
export const ZChangePasswordSchema = z.object({
  oldPassword: zRequiredText({
    required: 'validation.oldPassword.required',
    max: AUTH_FIELD_MAX.loginPassword,
    tooLong: 'validation.password.tooLong',
    trim: false,
  }),
  newPassword: ZPasswordSchema,
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** `POST /api/user/v1/user/bindPhone` and `/changePhone`. */
export const ZBindPhoneSchema = z.object({ phone: ZPhoneSchema, smsCode: ZSmsCodeSchema });
export type TBindPhone = z.infer<typeof ZBindPhoneSchema>;

/** `GET /api/user/v1/user/forgetPassword/phoneNumExist`. */
export const ZPhoneQuerySchema = z.object({ phone: ZPhoneSchema });
export type TPhoneQuery = z.infer<typeof ZPhoneQuerySchema>;

const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `POST /api/user/v1/user/info/check`: is this phone number or e-mail address free for the caller? */
export const ZInfoCheckSchema = z
  .object({
    phone: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      ZPhoneSchema.optional(),
    ),
    email: zOptionalText({ max: ACCOUNT_FIELD_MAX.email, tooLong: 'validation.email.format' }).refine(
      (email) => email === undefined || EMAIL_REGEX.test(email),
      { error: 'validation.email.format' },
    ),
  })
  .refine((input) => input.phone !== undefined || input.email !== undefined, {
    error: 'validation.infoCheck.required',
    path: ['phone'],
  });
export type TInfoCheck = z.infer<typeof ZInfoCheckSchema>;

/** A tree node id of the pickers: '0' (or absent) is the top of the tree. */
const zParentId = zIntParam({ min: 0, max: 2_147_483_647, fallback: 0, invalid: 'validation.id.invalid' });

/** A comma list of ids ('1,2,3'), a single id or an array of ids; absent means none. */
export const zIdList = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
  },
  z
    .array(z.coerce.number({ error: 'validation.ids.invalid' }).int().min(1).max(2_147_483_647), {
      error: 'validation.ids.invalid',
    })
    .max(ACCOUNT_FIELD_MAX.ids, { error: 'validation.ids.invalid' }),
);

const zSearch = zOptionalText({ max: ACCOUNT_FIELD_MAX.search, tooLong: 'validation.searchTooLong' });

/** `GET /api/org/v1/org/user/child` and the position trees: one tree level, or a search. */
export const ZTreeChildQuerySchema = z.object({ parentId: zParentId, search: zSearch });
export type TTreeChildQuery = z.infer<typeof ZTreeChildQuerySchema>;

/** `GET /api/user/v1/user/basis`: the direct members of these org units. */
export const ZOrgUsersQuerySchema = z.object({ orgId: zIdList });
export type TOrgUsersQuery = z.infer<typeof ZOrgUsersQuerySchema>;

/** `GET /api/manage/v1/user/info/position`: the holders of these positions. */
export const ZPositionUsersQuerySchema = z.object({ positionId: zIdList });
export type TPositionUsersQuery = z.infer<typeof ZPositionUsersQuerySchema>;

/** `GET /api/user/v1/user/outer`: external people, paged. */
export const ZOuterUsersQuerySchema = ZPageQuerySchema.extend({ search: zSearch });
export type TOuterUsersQuery = z.infer<typeof ZOuterUsersQuerySchema>;

/** `GET /api/user/v1/usergroup/list` and `/queryUserList`. */
export const ZUserGroupQuerySchema = z.object({ groupId: zIdList, search: zSearch });
export type TUserGroupQuery = z.infer<typeof ZUserGroupQuerySchema>;

/** `GET /api/manage/v1/web/index/queryMyMission`: the original home page asks for 100 on page 1. */
export const ZMyMissionQuerySchema = z.object({
  pageNo: ZPageQuerySchema.shape.pageNo,
  pageSize: zIntParam({
    min: 1,
    max: PAGE_SIZE_MAX,
    fallback: PAGE_SIZE_MAX,
    invalid: 'validation.pageSize.invalid',
  }),
});
export type TMyMissionQuery = z.infer<typeof ZMyMissionQuerySchema>;
