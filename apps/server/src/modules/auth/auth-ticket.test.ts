// The one-time ticket behind the web's `?tid=` token login: issued to a signed-in user, exchanged
// once for a session; unknown, expired, used and cross-tenant tickets are one clear error.
import { authPaths } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTickets, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { asTokenReply, passwordLogin, send } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const TAKEN = authPaths.redeemTicket;
const TICKET = authPaths.issueTicket;
const INVALID = {
  resCode: 400,
  resMsg: '登录凭证无效、已过期或已使用',
  response: null,
  error: 'invalid_grant',
  error_description: '登录凭证无效、已过期或已使用',
};

async function issue(account: string, tenant = 'learn') {
  const login = await passwordLogin(testApp.app, account, { tenant });
  const reply = await apiClient(testApp.app).post<{ tid: string; expiresIn: number }>(
    TICKET,
    {},
    { token: login.access_token, tenant },
  );
  expect(reply.status).toBe(200);
  return reply.body.response;
}

const take = async (tid: string, tenant = 'learn', authorization?: string | null) =>
  asTokenReply(
    await send(testApp.app, 'GET', TAKEN, {
      tenant,
      query: { tid },
      ...(authorization === undefined ? {} : { authorization }),
    }),
  );

describe('one-time ticket', () => {
  it('is exchanged once for a token object with the account', async () => {
    const ticket = await issue('lecturer');
    expect(ticket.expiresIn).toBe(60);
    expect(ticket.tid).toMatch(/^[\w-]{40,}$/);

    const taken = await take(ticket.tid);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ account: 'lecturer', tenant_id: 'learn', token_type: 'bearer' });
    expect(taken.body).not.toHaveProperty('resCode');
    const info = await apiClient(testApp.app).get<{ account: string }>(authPaths.userInfo, {
      token: taken.body.access_token,
    });
    expect(info.body.response.account).toBe('lecturer');

    const reused = await take(ticket.tid);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
  });

  it('refuses an unknown ticket', async () => {
    const reply = await take('no-such-ticket-at-all');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(INVALID);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await issue('tutor');
    await testApp.database.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const reply = await take(ticket.tid);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(INVALID);
  });

  it('refuses a ticket of another tenant, and leaves it usable on its own', async () => {
    const ticket = await issue('learner', 'acme');
    const elsewhere = await take(ticket.tid, 'learn');
    expect(elsewhere.body).toEqual(INVALID);
    const home = await take(ticket.tid, 'acme');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ account: 'learner', tenant_id: 'acme' });
  });

  it('answers in English with Accept-Language: en', async () => {
    const reply = await send(testApp.app, 'GET', TAKEN, { query: { tid: 'nope' }, lang: 'en' });
    expect(reply.body.resMsg).toBe('The sign-in ticket is unknown, expired or already used');
  });

  it('names a missing tid', async () => {
    const reply = await send(testApp.app, 'GET', TAKEN, {});
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ resCode: 400, error: 'invalid_request' });
    expect(reply.body.response).toEqual({
      fields: [{ field: 'tid', message: '登录凭证无效、已过期或已使用' }],
    });
  });

  it('needs the client header to redeem and a session to issue', async () => {
    const ticket = await issue('apprentice');
    const noClient = await take(ticket.tid, 'learn', null);
    expect(noClient.status).toBe(401);
    expect(noClient.body).toMatchObject({ resCode: 401, error: 'invalid_client' });
    // The refused attempt did not spend it.
    expect((await take(ticket.tid)).status).toBe(200);

    const anonymous = await apiClient(testApp.app).post(TICKET, {});
    expect(anonymous.status).toBe(401);
  });

  it('opens no session for a disabled account', async () => {
    const ticket = await issue('backoffice');
    const account = and(eq(users.tenantId, 'learn'), eq(users.account, 'backoffice'));
    await testApp.database.db.update(users).set({ disabled: true }).where(account);
    try {
      const reply = await take(ticket.tid);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ resCode: 403, resMsg: '账号已停用', error: 'invalid_grant' });
    } finally {
      await testApp.database.db.update(users).set({ disabled: false }).where(account);
    }
  });

  it('stores only a hash of the ticket', async () => {
    const ticket = await issue('vip');
    const rows = await testApp.database.db.select({ hash: loginTickets.ticketHash }).from(loginTickets);
    expect(rows.map((r) => r.hash)).not.toContain(ticket.tid);
    expect(
      await testApp.database.db.select().from(loginTickets).where(eq(loginTickets.ticketHash, ticket.tid)),
    ).toEqual([]);
  });
});
