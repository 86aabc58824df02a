// The role page's side tree (`/api/sys/v1/role/category/define`) and the tenant's work-number rules
// (`/api/sys/v1/tenant/workno/rule`), as the original back office calls them: CRUD, roles filed under a
// category, the checks (name taken, category still holding roles, bad rule → 400 naming the field in the
// caller's language), another tenant's record → 404, a caller without the button code → 403, and the user
// form's automatic work number following the tenant's first rule.
import {
  rolePrivilegeCodes as codes,
  orgAdminPaths,
  orgCodes,
  roleAdminPaths as paths,
  RoleKind,
  type TPage,
  type TRole,
  type TRoleCategory,
  type TWorkNoRule,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeTenant, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from './test-factories.ts';

describe('role: categories and work-number rules', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates, lists with role counts, renames and deletes a category; roles are filed under it', async () => {
    const api = apiClient(testApp.app);
    const tenant = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, {
      tenantId: tenant,
      codes: [codes.role, codes.roleAdd, codes.roleEdit, codes.roleDelete],
    });
    const opts = { token: admin.token, tenant };
    const made = await api.post<TRoleCategory>(paths.roleCategories, { categoryName: 'Teachers' }, opts);
    expect(made.status).toBe(200);
    const id = made.body.response.id;
    const role = await api.post<TRole>(
      paths.roles,
      { roleName: 'Course editor', roleCode: `ce${uniqueSuffix()}`, categoryId: id },
      opts,
    );
    expect(role.body.response.categoryId).toBe(id);
    const listed = await api.get<TRoleCategory[]>(paths.roleCategories, opts);
    expect(listed.body.response).toEqual([{ id, name: 'Teachers', roleNum: 1, isDefault: 0 }]);
    const filtered = await api.get<TPage<TRole>>(paths.roles, { ...opts, query: { categoryId: id } });
    expect(filtered.body.response.data.map((row) => row.roleId)).toEqual([role.body.response.roleId]);

    // A name taken (case aside) is a conflict; the category still holding a role is not deleted.
    expect((await api.post(paths.roleCategories, { name: 'teachers' }, opts)).status).toBe(409);
    const refused = await api.del(paths.roleCategories, { id }, opts);
    expect(refused.status).toBe(409);
    expect((await api.put(paths.roleCategories, { id, name: 'Lecturers' }, opts)).status).toBe(200);
    await api.del(paths.roles, { roleId: role.body.response.roleId }, opts);
    expect((await api.del(paths.roleCategories, { id }, opts)).status).toBe(200);
    expect((await api.get<TRoleCategory[]>(paths.roleCategories, opts)).body.response).toEqual([]);
  });

  it('names the bad field in the caller’s language, hides other tenants and checks the button code', async () => {
    const api = apiClient(testApp.app);
    const admin = await makeBackOfficeUser(testApp, { codes: [codes.role, codes.roleEdit, codes.roleAdd] });
    const blank = await api.post(paths.roleCategories, { name: '  ' }, { token: admin.token, lang: 'en' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Enter the category name');
    const zh = await api.post(paths.roleCategories, { name: '' }, { token: admin.token, lang: 'zh-CN' });
    expect(JSON.stringify(zh.body)).toContain('请输入分类名称');

    const other = (await makeTenant(testApp)).id;
    const stranger = await makeBackOfficeUser(testApp, {
      tenantId: other,
      codes: [codes.role, codes.roleEdit],
    });
    const theirs = await api.post<TRoleCategory>(
      paths.roleCategories,
      { name: 'Theirs' },
      { token: stranger.token, tenant: other },
    );
    const theirId = theirs.body.response.id;
    expect(
      (await api.put(paths.roleCategories, { id: theirId, name: 'Mine' }, { token: admin.token })).status,
    ).toBe(404);
    expect((await api.del(paths.roleCategories, { id: theirId }, { token: admin.token })).status).toBe(404);
    const filed = await api.post(
      paths.roles,
      { roleName: 'x', roleCode: `x${uniqueSuffix()}`, categoryId: theirId },
      { token: admin.token },
    );
    expect(filed.status).toBe(404);

    const reader = await makeBackOfficeUser(testApp, { codes: [codes.role] });
    expect((await api.get(paths.roleCategories, { token: reader.token })).status).toBe(200);
    expect((await api.post(paths.roleCategories, { name: 'No' }, { token: reader.token })).status).toBe(403);
  });

  it('two tabs creating one name get one category and one conflict', async () => {
    const api = apiClient(testApp.app);
    const tenant = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, {
      tenantId: tenant,
      codes: [codes.role, codes.roleEdit],
    });
    const opts = { token: admin.token, tenant };
    const replies = await Promise.all([
      api.post(paths.roleCategories, { name: 'Same' }, opts),
      api.post(paths.roleCategories, { name: 'Same' }, opts),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await api.get<TRoleCategory[]>(paths.roleCategories, opts)).body.response).toHaveLength(1);
  });

  it('keeps the tenant’s work-number rules, and the automatic work number follows the first', async () => {
    const api = apiClient(testApp.app);
    const tenant = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, {
      tenantId: tenant,
      codes: [codes.roleWorkNo, orgCodes.userAdd],
    });
    const opts = { token: admin.token, tenant };
    const bad = await api.post(paths.workNoRules, { rule: 'TOOLONG9' }, { ...opts, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('rule');
    const made = await api.post<TWorkNoRule>(
      paths.workNoRules,
      { rule: 'BLH4', remark: 'Head office' },
      opts,
    );
    expect(made.body.response).toMatchObject({ tenantId: tenant, rule: 'BLH4', remark: 'Head office' });
    expect((await api.post(paths.workNoRules, { rule: 'BLH4' }, opts)).status).toBe(409);
    expect((await api.get<string>(orgAdminPaths.userWorkNo, opts)).body.response).toBe('BLH0001');
    const holder = await makeUser(testApp, { tenantId: tenant });
    await testApp.database.db.update(users).set({ workNo: 'BLH0041' }).where(eq(users.id, holder.id));
    expect((await api.get<string>(orgAdminPaths.userWorkNo, opts)).body.response).toBe('BLH0042');

    const id = made.body.response.id;
    const edited = await api.put<TWorkNoRule>(paths.workNoRules, { id, rule: '6', remark: '' }, opts);
    expect(edited.body.response.rule).toBe('6');
    expect((await api.get<string>(orgAdminPaths.userWorkNo, opts)).body.response).toBe('000001');
    expect((await api.get<TWorkNoRule[]>(paths.workNoRules, opts)).body.response).toHaveLength(1);

    // Another tenant's rule is not found; naming another tenant needs a platform administrator.
    const other = (await makeTenant(testApp)).id;
    const stranger = await makeBackOfficeUser(testApp, { tenantId: other, codes: [codes.roleWorkNo] });
    expect((await api.del(paths.workNoRules, { id }, { token: stranger.token, tenant: other })).status).toBe(
      404,
    );
    const named = await api.get(paths.workNoRules, {
      token: stranger.token,
      tenant: other,
      query: { tenantId: tenant },
    });
    expect(named.status).toBe(403);
    const platform = await makeBackOfficeUser(testApp, { kind: RoleKind.platformAdmin });
    const seen = await api.get<TWorkNoRule[]>(paths.workNoRules, {
      token: platform.token,
      query: { tenantId: tenant },
    });
    expect(seen.body.response.map((rule) => rule.id)).toEqual([id]);

    expect((await api.del(paths.workNoRules, { id }, opts)).status).toBe(200);
    expect((await api.get<TWorkNoRule[]>(paths.workNoRules, opts)).body.response).toEqual([]);
    const learner = await makeBackOfficeUser(testApp, { tenantId: tenant, codes: [] });
    expect((await api.get(paths.workNoRules, { token: learner.token, tenant })).status).toBe(403);
  });
});
