// The original back office's remaining people calls: the next free work number (`GET …/user/workno`: one
// more than the tenant's largest all-digit work number, keeping its width, never another tenant's) and the
// 'business structure' reads, which answer the one org structure this product keeps.
import { orgAdminPaths, orgCodes, type TPage } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeTenant, makeUser } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';

describe('org: next work number', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('counts on from the tenant’s largest numeric work number', async () => {
    const api = apiClient(testApp.app);
    const tenantId = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, { tenantId, codes: [orgCodes.userAdd] });
    const first = await api.get<string>(orgAdminPaths.userWorkNo, { token: admin.token, tenant: tenantId });
    expect(first.body.response).toBe('000001');
    for (const workNo of ['00041', 'A-900', '00007']) {
      const user = await makeUser(testApp, { tenantId });
      await testApp.database.db.update(users).set({ workNo }).where(eq(users.id, user.id));
    }
    const other = await makeTenant(testApp);
    const stranger = await makeUser(testApp, { tenantId: other.id });
    await testApp.database.db.update(users).set({ workNo: '99999' }).where(eq(users.id, stranger.id));
    const next = await api.get<string>(orgAdminPaths.userWorkNo, { token: admin.token, tenant: tenantId });
    expect(next.body.response).toBe('00042');
    const learner = await makeBackOfficeUser(testApp, { tenantId, codes: [] });
    expect((await api.get(orgAdminPaths.userWorkNo, { token: learner.token, tenant: tenantId })).status).toBe(
      403,
    );
  });

  it('reads the business structure as the org structure: a level with its people, and the people paged', async () => {
    const api = apiClient(testApp.app);
    const tenantId = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, { tenantId, codes: [orgCodes.userMenu] });
    const top = await makeOrgUnit(testApp, { tenantId, name: 'Top' });
    const team = await makeOrgUnit(testApp, { tenantId, parentId: top.id, name: 'Team' });
    const person = await makeUser(testApp, { tenantId, orgId: team.id });
    const level = await api.get<unknown>(orgAdminPaths.bizOrgUserChild, {
      token: admin.token,
      tenant: tenantId,
      query: { parentId: top.id },
    });
    expect(level.status).toBe(200);
    expect(JSON.stringify(level.body.response)).toContain('Team');
    const people = await api.get<TPage<{ userId: number }>>(orgAdminPaths.businessOrgUsers, {
      token: admin.token,
      tenant: tenantId,
      query: { orgId: top.id, pageNo: 1, pageSize: 10 },
    });
    expect(people.status).toBe(200);
    expect(people.body.response.data.map((row) => row.userId)).toContain(person.id);
  });
});
