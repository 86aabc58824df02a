// Bad input on the auth and account endpoints: malformed bodies, wrong types, over-long fields, unknown
// tenants and a missing or wrong client header are each a clear envelope error, never a 500.
import { accountPaths, authPaths, systemPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { send, TOKEN_PATH, tokenRequest } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
const login = { grant_type: 'password', username: 'learner', password: 'elearn123', tenantId: 'learn' };

/** A 4xx envelope whose message a person can read and which leaks nothing of the server. */
function expectClearError(
  reply: { status: number; body: { resCode?: number; resMsg?: string } },
  status: number,
) {
  expect(reply.status).toBe(status);
  expect(reply.body.resCode).toBe(status);
  expect(typeof reply.body.resMsg).toBe('string');
  expect(reply.body.resMsg?.length).toBeGreaterThan(0);
  expect(reply.body).toHaveProperty('response');
  expect(JSON.stringify(reply.body)).not.toMatch(/at \w+ \(|node_modules|SyntaxError|stack/);
}

describe('malformed bodies', () => {
  it.each([
    ['the token endpoint', TOKEN_PATH],
    ['register', accountPaths.register],
    ['sms sendCode', accountPaths.smsSendCode],
  ])('answers malformed JSON on %s with a 400 envelope', async (_label, url) => {
    const reply = await send(testApp.app, 'POST', url, {
      raw: { body: '{"username": "learner", ', contentType: 'application/json' },
    });
    expectClearError(reply, 400);
    expect(reply.body.resMsg).toBe('请求参数有误');
  });

  it('answers an empty JSON body with a 400 envelope', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.register, {
      raw: { body: '', contentType: 'application/json' },
    });
    expectClearError(reply, 400);
  });

  it('answers a JSON array or scalar body by naming the missing fields', async () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const reply = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
        raw: { body, contentType: 'application/json' },
      });
      expectClearError(reply, 400);
    }
  });

  it('answers an unsupported content type with a 4xx envelope', async () => {
    const reply = await send(testApp.app, 'POST', TOKEN_PATH, {
      raw: { body: '<xml/>', contentType: 'application/xml' },
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.resCode).toBe(reply.status);
  });

  it('answers an over-large body with a 413 envelope', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.register, {
      raw: { body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }), contentType: 'application/json' },
    });
    expectClearError(reply, 413);
    expect(reply.body.resMsg).toBe('请求内容过大');
  });
});

describe('wrong types', () => {
  it('names the field given an object where text is meant', async () => {
    const reply = await send(testApp.app, 'POST', TOKEN_PATH, {
      json: { ...login, username: { $ne: null } },
    });
    expectClearError(reply, 400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'username', message: expect.any(String) }] });
    expect(reply.body.resMsg).toContain('用户名');
    expect(reply.body.error).toBe('invalid_request');
  });

  it('names the phone given an array', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
      json: { phone: ['13812345678'], scene: 'register' },
    });
    expectClearError(reply, 400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'phone', message: expect.any(String) }] });
    expect(reply.body.resMsg).toContain('手机号');
  });

  it('names an unknown enum value', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
      json: { phone: '13812345678', scene: 'spam' },
    });
    expectClearError(reply, 400);
    expect(reply.body.resMsg).toBe('验证码用途无效');
    expect(reply.body.response).toEqual({ fields: [{ field: 'scene', message: '验证码用途无效' }] });
  });

  it('refuses a registration whose agreement is not true', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.register, {
      json: { phone: '13812345678', smsCode: '123456', password: 'abc123', agreement: 'yes' },
    });
    expectClearError(reply, 400);
    expect(reply.body.response).toEqual({
      fields: [{ field: 'agreement', message: '请阅读并同意用户协议' }],
    });
  });

  it('refuses a NUL character in text (PostgreSQL cannot store it), naming the field', async () => {
    const reply = await tokenRequest(testApp.app, { ...login, username: 'lear\u0000ner' });
    expectClearError(reply, 400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'username', message: 'username格式错误' }] });
    const query = await send(testApp.app, 'GET', systemPaths.dict, {
      query: { code: 'sex\u0000' },
    });
    expectClearError(query, 400);
    expect(query.body.resMsg).toBe('code格式错误');
  });

  it('reads numbers sent for text fields as text', async () => {
    const reply = await send(testApp.app, 'GET', accountPaths.phoneExists, {
      query: { phone: '13800000001' },
    });
    expect(reply.status).toBe(200);
    const json = await send(testApp.app, 'POST', accountPaths.smsCheck, {
      json: { phone: 13800000001, code: 123456, scene: 'register' },
    });
    // A well-formed but wrong code: the numbers were accepted as text.
    expect(json.body.resMsg).toBe('验证码错误或已过期');
  });
});

describe('over-long fields', () => {
  it.each([
    ['username', { ...login, username: 'u'.repeat(65) }, '用户名不能超过64个字符'],
    ['password', { ...login, password: 'p'.repeat(65) }, '密码不能超过64个字符'],
    ['tenantId', { ...login, tenantId: 't'.repeat(65) }, '租户编号格式错误'],
    [
      'refresh_token',
      { grant_type: 'refresh_token', refresh_token: 'r'.repeat(4097), tenantId: 'learn' },
      '刷新令牌格式错误',
    ],
  ])('names %s on the token endpoint', async (field, fields, message) => {
    const reply = await tokenRequest(testApp.app, fields);
    expectClearError(reply, 400);
    expect(reply.body.resMsg).toBe(message);
    expect(reply.body.response).toEqual({ fields: [{ field, message }] });
    expect(reply.body.error_description).toBe(message);
  });

  it('names an over-long display name on register', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.register, {
      json: {
        phone: '13812345678',
        smsCode: '123456',
        password: 'abc123',
        agreement: true,
        name: '名'.repeat(33),
      },
    });
    expectClearError(reply, 400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'name', message: '姓名不能超过32个字符' }] });
  });

  it('names an over-long dictionary code', async () => {
    const reply = await send(testApp.app, 'GET', systemPaths.dict, {
      query: { code: 'c'.repeat(65) },
    });
    expectClearError(reply, 400);
    expect(reply.body.resMsg).toBe('字典编码不能超过64个字符');
  });

  it('lists every bad field at once, joined in resMsg', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.register, {
      json: { phone: '123', smsCode: 'abc', password: '1', agreement: true },
    });
    expectClearError(reply, 400);
    const fields = (reply.body.response as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(['phone', 'smsCode', 'password']);
    expect(reply.body.resMsg).toBe('请输入正确的手机号；验证码为6位数字；密码长度需要满足6～12字符');
  });

  it('answers validation messages in English with Accept-Language: en', async () => {
    const reply = await tokenRequest(testApp.app, { ...login, username: 'u'.repeat(65) }, { lang: 'en' });
    expect(reply.body.resMsg).toBe('The user name must be at most 64 characters');
  });
});

describe('unknown tenants', () => {
  it.each([
    ['an unknown id in the form', { ...login, tenantId: 'nope' }, 'learn'],
    ['an unknown Tenant-Id header', (({ tenantId: _t, ...rest }) => rest)(login), 'nope'],
    ['a Tenant-Id with odd characters', (({ tenantId: _t, ...rest }) => rest)(login), "le'arn; --"],
  ])('refuses %s on the token endpoint', async (_label, fields, tenant) => {
    const reply = await tokenRequest(testApp.app, fields, { tenant });
    expectClearError(reply, 400);
    expect(reply.body).toMatchObject({ resMsg: '租户不存在', error: 'invalid_request' });
  });

  it.each([
    ['POST', accountPaths.smsSendCode, { phone: '13812345678', scene: 'register' }],
    ['GET', accountPaths.agreement, undefined],
    ['GET', systemPaths.domainInfo, undefined],
    ['GET', authPaths.captcha, undefined],
  ] as const)('refuses an unknown tenant on %s %s', async (method, url, json) => {
    const reply = await send(testApp.app, method, url, { tenant: 'nope', ...(json ? { json } : {}) });
    expectClearError(reply, 400);
    expect(reply.body.resMsg).toBe('租户不存在');
  });

  it('answers in English with Accept-Language: en', async () => {
    const reply = await tokenRequest(testApp.app, { ...login, tenantId: 'nope' }, { lang: 'en' });
    expect(reply.body.resMsg).toBe('Unknown tenant');
  });
});

describe('client header', () => {
  const invalidClient = {
    resCode: 401,
    resMsg: '客户端认证失败',
    response: null,
    error: 'invalid_client',
    error_description: '客户端认证失败',
  };

  it.each([
    ['missing', null],
    ['with a wrong secret', basic('web:not_the_secret')],
    ['for an unknown client', basic('mobile:web_secret')],
    ['without a secret', basic('web')],
    ['with an empty id', basic(':web_secret')],
    ['with another scheme', `Bearer ${Buffer.from('web:web_secret').toString('base64')}`],
    ['with a scheme only', 'Basic'],
    ['with garbage base64', 'Basic %%%'],
  ])('refuses a token request with the client header %s', async (_label, authorization) => {
    const reply = await tokenRequest(testApp.app, login, { authorization });
    expectClearError(reply, 401);
    expect(reply.body).toEqual(invalidClient);
  });

  it('accepts the scheme in any case', async () => {
    const reply = await tokenRequest(testApp.app, login, {
      authorization: WEB_CLIENT_BASIC.replace('Basic', 'basic'),
    });
    expect(reply.status).toBe(200);
  });

  it('refuses the anonymous account endpoints without the client header', async () => {
    const reply = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
      authorization: null,
      json: { phone: '13812345678', scene: 'register' },
    });
    expectClearError(reply, 401);
    expect(reply.body.resMsg).toBe('客户端认证失败');
    expect(reply.body).not.toHaveProperty('error');
  });
});

describe('never a 500', () => {
  it('survives a batch of odd requests', async () => {
    const odd: Parameters<typeof send>[3][] = [
      { json: { grant_type: ['password'] } },
      { json: { grant_type: 'password', username: null, password: null } },
      { json: { grant_type: 'refresh_token', refresh_token: { a: 1 } } },
      { json: { grant_type: 'password', username: 'learner', password: 'x', tenantId: ['learn'] } },
      { json: { params: 1, key: 2 } },
      { form: { grant_type: 'password', username: '\u0000', password: '\u0000' } },
      { query: { grant_type: 'password', username: 'learner', password: 'elearn123', tenantId: '' } },
      {
        raw: {
          body: 'grant_type=password&username=%E0%A4%A',
          contentType: 'application/x-www-form-urlencoded',
        },
      },
    ];
    for (const options of odd) {
      const reply = await send(testApp.app, 'POST', TOKEN_PATH, options);
      expect(reply.status, JSON.stringify(options)).toBeLessThan(500);
      expect(reply.body.resCode ?? 200, JSON.stringify(reply.body)).not.toBe(500);
    }
  });
});
