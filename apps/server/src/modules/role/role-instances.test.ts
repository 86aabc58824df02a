// Role grants kept in memory on several instances (PostgreSQL only: PGlite is one process): a warm
// instance answers a privilege check without reading the database, and a change of the role's codes made
// through one instance reaches the other at once through the hub's announcement.
import { rolePrivilegeCodes as codes, roleAdminPaths as paths, RoleKind } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePrivileges } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestInstances, type TestApp } from '../../test/app-factory.ts';
import { makeUser, signInAs } from '../../test/factories.ts';
import { makeBackOfficeUser, makeRole } from './test-factories.ts';

const onPostgres = process.env.DB_DRIVER === 'postgres';

describe.skipIf(!onPostgres)('role grants on two instances', () => {
  let group: Awaited<ReturnType<typeof createTestInstances>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    group = await createTestInstances(2);
    [a, b] = group.instances as [TestApp, TestApp];
  });
  afterAll(async () => {
    await group?.close();
  });

  it('answers from memory, and forgets on the other instance’s announcement', async () => {
    const admin = await makeBackOfficeUser(a, { kind: RoleKind.tenantAdmin });
    const role = await makeRole(a, { codes: [codes.role, codes.audit] });
    const holder = await makeUser(a, { roleId: role.id });
    const token = await signInAs(a, holder);
    const auditOn = async (instance: TestApp) =>
      (await apiClient(instance.app).get(paths.audit, { token })).status;
    expect(await auditOn(b)).toBe(200);

    // Removed straight in the database, unannounced: b still answers from memory.
    await a.database.db
      .delete(rolePrivileges)
      .where(and(eq(rolePrivileges.roleId, role.id), eq(rolePrivileges.code, codes.audit)));
    expect(await auditOn(b)).toBe(200);

    // The same change through the service is announced: b refuses at once.
    const put = await apiClient(a.app).put(
      paths.rolePrivilege,
      { roleId: role.id, codes: [codes.role] },
      { token: admin.token },
    );
    expect(put.status).toBe(200);
    await expect.poll(() => auditOn(b), { timeout: 100, interval: 5 }).toBe(403);
  });
});
