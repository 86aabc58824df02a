// Session rules (SPEC §4, §7; DESIGN §3): refresh rotation and reuse detection, logout, the 401 paths,
// 8000 on a single-session tenant, 8001 for expired or revoked refresh tokens, 666 for a disabled tenant.
import { authPaths, systemPaths } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions, tenants, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { announceSessionChange } from './session-cache.ts';
import { passwordLogin, tokenRequest } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const userInfo = (token: string, tenant = 'learn') =>
  apiClient(testApp.app).get(authPaths.userInfo, { token, tenant });

const refresh = (refreshToken: string, tenant = 'learn') =>
  tokenRequest(
    testApp.app,
    { grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'all', tenantId: tenant },
    { tenant },
  );

async function setTenant(id: string, values: { disabled?: boolean; singleSession?: boolean }) {
  await testApp.database.db.update(tenants).set(values).where(eq(tenants.id, id));
  testApp.app.deps.tenants.forget(id);
  // As a service changing the tenant would (session-cache.ts).
  await announceSessionChange(testApp.app.deps.realtime, { scope: 'tenant', tenantId: id });
}

describe('refresh rotation', () => {
  it('issues a new pair; the new refresh token works and the old one is spent', async () => {
    const first = await passwordLogin(testApp.app, 'learner');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect(second.body.user_id).toBe(first.user_id);
    expect((await userInfo(second.body.access_token)).status).toBe(200);

    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect((await userInfo(third.body.access_token)).status).toBe(200);
  });

  it('reusing a spent refresh token revokes the whole family', async () => {
    const first = await passwordLogin(testApp.app, 'lecturer');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({
      resCode: 8001,
      resMsg: '登录已过期，请重新登录',
      error: 'invalid_grant',
    });

    // The newer refresh token and every access token of the session are dead too.
    const newer = await refresh(second.body.refresh_token);
    expect(newer.status).toBe(401);
    expect(newer.body.resCode).toBe(8001);
    for (const token of [first.access_token, second.body.access_token]) {
      const reply = await userInfo(token);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ resCode: 8001, resMsg: '登录已过期，请重新登录', response: null });
    }

    // Another session of the same user is not part of the family.
    const other = await passwordLogin(testApp.app, 'lecturer');
    expect((await userInfo(other.access_token)).status).toBe(200);
  });

  it('refuses an expired refresh token with 8001', async () => {
    const login = await passwordLogin(testApp.app, 'tutor');
    const { db } = testApp.database;
    await db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tenantId, 'learn'));
    const reply = await refresh(login.refresh_token);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ resCode: 8001, error: 'invalid_grant' });
  });

  it('refuses the refresh token of a disabled user', async () => {
    const login = await passwordLogin(testApp.app, 'vipyear');
    const { db } = testApp.database;
    await db
      .update(users)
      .set({ disabled: true })
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
    const change = { scope: 'user', tenantId: 'learn', userId: login.user_id } as const;
    await announceSessionChange(testApp.app.deps.realtime, change);
    try {
      const reply = await refresh(login.refresh_token);
      expect(reply.status).toBe(401);
      expect(reply.body.resCode).toBe(8001);
      expect((await userInfo(login.access_token)).body.resCode).toBe(8001);
      const signIn = await tokenRequest(testApp.app, {
        grant_type: 'password',
        username: 'vipyear',
        password: 'elearn123',
        tenantId: 'learn',
      });
      expect(signIn.status).toBe(403);
      expect(signIn.body).toMatchObject({ resCode: 403, resMsg: '账号已停用' });
    } finally {
      await db
        .update(users)
        .set({ disabled: false })
        .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vipyear')));
      await announceSessionChange(testApp.app.deps.realtime, change);
    }
  });
});

describe('logout', () => {
  it('revokes the session: the next call and the refresh token get 8001', async () => {
    const login = await passwordLogin(testApp.app, 'apprentice');
    const client = apiClient(testApp.app);
    const out = await client.get(authPaths.logout, { token: login.access_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ resCode: 200, resMsg: '退出成功', response: null });

    const after = await userInfo(login.access_token);
    expect(after.status).toBe(401);
    expect(after.body.resCode).toBe(8001);

    const refreshed = await refresh(login.refresh_token);
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.resCode).toBe(8001);

    const again = await client.get(authPaths.logout, { token: login.access_token });
    expect(again.body.resCode).toBe(8001);
  });

  it('leaves the user’s other sessions alone', async () => {
    const one = await passwordLogin(testApp.app, 'backoffice');
    const two = await passwordLogin(testApp.app, 'backoffice');
    await apiClient(testApp.app).get(authPaths.logout, { token: one.access_token });
    expect((await userInfo(two.access_token)).status).toBe(200);
  });

  it('needs a token', async () => {
    const reply = await apiClient(testApp.app).get(authPaths.logout);
    expect(reply.status).toBe(401);
    expect(reply.body.resCode).toBe(401);
  });
});

describe('401 paths', () => {
  it('answers a call without a token with 401 in the envelope', async () => {
    const reply = await apiClient(testApp.app).get(authPaths.userInfo);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ resCode: 401, resMsg: '请先登录', response: null });
  });

  it.each([
    ['garbage', 'bearer not-a-token'],
    ['a token signed with another key', `bearer ${forgedToken()}`],
    ['an empty bearer', 'bearer '],
  ])('answers %s with 401', async (_label, header) => {
    const reply = await apiClient(testApp.app).get(authPaths.userInfo, {
      headers: { accesstoken: header },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.resCode).toBe(401);
  });

  it('answers in English with Accept-Language: en', async () => {
    const reply = await apiClient(testApp.app).get(authPaths.userInfo, { lang: 'en' });
    expect(reply.body.resMsg).toBe('Please sign in first');
  });
});

function forgedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'HS256', typ: 'JWT' });
  const payload = part({
    sid: 'x',
    tid: 'learn',
    cid: 'web',
    sub: '1',
    exp: Math.floor(Date.now() / 1000) + 60,
  });
  return `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

describe('single-session tenant (8000)', () => {
  it('revokes the older session when the user signs in again; its next call gets 8000', async () => {
    await setTenant('learn', { singleSession: true });
    try {
      const first = await passwordLogin(testApp.app, 'orgadmin');
      expect((await userInfo(first.access_token)).status).toBe(200);
      const second = await passwordLogin(testApp.app, 'orgadmin');

      const replaced = await userInfo(first.access_token);
      expect(replaced.status).toBe(401);
      expect(replaced.body).toEqual({
        resCode: 8000,
        resMsg: '您的账号已在其他地方登录，请重新登录',
        response: null,
      });
      const english = await apiClient(testApp.app).get(authPaths.userInfo, {
        token: first.access_token,
        lang: 'en',
      });
      expect(english.body.resMsg).toBe('Your account has signed in elsewhere, please sign in again');

      // The replaced session cannot refresh either; the new one is fine, and other users are untouched.
      expect((await refresh(first.refresh_token)).body.resCode).toBe(8001);
      expect((await userInfo(second.access_token)).status).toBe(200);
    } finally {
      await setTenant('learn', { singleSession: false });
    }
  });

  it('keeps several sessions on a tenant without the flag', async () => {
    const first = await passwordLogin(testApp.app, 'orgadmin');
    const second = await passwordLogin(testApp.app, 'orgadmin');
    expect((await userInfo(first.access_token)).status).toBe(200);
    expect((await userInfo(second.access_token)).status).toBe(200);
  });

  it('does not revoke anything on refresh', async () => {
    await setTenant('learn', { singleSession: true });
    try {
      const login = await passwordLogin(testApp.app, 'learner');
      const refreshed = await refresh(login.refresh_token);
      expect(refreshed.status).toBe(200);
      expect((await userInfo(refreshed.body.access_token)).status).toBe(200);
    } finally {
      await setTenant('learn', { singleSession: false });
    }
  });
});

describe('disabled tenant (666)', () => {
  it('refuses sign-in, authenticated calls and refresh on a disabled tenant', async () => {
    const login = await passwordLogin(testApp.app, 'learner', { tenant: 'acme' });
    await setTenant('acme', { disabled: true });
    try {
      const signIn = await tokenRequest(
        testApp.app,
        { grant_type: 'password', username: 'learner', password: 'elearn123', tenantId: 'acme' },
        { tenant: 'acme' },
      );
      expect(signIn.status).toBe(403);
      expect(signIn.body).toMatchObject({
        resCode: 666,
        resMsg: '站点暂不可用',
        error_description: '站点暂不可用',
      });

      const call = await userInfo(login.access_token, 'acme');
      expect(call.status).toBe(403);
      expect(call.body).toEqual({ resCode: 666, resMsg: '站点暂不可用', response: null });

      // Without a Tenant-Id header the token still names the tenant.
      const noHeader = await apiClient(testApp.app).get(authPaths.userInfo, {
        token: login.access_token,
        headers: { 'tenant-id': '' },
      });
      expect(noHeader.body.resCode).toBe(666);

      expect((await refresh(login.refresh_token, 'acme')).body.resCode).toBe(666);
      const domain = await apiClient(testApp.app).get(systemPaths.domainInfo, { tenant: 'acme' });
      expect(domain.body.resCode).toBe(666);

      // Tenant learn is not affected.
      const learn = await passwordLogin(testApp.app, 'learner');
      expect((await userInfo(learn.access_token)).status).toBe(200);
    } finally {
      await setTenant('acme', { disabled: false });
    }
    expect((await userInfo(login.access_token, 'acme')).status).toBe(200);
  });
});

describe('session rows', () => {
  it('stores refresh tokens hashed, never in the clear', async () => {
    const login = await passwordLogin(testApp.app, 'vip');
    const rows = await testApp.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, login.user_id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(login.refresh_token);
  });
});
