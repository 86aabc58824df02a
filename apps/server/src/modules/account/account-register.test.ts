// Registration: the SPEC §5 password and phone messages verbatim, the SMS code it needs, and signing in
// with the new account afterwards.
import { createHash } from 'node:crypto';
import { accountPaths, authPaths } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { passwordLogin, send, smsCodeFor, tokenRequest } from '../auth/test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const REGISTER = accountPaths.register;

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter += 1;
  return `1360000${String(phoneCounter).padStart(4, '0')}`;
}

const register = (body: Record<string, unknown>, options: { tenant?: string; lang?: string } = {}) =>
  send<{ userId: number; account: string }>(testApp.app, 'POST', REGISTER, { json: body, ...options });

/** A registration that passes every field check (the SMS code is well-formed but never sent). */
const valid = (overrides: Record<string, unknown> = {}) => ({
  phone: '13812345678',
  smsCode: '123456',
  password: 'abc123',
  agreement: true,
  ...overrides,
});

describe('SPEC §5 password messages', () => {
  it.each([
    ['5 characters', 'abc12', '密码长度需要满足6～12字符', 'The password must be 6 to 12 characters'],
    [
      '13 characters',
      'abcdef1234567',
      '密码长度需要满足6～12字符',
      'The password must be 6 to 12 characters',
    ],
    [
      'letters only',
      'abcdefg',
      '密码包含字母、符号或数字中至少两项',
      'The password must contain at least two of letters, symbols and digits',
    ],
    [
      'digits only',
      '12345678',
      '密码包含字母、符号或数字中至少两项',
      'The password must contain at least two of letters, symbols and digits',
    ],
    [
      'symbols only',
      '!@#$%^&',
      '密码包含字母、符号或数字中至少两项',
      'The password must contain at least two of letters, symbols and digits',
    ],
    ['empty', '', '请输入密码', 'Please enter the password'],
  ])('refuses a password of %s verbatim', async (_label, password, zh, en) => {
    const reply = await register(valid({ password }));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      resCode: 400,
      resMsg: zh,
      response: { fields: [{ field: 'password', message: zh }] },
    });
    const english = await register(valid({ password }), { lang: 'en' });
    expect(english.body.resMsg).toBe(en);
  });

  it('refuses a missing password with 请输入密码', async () => {
    const { password: _omitted, ...body } = valid();
    const reply = await register(body);
    expect(reply.body.resMsg).toBe('请输入密码');
  });

  it.each([
    ['6 characters', 'abc123'],
    ['12 characters', 'abcdef123456'],
    ['letters and symbols', 'abc!@#'],
    ['digits and symbols', '123!@#'],
  ])('passes a password of %s to the SMS check', async (_label, password) => {
    const reply = await register(valid({ password }));
    // Every field is fine; only the never-sent SMS code is refused.
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
  });
});

describe('SPEC §5 phone messages', () => {
  it.each(['12812345678', '1381234567'])('refuses %s verbatim', async (phone) => {
    const reply = await register(valid({ phone }));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      resCode: 400,
      resMsg: '请输入正确的手机号',
      response: { fields: [{ field: 'phone', message: '请输入正确的手机号' }] },
    });
    const english = await register(valid({ phone }), { lang: 'en' });
    expect(english.body.resMsg).toBe('Please enter a valid phone number');
  });

  it('refuses a missing phone with 请输入手机号', async () => {
    const reply = await register(valid({ phone: '' }));
    expect(reply.body.resMsg).toBe('请输入手机号');
  });

  it('accepts 13812345678 as far as the SMS check', async () => {
    const reply = await register(valid({ phone: '13812345678' }));
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
  });
});

describe('register → login', () => {
  it('registers with an SMS code and signs in with the new account', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'register');
    const reply = await register({ phone, smsCode, password: 'new!pass1', name: '新学员', agreement: true });
    expect(reply.status).toBe(200);
    expect(reply.body.resCode).toBe(200);
    expect(reply.body.response).toEqual({ userId: expect.any(Number), account: phone });

    const token = await passwordLogin(testApp.app, phone, { password: 'new!pass1' });
    expect(token).toMatchObject({ account: phone, user_id: reply.body.response.userId, user_name: '新学员' });

    const client = apiClient(testApp.app);
    const info = await client.get(authPaths.userInfo, { token: token.access_token });
    expect(info.body.response).toMatchObject({
      account: phone,
      phone,
      name: '新学员',
      is_org_admin: 0,
      role_id: 0,
      isVip: false,
      isYearMember: false,
    });
    const role = await client.get(authPaths.roleInfo, { token: token.access_token });
    expect(role.body.response).toMatchObject({ isTeacher: false, isTutor: false, isTutorStudent: false });

    // The phone is taken now, and the code is spent.
    const again = await register({ phone, smsCode, password: 'new!pass1', agreement: true });
    expect(again.status).toBe(409);
    expect(again.body.resMsg).toBe('该手机号已注册');
  });

  it('registers with a form body (agreement "true") and gives a masked default name', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'register');
    const reply = await send<{ account: string }>(testApp.app, 'POST', REGISTER, {
      form: { phone, smsCode, password: 'abc123', agreement: 'true' },
    });
    expect(reply.status).toBe(200);
    const token = await passwordLogin(testApp.app, phone, { password: 'abc123' });
    expect(token.user_name).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  });

  it('refuses a wrong SMS code and creates nothing', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'register');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    const reply = await register({ phone, smsCode: wrong, password: 'abc123', agreement: true });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
    const rows = await testApp.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toEqual([]);
    // The right code still works afterwards.
    expect((await register({ phone, smsCode, password: 'abc123', agreement: true })).status).toBe(200);
  });

  it('refuses a code sent for another scene', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'bindPhone');
    const reply = await register({ phone, smsCode, password: 'abc123', agreement: true });
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
  });

  it('refuses without the agreement accepted', async () => {
    for (const agreement of [false, undefined, 'false']) {
      const reply = await register(valid({ agreement }));
      expect(reply.status).toBe(400);
      expect(reply.body.response).toEqual({
        fields: [{ field: 'agreement', message: '请阅读并同意用户协议' }],
      });
    }
  });

  it('registers in one tenant only', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'register', { tenant: 'acme' });
    const reply = await register({ phone, smsCode, password: 'abc123', agreement: true }, { tenant: 'acme' });
    expect(reply.status).toBe(200);
    const [row] = await testApp.database.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(and(eq(users.phone, phone)));
    expect(row?.tenantId).toBe('acme');

    const elsewhere = await tokenRequest(testApp.app, {
      grant_type: 'password',
      username: phone,
      password: 'abc123',
      tenantId: 'learn',
    });
    expect(elsewhere.status).toBe(400);
    expect((await passwordLogin(testApp.app, phone, { tenant: 'acme', password: 'abc123' })).tenant_id).toBe(
      'acme',
    );
  });

  it('stores the password as an argon2id hash over its MD5 digest', async () => {
    const phone = newPhone();
    const smsCode = await smsCodeFor(testApp.app, phone, 'register');
    await register({ phone, smsCode, password: 'abc123', agreement: true });
    const [row] = await testApp.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.phone, phone));
    // Marked `md5$`: argon2id over the digest, so the original back office's pre-hashed password verifies too.
    expect(row?.hash).toMatch(/^md5\$\$argon2id\$/);
    expect(row?.hash).not.toContain('abc123');
    expect(row?.hash).not.toContain(createHash('md5').update('abc123').digest('hex'));
  });
});
