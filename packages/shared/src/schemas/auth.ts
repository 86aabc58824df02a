// Request schemas of the account API (SPEC §7 auth and user, DESIGN §3, docs/API.md): sign-in, registration,
// SMS codes, password reset and change, phone binding. Form-encoded strings are coerced; every issue message
// is a message key of messages.ts.
import { z } from 'zod';
import { AUTH_FIELD_MAX } from '../constants.ts';
import { GrantType, SmsScene } from '../enums.ts';
import {
  ZPasswordSchema,
  ZPhoneSchema,
  ZSmsCodeSchema,
  zOptionalText,
  zRequiredText,
} from '../validation.ts';

/** Fields every grant may carry. */
const tokenCommon = {
  tenantId: zOptionalText({ max: AUTH_FIELD_MAX.tenantId, tooLong: 'validation.tenantId.invalid' }),
  scope: zOptionalText({ max: AUTH_FIELD_MAX.scope, tooLong: 'validation.scope.invalid' }),
  user_type: zOptionalText({ max: AUTH_FIELD_MAX.userType, tooLong: 'validation.userType.invalid' }),
};

/** Sign-in credentials. The password is only bounded: old accounts may not follow today's 6..12 rule. */
const credentials = {
  username: zRequiredText({
    required: 'validation.username.required',
    max: AUTH_FIELD_MAX.username,
    tooLong: 'validation.username.tooLong',
  }),
  password: zRequiredText({
    required: 'validation.password.required',
    max: AUTH_FIELD_MAX.loginPassword,
    tooLong: 'validation.password.tooLong',
    trim: false,
  }),
};

/**
 * `POST /api/blade-auth/oauth/token`: password and captcha grants need username and password (the
 * captcha itself travels in the Captcha-Key / Captcha-Code headers); refresh_token needs refresh_token.
 * An unknown or missing grant_type gives 'auth.unsupportedGrant'.
 */
export const ZTokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({ grant_type: z.literal(GrantType.password), ...credentials, ...tokenCommon }),
    z.object({ grant_type: z.literal(GrantType.captcha), ...credentials, ...tokenCommon }),
    z.object({
      grant_type: z.literal(GrantType.refreshToken),
      refresh_token: zRequiredText({
        required: 'validation.refreshToken.required',
        max: AUTH_FIELD_MAX.refreshToken,
        tooLong: 'validation.refreshToken.invalid',
      }),
      ...tokenCommon,
    }),
  ],
  { error: 'auth.unsupportedGrant' },
);
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

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
  name: zOptionalText({ max: AUTH_FIELD_MAX.name, tooLong: 'validation.name.tooLong' }),
  agreement: agreementAccepted,
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

/** `POST /api/common/v1/sms/sendCode`. */
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

/** `GET /api/blade-system/v1/dict/code`. */
export const ZDictQuerySchema = z.object({
  code: zRequiredText({
    required: 'validation.dictCode.required',
    max: AUTH_FIELD_MAX.dictCode,
    tooLong: 'validation.dictCode.tooLong',
  }),
});
export type TDictQuery = z.infer<typeof ZDictQuerySchema>;

/** `GET /api/blade-auth/oauth/userdetail/taken`: the one-time ticket of a `?tid=` token login. */
export const ZTicketQuerySchema = z.object({
  tid: zRequiredText({ required: 'auth.ticketInvalid', max: 128, tooLong: 'auth.ticketInvalid' }),
});
export type TTicketQuery = z.infer<typeof ZTicketQuerySchema>;
