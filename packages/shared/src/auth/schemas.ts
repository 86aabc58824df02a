// Request schemas of the auth API (SPEC §7, DESIGN §3, docs/API.md): the token grants and the ticket
// exchange. Form-encoded strings are coerced; every issue message is a message key.
import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/validation.ts';
import { AUTH_FIELD_MAX } from './constants.ts';
import { GrantType } from './enums.ts';

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
 * The original back office names the sign-in `account` (an 11-digit phone, with `type=account`) instead of
 * `username`; `username` wins when both are sent.
 */
function accountAsUsername(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  const blank = input.username === undefined || input.username === null || input.username === '';
  return blank && input.account !== undefined ? { ...input, username: input.account } : value;
}

/**
 * `POST /api/blade-auth/oauth/token`: password and captcha grants need username and password (the
 * captcha itself travels in the Captcha-Key / Captcha-Code headers); refresh_token needs refresh_token.
 * An unknown or missing grant_type gives 'auth.unsupportedGrant'.
 */
export const ZTokenRequestSchema = z.preprocess(
  accountAsUsername,
  z.discriminatedUnion(
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
  ),
);
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

/** `GET /api/blade-auth/oauth/userdetail/taken`: the one-time ticket of a `?tid=` token login. */
export const ZTicketQuerySchema = z.object({
  tid: zRequiredText({
    required: 'auth.ticketInvalid',
    max: AUTH_FIELD_MAX.ticket,
    tooLong: 'auth.ticketInvalid',
  }),
});
export type TTicketQuery = z.infer<typeof ZTicketQuerySchema>;
