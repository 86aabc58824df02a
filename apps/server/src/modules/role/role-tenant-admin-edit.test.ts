// Editing a tenant administrator (`PUT /api/sys/v1/tenant/admin`, the original's superAdminDialog): a
// platform administrator renames them and changes their phone, which becomes their sign-in account; a phone
// another user of the tenant holds is refused; a tenant administrator may not edit; the change is audited.
import { roleAdminPaths as paths, RoleKind, type TTenantAdmin } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeUser, uniqueSuffix } from '../../test/factories.ts';
import { passwordLogin } from '../auth/test-support.ts';
import { makeBackOfficeUser } from './test-factories.ts';

describe('role: editing a tenant administrator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('renames and re-phones the administrator, refusing a taken phone and a tenant administrator', async () => {
    const api = apiClient(testApp.app);
    const platform = await makeBackOfficeUser(testApp, { kind: RoleKind.platformAdmin });
    const tenantId = `e${uniqueSuffix()}`.toLowerCase().slice(0, 20);
    await api.post(paths.tenants, { tenantId, tenantName: 'Edit School' }, { token: platform.token });
    const phone = `136${String(Date.now()).slice(-8)}`;
    const made = await api.post<{ userId: number }>(
      paths.tenantAdmins,
      { tenantId, name: 'Old Name', phone, password: 'Admin12345' },
      { token: platform.token },
    );
    const userId = made.body.response.userId;
    const other = await makeUser(testApp, { tenantId, phone: `135${String(Date.now()).slice(-8)}` });

    const taken = await api.put(
      paths.tenantAdmins,
      { tenantId, userId, name: 'New Name', phone: other.phone },
      { token: platform.token },
    );
    expect(taken.status).toBe(409);
    const newPhone = `134${String(Date.now()).slice(-8)}`;
    const edited = await api.put(
      paths.tenantAdmins,
      { tenantId, userId, name: 'New Name', phone: newPhone },
      { token: platform.token },
    );
    expect(edited.status).toBe(200);
    const admins = await api.get<TTenantAdmin[]>(paths.tenantAdmins, {
      token: platform.token,
      query: { tenantId },
    });
    expect(admins.body.response.map((admin) => [admin.name, admin.phone])).toEqual([['New Name', newPhone]]);
    const signIn = await passwordLogin(testApp.app, newPhone, { tenant: tenantId, password: 'Admin12345' });
    expect(signIn.access_token).toBeTruthy();
    const audit = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'tenantAdmin'), eq(auditLogs.action, 'update')));
    expect(audit.some((entry) => entry.entityId === String(userId))).toBe(true);

    const tenantAdmin = await makeBackOfficeUser(testApp, { kind: RoleKind.tenantAdmin });
    const refused = await api.put(
      paths.tenantAdmins,
      { tenantId, userId, name: 'X', phone: newPhone },
      { token: tenantAdmin.token },
    );
    expect(refused.status).toBe(403);
  });
});
