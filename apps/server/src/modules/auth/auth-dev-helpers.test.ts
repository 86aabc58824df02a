// The development helpers (`/api/dev/*`: SMS outbox, captcha answers, notification and medal triggers) are
// off unless DEV_HELPERS=1, whatever NODE_ENV says, and even then answer only callers on this machine — so
// a default install hands nobody an SMS code or a captcha answer. A refusal looks exactly like a path that
// does not exist.
import { randomInt } from 'node:crypto';
import { accountPaths, authPaths, messagePaths, realtimePaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { send, smsCodeFor } from './test-support.ts';

type DevCall = { method: 'GET' | 'POST'; url: string; query?: Record<string, string>; json?: unknown };

const DEV_CALLS: DevCall[] = [
  { method: 'GET', url: accountPaths.devSmsOutbox, query: { phone: '13800000001' } },
  { method: 'GET', url: authPaths.devCaptcha, query: { key: 'any-key' } },
  { method: 'POST', url: messagePaths.devNotifications, json: { count: 1 } },
  { method: 'POST', url: realtimePaths.devMedal, json: {} },
];

/** Whatever the caller sends, the answer an unknown path gets. */
const unknownPath = (url: string) => ({ resCode: 404, resMsg: `接口不存在：${url}`, response: null });

/** A phone nobody has (137 and eight random digits). */
function freePhone(): string {
  return `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Calls every dev helper as a signed-in caller from `ip` with extra headers; returns the replies. */
async function callAll(testApp: TestApp, ip: string, headers: Record<string, string> = {}) {
  const { token } = await makeSignedInUser(testApp);
  const replies = [];
  for (const call of DEV_CALLS) {
    const reply = await send(testApp.app, call.method, call.url, {
      token,
      ip,
      headers,
      ...(call.query ? { query: call.query } : {}),
      ...(call.json === undefined ? {} : { json: call.json }),
    });
    replies.push({ url: call.url, status: reply.status, body: reply.body });
  }
  return replies;
}

function expectAllUnknown(replies: Awaited<ReturnType<typeof callAll>>) {
  for (const reply of replies) {
    expect(reply, reply.url).toEqual({ url: reply.url, status: 404, body: unknownPath(reply.url) });
  }
}

describe.each(['development', 'test', 'production'])('without DEV_HELPERS, NODE_ENV=%s', (nodeEnv) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: nodeEnv, DEV_HELPERS: '' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('registers no dev helper: each answers 404 like an unknown path, even from this machine', async () => {
    const devUrls = new Set(DEV_CALLS.map((call) => call.url));
    expect(testApp.app.routeTable.filter((route) => devUrls.has(route.url) || route.access.devOnly)).toEqual(
      [],
    );
    expectAllUnknown(await callAll(testApp, '127.0.0.1'));
  });

  it('still sends SMS codes and captchas, but nothing reads them back', async () => {
    const phone = freePhone();
    const sent = await send(testApp.app, 'POST', accountPaths.smsSendCode, {
      json: { phone, scene: 'register' },
    });
    expect(sent.status).toBe(200);
    const outbox = await send(testApp.app, 'GET', accountPaths.devSmsOutbox, { query: { phone } });
    expect(outbox.body).toEqual(unknownPath(accountPaths.devSmsOutbox));
    const captcha = await send<{ key: string }>(testApp.app, 'GET', authPaths.captcha);
    expect(captcha.status).toBe(200);
    const answer = await send(testApp.app, 'GET', authPaths.devCaptcha, {
      query: { key: captcha.body.response.key },
    });
    expect(answer.body).toEqual(unknownPath(authPaths.devCaptcha));
  });
});

describe('the DEV_HELPERS switch', () => {
  it('is off by default and in production whatever it says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devHelpers).toBe(false);
    expect(loadConfig({}).devHelpers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_HELPERS: '1' }).devHelpers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_HELPERS: '1' }).devHelpers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_HELPERS: 'true' }).devHelpers).toBe(true);
  });
});

describe('with DEV_HELPERS=1', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'development', DEV_HELPERS: '1' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('registers exactly the helpers this file calls, each local-only', () => {
    const devRoutes = testApp.app.routeTable.filter((route) => route.access.devOnly);
    expect(devRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      DEV_CALLS.map((call) => `${call.method} ${call.url}`).sort(),
    );
  });

  it('answers a caller on this machine (IPv4 and IPv6 loopback)', async () => {
    const phone = freePhone();
    expect(await smsCodeFor(testApp.app, phone, 'register')).toMatch(/^\d{6}$/);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const captcha = await send<{ key: string }>(testApp.app, 'GET', authPaths.captcha, { ip });
      const answer = await send<{ code: string }>(testApp.app, 'GET', authPaths.devCaptcha, {
        ip,
        query: { key: captcha.body.response.key },
      });
      expect(answer.status, ip).toBe(200);
      expect(answer.body.response.code).toHaveLength(4);
    }
    const { token } = await makeSignedInUser(testApp);
    const created = await send(testApp.app, 'POST', messagePaths.devNotifications, {
      token,
      json: { count: 2 },
    });
    expect(created.body).toMatchObject({ resCode: 200, response: { created: 2 } });
    const medal = await send(testApp.app, 'POST', realtimePaths.devMedal, { token, json: {} });
    expect(medal.body).toMatchObject({ resCode: 200, response: { msgType: 5 } });
  });

  it('answers anyone else 404 like an unknown path, before asking who they are', async () => {
    expectAllUnknown(await callAll(testApp, '10.1.2.3'));
    const anonymous = await send(testApp.app, 'POST', realtimePaths.devMedal, {
      ip: '192.168.0.7',
      json: {},
    });
    expect(anonymous.body).toEqual(unknownPath(realtimePaths.devMedal));
  });

  it('refuses a request a local proxy relays (forwarding headers), with a live captcha key', async () => {
    const captcha = await send<{ key: string }>(testApp.app, 'GET', authPaths.captcha);
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of relayed) {
      const answer = await send(testApp.app, 'GET', authPaths.devCaptcha, {
        headers,
        query: { key: captcha.body.response.key },
      });
      expect(answer.body, JSON.stringify(headers)).toEqual(unknownPath(authPaths.devCaptcha));
    }
    expectAllUnknown(await callAll(testApp, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }));
  });
});

describe('with DEV_HELPERS=1 and TRUST_PROXY=true', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ DEV_HELPERS: '1', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is not fooled by a visitor who writes a loopback address into X-Forwarded-For', async () => {
    expectAllUnknown(await callAll(testApp, '10.1.2.3', { 'x-forwarded-for': '127.0.0.1' }));
    const captcha = await send<{ key: string }>(testApp.app, 'GET', authPaths.captcha);
    const answer = await send(testApp.app, 'GET', authPaths.devCaptcha, {
      query: { key: captcha.body.response.key },
    });
    expect(answer.status).toBe(200);
  });
});
