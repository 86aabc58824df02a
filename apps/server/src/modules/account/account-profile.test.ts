// Phone binding and changing with an SMS code, the registration agreement, and the daily sign-in credit.
import { accountPaths, authPaths } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { passwordLogin, send, smsCodeFor, tokenRequest } from '../auth/test-support.ts';
import { businessDay } from './login-credit-service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const userInfo = (token: string) =>
  apiClient(testApp.app).get<{ phone: string | null }>(authPaths.userInfo, { token });
const phoneExists = async (phone: string) =>
  (
    await send<{ exist: boolean }>(testApp.app, 'GET', accountPaths.phoneExists, {
      query: { phone },
    })
  ).body.response.exist;

describe('bind phone', () => {
  it('binds a phone to an account without one; the phone then signs in', async () => {
    await testApp.database.db
      .update(users)
      .set({ phone: null })
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
    const login = await passwordLogin(testApp.app, 'vipyear');
    expect((await userInfo(login.access_token)).body.response.phone).toBeNull();

    const phone = '13511110001';
    const smsCode = await smsCodeFor(testApp.app, phone, 'bindPhone');
    const reply = await apiClient(testApp.app).post(
      accountPaths.bindPhone,
      { phone, smsCode },
      { token: login.access_token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ resCode: 200, resMsg: '操作成功', response: null });
    expect((await userInfo(login.access_token)).body.response.phone).toBe(phone);
    expect((await passwordLogin(testApp.app, phone)).account).toBe('vipyear');
  });

  it('refuses a wrong code, a code for another phone, and a phone another account holds', async () => {
    const login = await passwordLogin(testApp.app, 'vip');
    const client = apiClient(testApp.app);
    const phone = '13511110002';
    const smsCode = await smsCodeFor(testApp.app, phone, 'bindPhone');
    const wrong = smsCode === '000000' ? '111111' : '000000';

    const badCode = await client.post(
      accountPaths.bindPhone,
      { phone, smsCode: wrong },
      {
        token: login.access_token,
      },
    );
    expect(badCode.status).toBe(400);
    expect(badCode.body.resMsg).toBe('验证码错误或已过期');

    const otherPhone = await client.post(
      accountPaths.bindPhone,
      { phone: '13511110003', smsCode },
      { token: login.access_token },
    );
    expect(otherPhone.status).toBe(400);

    // A number someone holds is not revealed to a caller without its code: the code is checked first.
    const takenWithoutCode = await client.post(
      accountPaths.bindPhone,
      { phone: '13800000001', smsCode },
      { token: login.access_token },
    );
    expect(takenWithoutCode.status).toBe(400);
    expect(takenWithoutCode.body.resMsg).toBe('验证码错误或已过期');

    // With the right code, a number another account took after the code was sent is refused.
    const raced = '13511110016';
    const racedCode = await smsCodeFor(testApp.app, raced, 'bindPhone');
    await testApp.database.db
      .update(users)
      .set({ phone: raced })
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
    const taken = await client.post(
      accountPaths.bindPhone,
      { phone: raced, smsCode: racedCode },
      { token: login.access_token },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.resMsg).toBe('该手机号已注册');

    const bad = await client.post(
      accountPaths.bindPhone,
      { phone: '12812345678', smsCode },
      { token: login.access_token },
    );
    expect(bad.body.resMsg).toBe('请输入正确的手机号');

    expect((await userInfo(login.access_token)).body.response.phone).toBe('13800000007');
  });

  it('needs a session', async () => {
    const reply = await apiClient(testApp.app).post(accountPaths.bindPhone, {
      phone: '13511110004',
      smsCode: '123456',
    });
    expect(reply.status).toBe(401);
  });
});

describe('change phone', () => {
  it('moves the account to the new phone; the old one is free', async () => {
    const login = await passwordLogin(testApp.app, 'learner');
    const phone = '13511110005';
    const smsCode = await smsCodeFor(testApp.app, phone, 'changePhone');
    const reply = await apiClient(testApp.app).post(
      accountPaths.changePhone,
      { phone, smsCode },
      { token: login.access_token },
    );
    expect(reply.status).toBe(200);
    expect((await userInfo(login.access_token)).body.response.phone).toBe(phone);
    expect(await phoneExists(phone)).toBe(true);
    expect(await phoneExists('13800000001')).toBe(false);

    expect((await passwordLogin(testApp.app, phone)).account).toBe('learner');
    const oldPhone = await tokenRequest(testApp.app, {
      grant_type: 'password',
      username: '13800000001',
      password: 'elearn123',
    });
    expect(oldPhone.status).toBe(400);
  });

  it('refuses a code sent for binding', async () => {
    const login = await passwordLogin(testApp.app, 'lecturer');
    const phone = '13511110006';
    const smsCode = await smsCodeFor(testApp.app, phone, 'bindPhone');
    const reply = await apiClient(testApp.app).post(
      accountPaths.changePhone,
      { phone, smsCode },
      { token: login.access_token },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('验证码错误或已过期');
  });
});

describe('agreement', () => {
  it('serves the registration agreement of the tenant without sign-in', async () => {
    const reply = await send<{ title: string; content: string; version: string }>(
      testApp.app,
      'GET',
      accountPaths.agreement,
      { authorization: null },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ title: '用户服务协议', version: '2021-04-01' });
    expect(reply.body.response.content).toContain('<h2>用户服务协议</h2>');
    expect(reply.body.response.content).not.toMatch(/<script/i);
  });

  it('serves each tenant its own agreement', async () => {
    const acme = await send<{ content: string }>(testApp.app, 'GET', accountPaths.agreement, {
      tenant: 'acme',
    });
    expect(acme.status).toBe(200);
    expect(acme.body.response.content).toContain('<h2>');
  });
});

describe('saveLoginCredit', () => {
  it('credits the first call of the day only', async () => {
    const login = await passwordLogin(testApp.app, 'tutor');
    const client = apiClient(testApp.app);
    const first = await client.get<{ saved: boolean; first: boolean; day: string }>(
      accountPaths.saveLoginCredit,
      { token: login.access_token },
    );
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ saved: true, first: true });
    expect(first.body.response.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const second = await client.get(accountPaths.saveLoginCredit, { token: login.access_token });
    expect(second.body.response).toMatchObject({ saved: true, first: false });

    // Per user: another account still earns its own.
    const other = await passwordLogin(testApp.app, 'apprentice');
    const theirs = await client.get(accountPaths.saveLoginCredit, { token: other.access_token });
    expect(theirs.body.response).toMatchObject({ first: true });
  });

  it('credits once even when two calls race', async () => {
    const login = await passwordLogin(testApp.app, 'backoffice');
    const client = apiClient(testApp.app);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        client.get<{ first: boolean }>(accountPaths.saveLoginCredit, { token: login.access_token }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.response.first)).toHaveLength(1);
  });

  it('counts days from midnight in China, not in UTC', () => {
    expect(businessDay(new Date('2026-01-01T15:59:59Z'))).toBe('2026-01-01');
    expect(businessDay(new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
    expect(businessDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('needs a session', async () => {
    expect((await apiClient(testApp.app).get(accountPaths.saveLoginCredit)).status).toBe(401);
  });
});
