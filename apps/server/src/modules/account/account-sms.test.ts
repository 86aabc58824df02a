// SMS codes: sending into the outbox, the per-phone limits (one per 60 s, ten a day), the per-IP limit,
// the dev outbox endpoint, and `sms/check`.
import { accountPaths } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { freshIp, send, smsCodeFor } from '../auth/test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const SEND = accountPaths.smsSendCode;
const CHECK = accountPaths.smsCheck;
const OUTBOX = accountPaths.devSmsOutbox;

/** A phone number no demo account uses, distinct per call. */
let phoneCounter = 0;
function newPhone(): string {
  phoneCounter += 1;
  return `1370000${String(phoneCounter).padStart(4, '0')}`;
}

const sendCode = (
  phone: string,
  scene: string,
  options: { ip?: string; tenant?: string; lang?: string } = {},
) =>
  send<{ resendAfter: number }>(testApp.app, 'POST', SEND, {
    json: { phone, scene },
    ip: options.ip ?? freshIp(),
    ...(options.tenant ? { tenant: options.tenant } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  });

/** Moves every code of the phone back in time, as if `seconds` had passed. */
async function age(phone: string, seconds: number) {
  const interval = `${seconds} seconds`;
  await testApp.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - ${interval}::interval` })
    .where(eq(smsCodes.phone, phone));
}

describe('sending a code', () => {
  it('puts the code in the outbox, readable through the dev endpoint', async () => {
    const phone = newPhone();
    const reply = await sendCode(phone, 'register');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ resCode: 200, resMsg: '验证码已发送', response: { resendAfter: 60 } });

    const outbox = await send<{ phone: string; code: string; scene: string; createTime: number }>(
      testApp.app,
      'GET',
      OUTBOX,
      { query: { phone } },
    );
    expect(outbox.status).toBe(200);
    expect(outbox.body.response).toMatchObject({
      phone,
      scene: 'register',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(Math.abs(outbox.body.response.createTime - Date.now())).toBeLessThan(60_000);

    const [row] = await testApp.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(row?.content).toContain(outbox.body.response.code);
    expect(row?.content).toContain('企业在线学习平台');
    // The code itself is stored only as a hash.
    const [code] = await testApp.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(code?.codeHash).not.toContain(outbox.body.response.code);
  });

  it('has nothing in the outbox for a phone that got no code, nor for another tenant', async () => {
    const phone = newPhone();
    expect((await send(testApp.app, 'GET', OUTBOX, { query: { phone } })).status).toBe(404);
    await sendCode(phone, 'register');
    const acme = await send(testApp.app, 'GET', OUTBOX, { query: { phone }, tenant: 'acme' });
    expect(acme.status).toBe(404);
    expect(acme.body.resCode).toBe(404);
  });

  it('refuses a bad phone on the outbox endpoint', async () => {
    const reply = await send(testApp.app, 'GET', OUTBOX, { query: { phone: '12812345678' } });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('请输入正确的手机号');
  });

  it('refuses a register code for a phone already registered', async () => {
    const reply = await sendCode('13800000001', 'register');
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ resCode: 409, resMsg: '该手机号已注册' });
  });

  it('refuses a forget-password code for an unknown phone', async () => {
    const reply = await sendCode(newPhone(), 'forgetPassword');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ resCode: 404, resMsg: '该手机号未注册' });
  });

  it('refuses a bind or change code for a phone another account holds', async () => {
    for (const scene of ['bindPhone', 'changePhone']) {
      const reply = await sendCode('13800000002', scene);
      expect(reply.status).toBe(409);
    }
  });

  it.each(['12812345678', '1381234567', '138123456789', 'abcdefghijk', ''])(
    'refuses the phone %j with the SPEC message',
    async (phone) => {
      const reply = await sendCode(phone, 'register');
      expect(reply.status).toBe(400);
      expect(reply.body.resMsg).toBe(phone === '' ? '请输入手机号' : '请输入正确的手机号');
      expect(reply.body.response).toEqual({ fields: [{ field: 'phone', message: reply.body.resMsg }] });
    },
  );
});

describe('per-phone limits', () => {
  it('refuses a second code within 60 s with 429 and Retry-After', async () => {
    const phone = newPhone();
    expect((await sendCode(phone, 'register')).status).toBe(200);
    const again = await sendCode(phone, 'register');
    expect(again.status).toBe(429);
    expect(again.body.resCode).toBe(429);
    expect(again.body.resMsg).toMatch(/^发送过于频繁，请(60|59)秒后再试$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(59);

    const english = await sendCode(phone, 'register', { lang: 'en' });
    expect(english.body.resMsg).toMatch(/^Sent too often, try again in (60|59) s$/);

    // Per phone, whatever the scene; the first code still works.
    expect((await sendCode(phone, 'bindPhone')).status).toBe(429);
    await age(phone, 61);
    expect((await sendCode(phone, 'register')).status).toBe(200);
  });

  it('allows ten codes a day per phone, then refuses with 429', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      const reply = await sendCode(phone, 'register');
      expect(reply.status, `send ${i + 1}`).toBe(200);
      await age(phone, 61);
    }
    const eleventh = await sendCode(phone, 'register');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ resCode: 429, resMsg: '该手机号今日发送次数已达上限' });

    // Another phone is not affected; a day later the same phone may send again.
    expect((await sendCode(newPhone(), 'register')).status).toBe(200);
    await age(phone, 24 * 60 * 60);
    expect((await sendCode(phone, 'register')).status).toBe(200);
  });

  it('counts per tenant', async () => {
    const phone = newPhone();
    expect((await sendCode(phone, 'register')).status).toBe(200);
    expect((await sendCode(phone, 'register', { tenant: 'acme' })).status).toBe(200);
  });
});

describe('per-IP limit', () => {
  it('refuses the 31st code from one address within the hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      const reply = await sendCode(newPhone(), 'register', { ip });
      expect(reply.status, `send ${i + 1}`).toBe(200);
    }
    const refused = await sendCode(newPhone(), 'register', { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ resCode: 429, resMsg: '发送过于频繁，请稍后再试' });
    // Another address is fine.
    expect((await sendCode(newPhone(), 'register', { ip: freshIp() })).status).toBe(200);
  });
});

describe('sms/check', () => {
  const check = (phone: string, code: string, scene = 'register', tenant = 'learn') =>
    send<{ valid: boolean }>(testApp.app, 'POST', CHECK, { json: { phone, code, scene }, tenant });

  it('accepts the right code without spending it', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(testApp.app, phone, 'register');
    for (let i = 0; i < 2; i += 1) {
      const reply = await check(phone, code);
      expect(reply.status).toBe(200);
      expect(reply.body.response).toEqual({ valid: true });
    }
  });

  it('refuses a wrong code, the wrong scene and another tenant', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(testApp.app, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await check(phone, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ resCode: 400, resMsg: '验证码错误或已过期', response: null });
    expect((await check(phone, code, 'bindPhone')).status).toBe(400);
    expect((await check(phone, code, 'register', 'acme')).status).toBe(400);
    expect((await check(phone, code)).status).toBe(200);
  });

  it('spends the code after five wrong tries', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(testApp.app, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await check(phone, wrong)).status).toBe(400);
    expect((await check(phone, code)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(testApp.app, phone, 'register');
    await testApp.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.tenantId, 'learn')));
    expect((await check(phone, code)).status).toBe(400);
  });

  it('checks the only newest code of the phone', async () => {
    const phone = newPhone();
    const first = await smsCodeFor(testApp.app, phone, 'register');
    await age(phone, 61);
    const second = await smsCodeFor(testApp.app, phone, 'register');
    expect((await check(phone, second)).status).toBe(200);
    if (first !== second) expect((await check(phone, first)).status).toBe(400);
  });

  it('names a malformed code', async () => {
    const reply = await check(newPhone(), '12ab');
    expect(reply.status).toBe(400);
    expect(reply.body.response).toEqual({ fields: [{ field: 'code', message: '验证码为6位数字' }] });
  });
});
