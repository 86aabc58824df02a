// The captcha grant and the failure limits of the token endpoint: the captcha demanded after three failures,
// wrong and right answers, and the account and address locks.
import { authPaths } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRecords, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { type LoginFailures, recordLoginFailures } from './test-factories.ts';
import {
  expectTokenObject,
  freshIp,
  passwordFields,
  TOKEN_ALIAS_PATH,
  TOKEN_PATH,
  tokenRequest,
} from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('captcha grant', () => {
  async function newCaptcha() {
    const captcha = await apiClient(testApp.app).get<{ key: string; image: string }>(authPaths.captcha);
    expect(captcha.status).toBe(200);
    expect(captcha.body.response.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await apiClient(testApp.app).get<{ key: string; code: string }>(authPaths.devCaptcha, {
      query: { key: captcha.body.response.key },
    });
    expect(answer.status).toBe(200);
    return { key: captcha.body.response.key, code: answer.body.response.code };
  }

  it.each([TOKEN_PATH, TOKEN_ALIAS_PATH])(
    'signs in with Captcha-Key and Captcha-Code on %s',
    async (path) => {
      const { key, code } = await newCaptcha();
      const reply = await tokenRequest(
        testApp.app,
        { ...passwordFields('apprentice'), grant_type: 'captcha' },
        { path, headers: { 'captcha-key': key, 'captcha-code': code } },
      );
      expect(reply.status).toBe(200);
      expectTokenObject(reply.body, 'apprentice');
    },
  );

  it('accepts the answer in any letter case, once only', async () => {
    const { key, code } = await newCaptcha();
    const fields = { ...passwordFields('apprentice'), grant_type: 'captcha' };
    const headers = { 'captcha-key': key, 'captcha-code': code.toUpperCase() };
    expect((await tokenRequest(testApp.app, fields, { headers })).status).toBe(200);
    const again = await tokenRequest(testApp.app, fields, { headers });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ resMsg: '验证码错误或已过期', response: { captchaRequired: true } });
  });

  it('refuses the captcha grant without the captcha headers', async () => {
    const reply = await tokenRequest(testApp.app, { ...passwordFields('apprentice'), grant_type: 'captcha' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resCode: 400, resMsg: '验证码错误或已过期', error: 'invalid_grant' });
  });

  it('does not reveal an unknown captcha key on the dev endpoint', async () => {
    const reply = await apiClient(testApp.app).get(authPaths.devCaptcha, { query: { key: 'no-such-key' } });
    expect(reply.status).toBe(404);
    expect(reply.body.resCode).toBe(404);
  });

  it('demands the captcha after three failures, refuses a wrong one, accepts a right one', async () => {
    const ip = freshIp();
    const wrong = passwordFields('vip', 'wrong-pass1');
    const first = await tokenRequest(testApp.app, wrong, { ip });
    const second = await tokenRequest(testApp.app, wrong, { ip });
    const third = await tokenRequest(testApp.app, wrong, { ip });
    expect(first.body.response).toEqual({ captchaRequired: false });
    expect(second.body.response).toEqual({ captchaRequired: false });
    expect(third.body).toMatchObject({ resMsg: '用户名或密码错误', response: { captchaRequired: true } });

    // Even the right password is refused through the password grant now.
    const refused = await tokenRequest(testApp.app, passwordFields('vip'), { ip });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      resCode: 400,
      resMsg: '登录失败次数过多，请输入验证码',
      error_description: '登录失败次数过多，请输入验证码',
      response: { captchaRequired: true },
    });

    const captchaFields = { ...passwordFields('vip'), grant_type: 'captcha' };
    const badCaptcha = await newCaptcha();
    const wrongCode = await tokenRequest(testApp.app, captchaFields, {
      ip,
      headers: { 'captcha-key': badCaptcha.key, 'captcha-code': `${badCaptcha.code}x` },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toMatchObject({
      resMsg: '验证码错误或已过期',
      response: { captchaRequired: true },
    });

    const good = await newCaptcha();
    const accepted = await tokenRequest(testApp.app, captchaFields, {
      ip,
      headers: { 'captcha-key': good.key, 'captcha-code': good.code },
    });
    expect(accepted.status).toBe(200);
    expectTokenObject(accepted.body, 'vip');

    // A success clears the count: the plain password grant works again.
    expect((await tokenRequest(testApp.app, passwordFields('vip'), { ip })).status).toBe(200);
  });

  it('counts failures per account: another account needs no captcha', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1)
      await tokenRequest(testApp.app, passwordFields('vipyear', 'nope-123'), { ip });
    expect((await tokenRequest(testApp.app, passwordFields('vipyear'), { ip })).status).toBe(400);
    expect((await tokenRequest(testApp.app, passwordFields('learner'), { ip })).status).toBe(200);
  });
});

describe('failure limits', () => {
  const db = () => testApp.database.db;

  const recordFailures = (values: LoginFailures) => recordLoginFailures(testApp, values);

  it('counts failures per account whichever alias was typed', async () => {
    const ip = freshIp();
    await tokenRequest(testApp.app, passwordFields('backoffice', 'nope-123'), { ip });
    await tokenRequest(testApp.app, passwordFields('13800000006', 'nope-123'), { ip });
    const third = await tokenRequest(testApp.app, passwordFields('13800000006', 'nope-123'), { ip });
    expect(third.body.response).toEqual({ captchaRequired: true });
    for (const name of ['backoffice', '13800000006']) {
      const reply = await tokenRequest(testApp.app, passwordFields(name), { ip });
      expect(reply.status).toBe(400);
      expect(reply.body.resMsg).toBe('登录失败次数过多，请输入验证码');
    }
  });

  it('locks an account after ten failures in the window, even with a captcha', async () => {
    await recordFailures({ account: 'lecturer', ip: '127.9.9.9', count: 10 });
    const captcha = await apiClient(testApp.app).get<{ key: string }>(authPaths.captcha);
    const answer = await apiClient(testApp.app).get<{ code: string }>(authPaths.devCaptcha, {
      query: { key: captcha.body.response.key },
    });
    const reply = await tokenRequest(
      testApp.app,
      { ...passwordFields('lecturer'), grant_type: 'captcha' },
      {
        ip: freshIp(),
        headers: { 'captcha-key': captcha.body.response.key, 'captcha-code': answer.body.response.code },
      },
    );
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({
      resCode: 429,
      resMsg: '登录失败次数过多，请稍后再试',
      error: 'slow_down',
    });
    // Failures older than the window no longer count.
    await db()
      .update(loginRecords)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginRecords.account, 'lecturer'));
    expect((await tokenRequest(testApp.app, passwordFields('lecturer'), { ip: freshIp() })).status).toBe(200);
  });

  it('slows down an address with fifty failures in the window, whatever the account', async () => {
    const ip = freshIp();
    await recordFailures({ account: 'someone-else', ip, count: 50 });
    const reply = await tokenRequest(testApp.app, passwordFields('learner'), { ip });
    expect(reply.status).toBe(429);
    expect(reply.body.error).toBe('slow_down');
    expect((await tokenRequest(testApp.app, passwordFields('learner'), { ip: freshIp() })).status).toBe(200);
  });

  it('signs in the account named exactly before another user whose phone has that text', async () => {
    const [vipyear] = await db()
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
    await db()
      .update(users)
      .set({ phone: '13522223333' })
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
    await db().insert(users).values({
      tenantId: 'learn',
      account: '13522223333',
      phone: '13522224444',
      passwordHash: vipyear!.passwordHash,
      name: 'Phone-named account',
    });
    const reply = await tokenRequest(testApp.app, passwordFields('13522223333'));
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe('13522223333');
  });
});
