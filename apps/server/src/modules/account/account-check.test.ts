// The original client's profile check (`user/info/check`) and send-code path (`sms/send`, SPEC's
// `sendCode` stays an alias): factory users, the caller's own values count as free, other tenants' never
// make a value taken.
import { accountPaths } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { freshIp, send } from '../auth/test-support.ts';
import { freshPhone } from './test-factories.ts';

let testApp: TestApp;

/** A phone number no other test of this file uses. */

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('POST user/info/check', () => {
  it('tells whether a phone or an e-mail address is free for the caller', async () => {
    const mine = freshPhone();
    const taken = freshPhone();
    const { user, token } = await makeSignedInUser(testApp, { phone: mine });
    const email = `u${uniqueSuffix()}@example.com`;
    await testApp.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    const other = await makeUser(testApp, { phone: taken });
    const otherEmail = `o${uniqueSuffix()}@example.com`;
    await testApp.database.db.update(users).set({ email: otherEmail }).where(eq(users.id, other.id));
    await makeUser(testApp, { tenantId: 'acme', phone: freshPhone() });

    const check = (body: Record<string, string>) =>
      apiClient(testApp.app).post<{ phoneAvailable: boolean | null; emailAvailable: boolean | null }>(
        accountPaths.infoCheck,
        body,
        { token },
      );
    expect((await check({ phone: mine, email })).body.response).toEqual({
      phoneAvailable: true,
      emailAvailable: true,
    });
    expect((await check({ phone: taken })).body.response).toEqual({
      phoneAvailable: false,
      emailAvailable: null,
    });
    expect((await check({ email: otherEmail })).body.response).toEqual({
      phoneAvailable: null,
      emailAvailable: false,
    });
    expect((await check({ phone: freshPhone() })).body.response.phoneAvailable).toBe(true);
  });

  it("does not count another tenant's phone as taken", async () => {
    const phone = freshPhone();
    await makeUser(testApp, { tenantId: 'acme', phone });
    const { token } = await makeSignedInUser(testApp);
    const reply = await apiClient(testApp.app).post<{ phoneAvailable: boolean }>(
      accountPaths.infoCheck,
      { phone },
      { token },
    );
    expect(reply.body.response.phoneAvailable).toBe(true);
  });

  it('needs something to check, a valid value, and a signed-in caller', async () => {
    const { token } = await makeSignedInUser(testApp);
    const empty = await apiClient(testApp.app).post(accountPaths.infoCheck, {}, { token });
    expect(empty.status).toBe(400);
    const bad = await apiClient(testApp.app).post(accountPaths.infoCheck, { email: 'nope' }, { token });
    expect(bad.status).toBe(400);
    expect((await apiClient(testApp.app).post(accountPaths.infoCheck, { phone: freshPhone() })).status).toBe(
      401,
    );
  });
});

describe('POST sms/send (original path) and sendCode (SPEC alias)', () => {
  it('sends a registration code through either path', async () => {
    for (const path of [accountPaths.smsSend, accountPaths.smsSendCode]) {
      const phone = freshPhone();
      const sent = await send(testApp.app, 'POST', path, {
        json: { phone, scene: 'register' },
        ip: freshIp(),
      });
      expect(sent.status).toBe(200);
      const outbox = await send<{ code: string; scene: string }>(
        testApp.app,
        'GET',
        accountPaths.devSmsOutbox,
        {
          query: { phone },
        },
      );
      expect(outbox.body.response).toMatchObject({
        scene: 'register',
        code: expect.stringMatching(/^\d{6}$/),
      });
    }
  });

  it('keeps the scene rule: no reset code for an unknown phone, no registration code for a taken one', async () => {
    const phone = freshPhone();
    const reset = await send(testApp.app, 'POST', accountPaths.smsSend, {
      json: { phone, scene: 'forgetPassword' },
      ip: freshIp(),
    });
    expect(reset.status).toBe(404);
    await makeUser(testApp, { phone });
    const register = await send(testApp.app, 'POST', accountPaths.smsSend, {
      json: { phone, scene: 'register' },
      ip: freshIp(),
    });
    expect(register.status).toBe(409);
  });
});
