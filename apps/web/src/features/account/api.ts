// Account calls (docs/API.md "Auth and user"): sign-in grants (encrypted), captcha, SMS codes,
// registration and agreement, password reset and change, phone binding. Passwords always travel
// encrypted with the server's public key.
import { accountPaths, authPaths, GrantType, type SmsScene } from '@elearning/shared';
import { http, TOKEN_PATH, type TokenGrant, USER_TYPE } from '../../lib/http/index.ts';
import { sessionStore } from '../session/store.ts';

export type Captcha = { key: string; image: string };
export type Agreement = { title: string; content: string; version?: string | number };

export type LoginInput = { username: string; password: string; captcha?: { key: string; code: string } };

export const accountApi = {
  login({ username, password, captcha }: LoginInput): Promise<TokenGrant> {
    return http.request<TokenGrant>({
      url: TOKEN_PATH,
      method: 'POST',
      form: true,
      encrypt: true,
      raw: true,
      silent: true,
      anonymous: true,
      headers: captcha ? { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code } : undefined,
      params: {
        tenantId: sessionStore.get().tenantId,
        username,
        password,
        grant_type: captcha ? GrantType.captcha : GrantType.password,
        scope: 'all',
        user_type: USER_TYPE,
      },
    });
  },
  captcha: () => http.get<Captcha>(authPaths.captcha, undefined, { anonymous: true }),
  sendCode: (phone: string, scene: SmsScene) =>
    http.post<{ resendAfter: number }>(accountPaths.smsSend, { phone, scene }, { silent: true }),
  agreement: () => http.get<Agreement>(accountPaths.agreement, undefined, { anonymous: true }),
  register: (input: { phone: string; smsCode: string; password: string }) =>
    http.post<{ userId: string; account: string }>(
      accountPaths.register,
      { ...input, agreement: true },
      { encrypt: true, silent: true, anonymous: true },
    ),
  phoneExists: (phone: string) =>
    http.get<{ exist: boolean }>(accountPaths.phoneExists, { phone }, { silent: true }),
  resetPassword: (input: { phone: string; smsCode: string; password: string }) =>
    http.post<null>(accountPaths.resetPassword, input, {
      encrypt: true,
      silent: true,
      anonymous: true,
    }),
  changePassword: (input: { oldPassword: string; newPassword: string }) =>
    http.post<null>(accountPaths.changePassword, input, { encrypt: true, silent: true }),
  bindPhone: (input: { phone: string; smsCode: string }) =>
    http.post<null>(accountPaths.bindPhone, input, { silent: true }),
  changePhone: (input: { phone: string; smsCode: string }) =>
    http.post<null>(accountPaths.changePhone, input, { silent: true }),
};

/** True when a failed sign-in says the captcha grant is now required. */
export function captchaRequired(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { captchaRequired?: unknown }).captchaRequired === true
  );
}

/** Checks an SMS code without spending it (the reset call spends it). */
export function checkSmsCode(phone: string, code: string, scene: SmsScene): Promise<{ valid: boolean }> {
  return http.post<{ valid: boolean }>(accountPaths.smsCheck, { phone, code, scene }, { silent: true });
}
