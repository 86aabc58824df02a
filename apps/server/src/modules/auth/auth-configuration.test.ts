// Non-default configuration, on one app: a short access-token lifetime (an expired access token gets
// 8001, the longer-lived refresh token brings the session back); production mode, which hides the dev
// endpoints (SMS outbox, captcha answers) while SMS still lands in the outbox table; and several clients
// from CLIENTS, each refresh token bound to the client it was issued to.
import { accountPaths, authPaths } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { passwordLogin, send, tokenRequest } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    // Two seconds, not one: a JWT's exp is its whole-second iat plus the lifetime, so a one-second token
    // may already be dead a few milliseconds after it is issued.
    ACCESS_TOKEN_TTL_SECONDS: '2',
    NODE_ENV: 'production',
    CLIENTS: 'web:web_secret,mobile:mobile_secret',
  });
});
afterAll(async () => {
  await testApp.close();
});

/** Waits until just past the token's own `exp`. */
async function outlive(accessToken: string) {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const wait = payload.exp * 1000 - Date.now() + 150;
  await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0)));
}

describe('access token expiry', () => {
  it('answers an expired access token with 8001, and refresh issues a working one', async () => {
    const login = await passwordLogin(testApp.app, 'learner');
    expect(login.expires_in).toBe(2);
    const client = apiClient(testApp.app);
    expect((await client.get(authPaths.userInfo, { token: login.access_token })).status).toBe(200);

    await outlive(login.access_token);

    const expired = await client.get(authPaths.userInfo, { token: login.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ resCode: 8001, resMsg: '登录已过期，请重新登录', response: null });
    const english = await client.get(authPaths.roleInfo, { token: login.access_token, lang: 'en' });
    expect(english.body).toMatchObject({
      resCode: 8001,
      resMsg: 'Your session has expired, please sign in again',
    });

    const refreshed = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
      tenantId: 'learn',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBe(2);
    const info = await client.get(authPaths.userInfo, { token: refreshed.body.access_token });
    expect(info.status).toBe(200);
  });
});

const mobile = `Basic ${Buffer.from('mobile:mobile_secret').toString('base64')}`;
const login = { grant_type: 'password', username: 'learner', password: 'elearn123', tenantId: 'learn' };

describe('production mode', () => {
  it('has no dev endpoints: the SMS outbox and captcha answers stay unreadable', async () => {
    const outbox = await send(testApp.app, 'GET', accountPaths.devSmsOutbox, {
      query: { phone: '13800000001' },
    });
    expect(outbox.status).toBe(404);
    expect(outbox.body).toMatchObject({ resCode: 404, response: null });
    const captcha = await send<{ key: string }>(testApp.app, 'GET', authPaths.captcha);
    expect(captcha.status).toBe(200);
    const answer = await send(testApp.app, 'GET', authPaths.devCaptcha, {
      query: { key: captcha.body.response.key },
    });
    expect(answer.status).toBe(404);
  });

  it('still puts SMS codes in the outbox table for the provider', async () => {
    const phone = '13766660001';
    const reply = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
      json: { phone, scene: 'register' },
    });
    expect(reply.status).toBe(200);
    const rows = await testApp.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).toMatch(/^\d{6}$/);
  });

  it('signs in as usual', async () => {
    expect((await tokenRequest(testApp.app, login)).status).toBe(200);
  });
});

describe('several clients', () => {
  it('accepts each configured client and refuses an unknown one', async () => {
    expect((await tokenRequest(testApp.app, login, { authorization: mobile })).status).toBe(200);
    const unknown = await tokenRequest(testApp.app, login, {
      authorization: `Basic ${Buffer.from('tv:tv_secret').toString('base64')}`,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_client');
  });

  it('binds a refresh token to the client it was issued to', async () => {
    const issued = await tokenRequest(testApp.app, login, { authorization: mobile });
    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: issued.body.refresh_token,
      tenantId: 'learn',
    };
    const stolen = await tokenRequest(testApp.app, refresh);
    expect(stolen.status).toBe(401);
    expect(stolen.body).toMatchObject({ resCode: 8001, error: 'invalid_grant' });
    // The refusal did not spend it: its own client still refreshes.
    const own = await tokenRequest(testApp.app, refresh, { authorization: mobile });
    expect(own.status).toBe(200);
  });
});
