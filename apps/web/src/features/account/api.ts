// Account calls (docs/API.md "Auth and user"): sign-in grants (encrypted), captcha, SMS codes,
// registration and agreement, password reset and change, phone binding. Passwords always travel
// encrypted with the server's public key.
import { GrantType, type SmsScene } from '@elearning/shared';
import { http, TOKEN_PATH, type TokenGrant, USER_TYPE } from '../../lib/http/index.ts';
import { sessionStore } from '../session/store.ts';

export type Captcha = { key: string; image: string };
export type Agreement = { title: string; content: string; version?: string | number };

export type LoginInput = { username: string; password: string; captcha?: { key: string; code: string } };

export const authApi = {
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
  captcha: () => http.get<Captcha>('/api/blade-auth/oauth/captcha', undefined, { anonymous: true }),
  sendCode: (phone: string, scene: SmsScene) =>
    http.post<{ resendAfter: number }>('/api/common/v1/sms/sendCode', { phone, scene }, { silent: true }),
  agreement: () => http.get<Agreement>('/api/user/v1/user/getAgreement', undefined, { anonymous: true }),
  register: (input: { phone: string; smsCode: string; password: string }) =>
    http.post<{ userId: string; account: string }>(
      '/api/user/v1/user/register',
      { ...input, agreement: true },
      { encrypt: true, silent: true, anonymous: true },
    ),
  phoneExists: (phone: string) =>
    http.get<{ exist: boolean }>(
      '/api/user/v1/user/forgetPassword/phoneNumExist',
      { phone },
      { silent: true },
    ),
  resetPassword: (input: { phone: string; smsCode: string; password: string }) =>
    http.post<null>('/api/user/v1/user/forgetPassword/reset', input, {
      encrypt: true,
      silent: true,
      anonymous: true,
    }),
  changePassword: (input: { oldPassword: string; newPassword: string }) =>
    http.post<null>('/api/user/v1/user/pwd', input, { encrypt: true, silent: true }),
  bindPhone: (input: { phone: string; smsCode: string }) =>
    http.post<null>('/api/user/v1/user/bindPhone', input, { silent: true }),
  changePhone: (input: { phone: string; smsCode: string }) =>
    http.post<null>('/api/user/v1/user/changePhone', input, { silent: true }),
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
  return http.post<{ valid: boolean }>('/api/common/v1/sms/check', { phone, code, scene }, { silent: true });
}
