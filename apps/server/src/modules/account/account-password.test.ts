// Forgotten and changed passwords: phoneNumExist (and its per-IP limit), reset with an SMS code (old
// password and old sessions dead, new password works), and the change that needs the old password (also
// sent encrypted).
import { accountPaths, authPaths, PHONE_LOOKUP_RULES } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeUser } from '../../test/factories.ts';
import { encryptParams, passwordLogin, send, smsCodeFor, tokenRequest } from '../auth/test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const EXIST = accountPaths.phoneExists;
const RESET = accountPaths.resetPassword;
const CHANGE = accountPaths.changePassword;

const userInfo = (token: string) => apiClient(testApp.app).get(authPaths.userInfo, { token });
const tryLogin = (username: string, password: string) =>
  tokenRequest(testApp.app, { grant_type: 'password', username, password, tenantId: 'learn' });

describe('forgetPassword/phoneNumExist', () => {
  it.each([
    ['13800000001', 'learn', true],
    ['13700009999', 'learn', false],
    ['13900000001', 'learn', false],
    ['13900000001', 'acme', true],
  ])('answers %s on %s with exist %s', async (phone, tenant, exist) => {
    const reply = await send(testApp.app, 'GET', EXIST, { query: { phone }, tenant });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ resCode: 200, resMsg: '操作成功', response: { exist } });
  });

  it('refuses a malformed phone with the SPEC message', async () => {
    const reply = await send(testApp.app, 'GET', EXIST, { query: { phone: '1381234567' } });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('请输入正确的手机号');
  });

  it('answers each IP a bounded number of lookups an hour, then 429 in the caller’s language', async () => {
    const ip = '10.7.0.1';
    const lookUp = (phone: string, options: { lang?: string; from?: string } = {}) =>
      send(testApp.app, 'GET', EXIST, {
        query: { phone },
        ip: options.from ?? ip,
        ...(options.lang ? { lang: options.lang } : {}),
      });
    for (let n = 0; n < PHONE_LOOKUP_RULES.maxPerIpPerHour; n += 1) {
      const reply = await lookUp(`1370001${String(n).padStart(4, '0')}`);
      expect(reply.status, `lookup ${n + 1}`).toBe(200);
    }
    const limited = await lookUp('13700019999');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ resCode: 429, resMsg: '查询过于频繁，请稍后再试', response: null });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const english = await lookUp('13700019998', { lang: 'en' });
    expect(english.status).toBe(429);
    expect(english.body.resMsg).toBe('Too many phone number lookups, please try again later');
    // The limit is the caller's own: another address still gets its answer.
    expect((await lookUp('13700019999', { from: '10.7.0.2' })).status).toBe(200);
  });

  it('counts the anonymous refusals that tell the same: an SMS scene refused, a taken phone at registration', async () => {
    const ip = '10.7.0.3';
    const taken = await makeUser(testApp, {
      phone: `1370003${String(Date.now() % 10_000).padStart(4, '0')}`,
    });
    const takenPhone = taken.phone ?? '';
    for (let n = 0; n < PHONE_LOOKUP_RULES.maxPerIpPerHour - 2; n += 1) {
      const reply = await send(testApp.app, 'GET', EXIST, { query: { phone: takenPhone }, ip });
      expect(reply.status, `lookup ${n + 1}`).toBe(200);
    }
    const sendCode = (phone: string, scene: string) =>
      send(testApp.app, 'POST', accountPaths.smsSend, { json: { phone, scene }, ip });
    const register = () =>
      send(testApp.app, 'POST', accountPaths.register, {
        json: { phone: takenPhone, smsCode: '123456', password: 'abc123', agreement: true },
        ip,
      });
    // The last two answers of the hour are the refusals themselves…
    expect((await sendCode(takenPhone, 'register')).status).toBe(409);
    expect((await register()).status).toBe(409);
    // …then each way of asking is refused alike, telling nothing.
    for (const asked of [await sendCode(takenPhone, 'register'), await register()]) {
      expect(asked.status).toBe(429);
      expect(asked.body.resMsg).toBe('查询过于频繁，请稍后再试');
    }
    expect((await send(testApp.app, 'GET', EXIST, { query: { phone: takenPhone }, ip })).status).toBe(429);
  });
});

describe('forget → reset → login', () => {
  it('resets with an SMS code; the old password and old sessions stop working', async () => {
    const phone = '13800000003'; // tutor
    const before = await passwordLogin(testApp.app, 'tutor');
    const smsCode = await smsCodeFor(testApp.app, phone, 'forgetPassword');

    const reply = await send(testApp.app, 'POST', RESET, { json: { phone, smsCode, password: 'reset#123' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ resCode: 200, resMsg: '操作成功', response: null });

    const old = await tryLogin('tutor', 'elearn123');
    expect(old.status).toBe(400);
    expect(old.body.resMsg).toBe('用户名或密码错误');
    expect((await passwordLogin(testApp.app, 'tutor', { password: 'reset#123' })).account).toBe('tutor');
    expect((await passwordLogin(testApp.app, phone, { password: 'reset#123' })).account).toBe('tutor');

    const stale = await userInfo(before.access_token);
    expect(stale.status).toBe(401);
    expect(stale.body.resCode).toBe(8001);
    const staleRefresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
    });
    expect(staleRefresh.body.resCode).toBe(8001);

    // The code is spent.
    const again = await send(testApp.app, 'POST', RESET, { json: { phone, smsCode, password: 'other#123' } });
    expect(again.status).toBe(400);
    expect(again.body.resMsg).toBe('验证码错误或已过期');
  });

  it('refuses a wrong code and keeps the password', async () => {
    const phone = '13800000004'; // apprentice
    const smsCode = await smsCodeFor(testApp.app, phone, 'forgetPassword');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    const reply = await send(testApp.app, 'POST', RESET, {
      json: { phone, smsCode: wrong, password: 'reset#123' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
    expect((await tryLogin('apprentice', 'elearn123')).status).toBe(200);
  });

  it('applies the SPEC §5 rule to the new password', async () => {
    for (const [password, message] of [
      ['abc12', '密码长度需要满足6～12字符'],
      ['abcdefgh', '密码包含字母、符号或数字中至少两项'],
      ['', '请输入密码'],
    ]) {
      const reply = await send(testApp.app, 'POST', RESET, {
        json: { phone: '13800000004', smsCode: '123456', password },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.resMsg).toBe(message);
    }
  });

  it('refuses a register code for a reset', async () => {
    // A code for another scene of a free phone cannot reset anybody.
    const smsCode = await smsCodeFor(testApp.app, '13700008888', 'register');
    const reply = await send(testApp.app, 'POST', RESET, {
      json: { phone: '13700008888', smsCode, password: 'reset#123' },
    });
    expect(reply.status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the right old password; other sessions end, this one stays', async () => {
    const current = await passwordLogin(testApp.app, 'orgadmin');
    const other = await passwordLogin(testApp.app, 'orgadmin');
    const client = apiClient(testApp.app);

    const wrong = await client.post(
      CHANGE,
      { oldPassword: 'not-it-123', newPassword: 'chg#1234' },
      { token: current.access_token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ resCode: 400, resMsg: '原密码错误', response: null });
    expect((await userInfo(other.access_token)).status).toBe(200);

    const done = await client.post(
      CHANGE,
      { oldPassword: 'elearn123', newPassword: 'chg#1234' },
      { token: current.access_token },
    );
    expect(done.status).toBe(200);
    expect(done.body.resCode).toBe(200);

    expect((await userInfo(current.access_token)).status).toBe(200);
    const ended = await userInfo(other.access_token);
    expect(ended.status).toBe(401);
    expect(ended.body.resCode).toBe(8001);
    expect((await tryLogin('orgadmin', 'elearn123')).status).toBe(400);
    expect((await tryLogin('orgadmin', 'chg#1234')).status).toBe(200);
  });

  it('applies the SPEC §5 rule to the new password and names a missing old one', async () => {
    const login = await passwordLogin(testApp.app, 'backoffice');
    const client = apiClient(testApp.app);
    const short = await client.post(
      CHANGE,
      { oldPassword: 'elearn123', newPassword: 'a1' },
      { token: login.access_token },
    );
    expect(short.body.resMsg).toBe('密码长度需要满足6～12字符');
    const missing = await client.post(CHANGE, { newPassword: 'abc123' }, { token: login.access_token });
    expect(missing.status).toBe(400);
    expect(missing.body.response).toEqual({ fields: [{ field: 'oldPassword', message: '请输入原密码' }] });
  });

  it('accepts the change sent encrypted', async () => {
    const login = await passwordLogin(testApp.app, 'vip');
    const key = await apiClient(testApp.app).get<{ publicKey: string }>(authPaths.publicKey);
    const reply = await apiClient(testApp.app).post(
      CHANGE,
      encryptParams(key.body.response.publicKey, { oldPassword: 'elearn123', newPassword: 'enc#1234' }),
      { token: login.access_token },
    );
    expect(reply.status).toBe(200);
    expect((await tryLogin('vip', 'enc#1234')).status).toBe(200);
  });

  it('needs a session', async () => {
    const reply = await apiClient(testApp.app).post(CHANGE, {
      oldPassword: 'elearn123',
      newPassword: 'abc123',
    });
    expect(reply.status).toBe(401);
  });
});
