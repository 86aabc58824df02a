// Signing out at the original client's paths: GET logout, POST logout (the original posts its logs there,
// which signs out too) — by the token header only, so a cross-site GET signs nobody out — and clear-cache.
// Factory users throughout.
import { authPaths, STORAGE_KEYS, STORAGE_PREFIX, systemPaths } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('logout', () => {
  it('signs out with GET and with POST (a posted log list is not kept)', async () => {
    const api = apiClient(testApp.app);
    for (const post of [false, true]) {
      const { token } = await makeSignedInUser(testApp);
      expect((await api.get(authPaths.userInfo, { token })).status).toBe(200);
      const reply = post
        ? await api.post(authPaths.logout, [{ type: 'error', content: 'x' }], { token })
        : await api.get(authPaths.logout, { token });
      expect(reply.status).toBe(200);
      expect(reply.body.resMsg).toBe('退出成功');
      const after = await api.get(authPaths.userInfo, { token });
      expect(after.status).toBe(401);
      expect(after.body.resCode).toBe(8001);
    }
  });

  it('needs a token', async () => {
    expect((await apiClient(testApp.app).post(authPaths.logout, {})).status).toBe(401);
  });

  // Why GET is harmless (docs/ARCHITECTURE.md): a link or <img> on another site sends cookies, never the
  // accessToken header, and logout reads only the header.
  it('ignores the web app’s auth cookie: a cross-site GET cannot sign anyone out', async () => {
    const { token } = await makeSignedInUser(testApp);
    const api = apiClient(testApp.app);
    const cookie = `${STORAGE_PREFIX}${STORAGE_KEYS.accessToken}=${encodeURIComponent(token)}`;
    const forged = await testApp.app.inject({ method: 'GET', url: authPaths.logout, headers: { cookie } });
    expect(forged.statusCode).toBe(401);
    expect((await api.get(authPaths.userInfo, { token })).status).toBe(200);
  });
});

describe('clear-cache', () => {
  it("drops this instance's copy of the caller's site settings at once", async () => {
    const tenant = await makeTenant(testApp);
    const { token } = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const api = apiClient(testApp.app);
    const info = () => api.get<{ siteName: string }>(systemPaths.domainInfo, { token, tenant: tenant.id });
    expect((await info()).body.response.siteName).toBe(tenant.siteName);
    await testApp.database.db
      .update(tenants)
      .set({ siteName: 'Renamed site' })
      .where(eq(tenants.id, tenant.id));
    const cleared = await api.get(authPaths.clearCache, { token, tenant: tenant.id });
    expect(cleared.status).toBe(200);
    expect((await info()).body.response.siteName).toBe('Renamed site');
    expect((await api.get(authPaths.clearCache)).status).toBe(401);
  });
});
