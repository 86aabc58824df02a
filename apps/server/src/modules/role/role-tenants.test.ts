// Tenants, managed by a platform administrator: create (with its administrator role), rename, set the
// domain, disable (its users get 666 on their next request) and enable, give it its first administrator;
// nobody else reaches them.
import {
  roleAdminPaths as paths,
  RoleKind,
  type TTenant,
  type TTenantAdmin,
  type TTenantPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, uniqueSuffix } from '../../test/factories.ts';
import { passwordLogin } from '../auth/test-support.ts';
import { makeBackOfficeUser } from './test-factories.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;
let platform: Awaited<ReturnType<typeof makeBackOfficeUser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = apiClient(testApp.app);
  platform = await makeBackOfficeUser(testApp, { kind: RoleKind.platformAdmin });
});
afterAll(() => testApp.close());

describe('tenants', () => {
  it('creates a tenant with its domain and administrator role, renames it, lists it', async () => {
    const tenantId = `t${uniqueSuffix()}`.toLowerCase().slice(0, 20);
    const created = await api.post<TTenant>(
      paths.tenants,
      { tenantId, tenantName: 'Acme Two', domain: `${tenantId}.example.com` },
      { token: platform.token },
    );
    expect(created.status).toBe(200);
    expect(created.body.response).toMatchObject({
      tenantId,
      tenantName: 'Acme Two',
      isDisabled: 0,
      userNum: 0,
    });
    const again = await api.post(paths.tenants, { tenantId, tenantName: 'x' }, { token: platform.token });
    expect(again.status).toBe(409);

    const renamed = await api.put<TTenant>(
      paths.tenants,
      { tenantId, tenantName: 'Acme 2', domain: '' },
      { token: platform.token },
    );
    expect(renamed.body.response).toMatchObject({ tenantName: 'Acme 2', domain: '' });
    const listed = await api.get<TTenantPage>(paths.tenants, {
      token: platform.token,
      query: { tenantName: 'Acme 2', pageSize: 100 },
    });
    expect(listed.body.response.data.map((t) => t.tenantId)).toContain(tenantId);
  });

  it('refuses a domain another tenant uses and a malformed code', async () => {
    const domain = `d${uniqueSuffix()}.example.com`.toLowerCase();
    const a = await makeTenant(testApp);
    const b = await makeTenant(testApp);
    expect((await api.put(paths.tenants, { tenantId: a.id, domain }, { token: platform.token })).status).toBe(
      200,
    );
    expect((await api.put(paths.tenants, { tenantId: b.id, domain }, { token: platform.token })).status).toBe(
      409,
    );
    expect(
      (await api.post(paths.tenants, { tenantId: 'Bad Code', tenantName: 'x' }, { token: platform.token }))
        .status,
    ).toBe(400);
  });

  it('disables a tenant: its signed-in users get 666 at once; enabling lets them back', async () => {
    const tenant = await makeTenant(testApp);
    const user = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const probe = () => api.get(paths.roles, { token: user.token, tenant: tenant.id });
    expect((await probe()).status).toBe(403);
    const disabled = await api.put(
      paths.tenants,
      { tenantId: tenant.id, isDisabled: 1 },
      { token: platform.token },
    );
    expect(disabled.body.response).toMatchObject({ isDisabled: 1 });
    expect((await probe()).body.resCode).toBe(666);
    await api.put(paths.tenants, { tenantId: tenant.id, isDisabled: 0 }, { token: platform.token });
    expect((await probe()).status).toBe(403);
  });

  it('does not let a platform administrator disable their own tenant', async () => {
    const reply = await api.put(
      paths.tenants,
      { tenantId: 'learn', isDisabled: 1 },
      { token: platform.token },
    );
    expect(reply.status).toBe(409);
  });

  it('keeps tenant administrators and learners out', async () => {
    const tenantAdmin = await makeBackOfficeUser(testApp, { kind: RoleKind.tenantAdmin });
    const learner = await makeSignedInUser(testApp);
    for (const token of [tenantAdmin.token, learner.token]) {
      expect((await api.get(paths.tenants, { token })).status).toBe(403);
      expect((await api.post(paths.tenants, { tenantId: 'zz-new', tenantName: 'x' }, { token })).status).toBe(
        403,
      );
    }
  });

  it('gives a new tenant its first administrator, who manages that tenant only', async () => {
    const tenantId = `a${uniqueSuffix()}`.toLowerCase().slice(0, 20);
    await api.post(paths.tenants, { tenantId, tenantName: 'New School' }, { token: platform.token });
    const phone = `137${String(Date.now()).slice(-8)}`;
    const bad = await api.post(
      paths.tenantAdmins,
      { tenantId, name: 'A', phone: '123', password: 'short' },
      { token: platform.token },
    );
    expect(bad.status).toBe(400);
    const made = await api.post<{ userId: number }>(
      paths.tenantAdmins,
      { tenantId, name: 'Ada Admin', phone, password: 'Admin12345' },
      { token: platform.token },
    );
    expect(made.status).toBe(200);
    const twice = await api.post(
      paths.tenantAdmins,
      { tenantId, name: 'Ada', phone, password: 'Admin12345' },
      { token: platform.token },
    );
    expect(twice.status).toBe(409);
    const admins = await api.get<TTenantAdmin[]>(paths.tenantAdmins, {
      token: platform.token,
      query: { tenantId },
    });
    expect(admins.body.response.map((admin) => admin.phone)).toEqual([phone]);

    const { access_token: token } = await passwordLogin(testApp.app, phone, {
      tenant: tenantId,
      password: 'Admin12345',
    });
    const roles = await api.get<{ data: { kind: string }[] }>(paths.roles, { token, tenant: tenantId });
    expect(roles.status).toBe(200);
    expect(roles.body.response.data.map((role) => role.kind)).toEqual(['tenantAdmin']);
    expect((await api.get(paths.tenants, { token, tenant: tenantId })).status).toBe(403);

    const removed = await api.del(
      paths.tenantAdmins,
      { tenantId, userId: made.body.response.userId },
      { token: platform.token },
    );
    expect(removed.status).toBe(200);
    expect((await api.get(paths.roles, { token, tenant: tenantId })).status).toBe(403);
  });
});
