// The token endpoint (SPEC §7, DESIGN §3): every grant type on both paths, form, query and JSON
// parameters, the raw token object, the wrong-password message (captcha and limits: auth-login-limits).
import { authPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import {
  expectTokenObject,
  freshIp,
  passwordFields,
  passwordLogin,
  type RawToken,
  send,
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

async function userInfoOf(token: string, tenant = 'learn') {
  return apiClient(testApp.app).get<{ account: string; tenant_id: string }>(authPaths.userInfo, {
    token,
    tenant,
  });
}

describe('password grant', () => {
  it.each([TOKEN_PATH, TOKEN_ALIAS_PATH])('signs in with a form body on %s', async (path) => {
    const reply = await tokenRequest(testApp.app, passwordFields('learner'), { path });
    expect(reply.status).toBe(200);
    expectTokenObject(reply.body, 'learner');
    expect(reply.body).toMatchObject({ user_name: '李学员', real_name: '李学员', nick_name: '李学员' });
    const info = await userInfoOf(reply.body.access_token);
    expect(info.status).toBe(200);
    expect(info.body.response).toMatchObject({ account: 'learner', tenant_id: 'learn' });
  });

  it.each([TOKEN_PATH, TOKEN_ALIAS_PATH])(
    'signs in with query parameters and no body on %s',
    async (path) => {
      const reply = await send<RawToken>(testApp.app, 'POST', path, { query: passwordFields('lecturer') });
      expect(reply.status).toBe(200);
      expectTokenObject(reply.body, 'lecturer');
    },
  );

  it('signs in with a JSON body', async () => {
    const reply = await send<RawToken>(testApp.app, 'POST', TOKEN_PATH, { json: passwordFields('tutor') });
    expect(reply.status).toBe(200);
    expectTokenObject(reply.body, 'tutor');
  });

  it('accepts the phone number as the user name', async () => {
    const reply = await tokenRequest(testApp.app, passwordFields('13800000002'));
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe('lecturer');
  });

  it('takes the tenant from the Tenant-Id header when the form names none', async () => {
    const { tenantId: _omitted, ...fields } = passwordFields('learner');
    const reply = await tokenRequest(testApp.app, fields, { tenant: 'acme' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ tenant_id: 'acme', account: 'learner', user_name: 'Alice Learner' });
  });

  it('defaults to tenant learn when neither the form nor a header names one', async () => {
    const { tenantId: _omitted, ...fields } = passwordFields('learner');
    const reply = await tokenRequest(testApp.app, fields, { tenant: null });
    expect(reply.status).toBe(200);
    expect(reply.body.tenant_id).toBe('learn');
  });

  it('answers a wrong password with the verbatim message, error_description and captchaRequired', async () => {
    const reply = await tokenRequest(testApp.app, passwordFields('lecturer', 'wrong-pass1'), {
      ip: freshIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      resCode: 400,
      resMsg: '用户名或密码错误',
      response: { captchaRequired: false },
      error: 'invalid_grant',
      error_description: '用户名或密码错误',
    });
  });

  it('answers a wrong password in English with Accept-Language: en', async () => {
    const reply = await tokenRequest(testApp.app, passwordFields('tutor', 'wrong-pass1'), {
      lang: 'en-US,en;q=0.9',
      ip: freshIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('Wrong user name or password');
    expect(reply.body.error_description).toBe('Wrong user name or password');
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const reply = await tokenRequest(testApp.app, passwordFields('nobody-here', 'whatever1'), {
      ip: freshIp(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resCode: 400, resMsg: '用户名或密码错误', error: 'invalid_grant' });
  });

  it('does not let an account of one tenant sign in on another', async () => {
    const reply = await tokenRequest(
      testApp.app,
      { ...passwordFields('lecturer'), tenantId: 'acme' },
      { tenant: 'acme', ip: freshIp() },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('用户名或密码错误');
  });
});

describe('unsupported grants', () => {
  it('refuses an unknown grant type with unsupported_grant_type', async () => {
    const reply = await tokenRequest(testApp.app, { ...passwordFields('learner'), grant_type: 'implicit' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      resCode: 400,
      resMsg: '不支持的授权类型',
      error: 'unsupported_grant_type',
      error_description: '不支持的授权类型',
    });
  });

  it('refuses a missing grant type the same way', async () => {
    const { grant_type: _omitted, ...fields } = passwordFields('learner');
    const reply = await tokenRequest(testApp.app, fields);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('unsupported_grant_type');
  });

  it('names the missing password', async () => {
    const reply = await tokenRequest(testApp.app, { grant_type: 'password', username: 'learner' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resCode: 400, resMsg: '请输入密码', error: 'invalid_request' });
    expect(reply.body.response).toEqual({ fields: [{ field: 'password', message: '请输入密码' }] });
  });
});

describe('refresh_token grant', () => {
  it.each([TOKEN_PATH, TOKEN_ALIAS_PATH])('issues a new pair on %s', async (path) => {
    const first = await passwordLogin(testApp.app, 'orgadmin');
    const reply = await tokenRequest(
      testApp.app,
      {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        scope: 'all',
        user_type: 'web',
        tenantId: 'learn',
      },
      { path },
    );
    expect(reply.status).toBe(200);
    expectTokenObject(reply.body, 'orgadmin');
    expect(reply.body.is_org_admin).toBe(1);
    expect(reply.body.refresh_token).not.toBe(first.refresh_token);
    expect((await userInfoOf(reply.body.access_token)).status).toBe(200);
  });

  it('accepts the refresh token as a query parameter', async () => {
    const first = await passwordLogin(testApp.app, 'backoffice');
    const reply = await send<RawToken>(testApp.app, 'POST', TOKEN_PATH, {
      query: { grant_type: 'refresh_token', refresh_token: first.refresh_token, tenantId: 'learn' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ account: 'backoffice', role_id: 1 });
  });

  it('refuses an unknown refresh token with 8001', async () => {
    const reply = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: 'not-a-real-refresh-token',
      tenantId: 'learn',
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ resCode: 8001, error: 'invalid_grant' });
    expect(reply.body.error_description).toBe(reply.body.resMsg);
  });

  it('refuses a refresh token of another tenant', async () => {
    const acme = await passwordLogin(testApp.app, 'learner', { tenant: 'acme' });
    const reply = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: acme.refresh_token,
      tenantId: 'learn',
    });
    expect(reply.status).toBe(401);
    expect(reply.body.resCode).toBe(8001);
  });

  it('names a missing refresh token', async () => {
    const reply = await tokenRequest(testApp.app, { grant_type: 'refresh_token', tenantId: 'learn' });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('缺少刷新令牌');
    expect(reply.body.response).toEqual({ fields: [{ field: 'refresh_token', message: '缺少刷新令牌' }] });
  });
});
