// Roles of a tenant: list, create, edit, privileges and data scope, delete; the server checks the button
// code of every action, a change of privileges reaches the next request at once, nobody grants what they
// do not hold, and another tenant's role is not found. Every change leaves an audit row.
import {
  rolePrivilegeCodes as codes,
  DataScopeKind,
  roleAdminPaths as paths,
  RoleKind,
  type TAuditPage,
  type TRole,
  type TRolePage,
  type TRolePrivilegesReply,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser, makeRole } from './test-factories.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = apiClient(testApp.app);
  admin = await makeBackOfficeUser(testApp, { kind: RoleKind.tenantAdmin });
});
afterAll(() => testApp.close());

const newRole = () => ({
  roleName: `角色${uniqueSuffix()}`.slice(0, 32),
  roleCode: `c${uniqueSuffix()}`,
  remark: 'r',
});

describe('role administration', () => {
  it('creates, lists, edits, sets codes and scope, deletes, and audits each change', async () => {
    const input = newRole();
    const created = await api.post<TRole>(paths.roles, input, { token: admin.token });
    expect(created.status).toBe(200);
    const role = created.body.response;
    expect(role).toMatchObject({
      roleName: input.roleName,
      roleCode: input.roleCode,
      kind: 'custom',
      userNum: 0,
    });

    const listed = await api.get<TRolePage>(paths.roles, {
      token: admin.token,
      query: { roleName: input.roleName },
    });
    expect(listed.body.response.data.map((r) => r.roleId)).toEqual([role.roleId]);

    const edited = await api.put<TRole>(
      paths.roles,
      { roleId: role.roleId, roleName: 'Renamed', roleCode: input.roleCode, dataScope: 'own' },
      { token: admin.token },
    );
    expect(edited.body.response).toMatchObject({ roleName: 'Renamed', dataScope: 'own' });

    const granted = await api.put(
      paths.rolePrivilege,
      { roleId: role.roleId, codes: [codes.role, codes.audit] },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    const tree = await api.get<TRolePrivilegesReply>(paths.roleMenuPrivilege, {
      token: admin.token,
      query: { roleId: role.roleId },
    });
    const owned = JSON.stringify(tree.body.response.menuPrivileges);
    expect(owned).toContain(`"code":"${codes.role}","menuName":"角色管理"`);
    expect(tree.body.response.role.privilegeNum).toBe(2);

    const scoped = await api.put<TRole>(
      paths.roleDataPrivilege,
      { roleId: role.roleId, dataScope: 'orgSubtree' },
      { token: admin.token },
    );
    expect(scoped.body.response.dataScope).toBe(DataScopeKind.orgSubtree);

    const deleted = await api.del(paths.roles, { roleId: role.roleId }, { token: admin.token });
    expect(deleted.status).toBe(200);
    const again = await api.del(paths.roles, { roleId: role.roleId }, { token: admin.token });
    expect(again.status).toBe(404);

    const audit = await api.get<TAuditPage>(paths.audit, {
      token: admin.token,
      query: { entityType: 'role', entityId: String(role.roleId) },
    });
    expect(audit.body.response.data.map((entry) => entry.action).reverse()).toEqual([
      'create',
      'update',
      'grant',
      'scope',
      'delete',
    ]);
    expect(audit.body.response.data[0]).toMatchObject({
      actorUserId: admin.user.id,
      module: 'role',
      after: null,
    });
  });

  it('names the field of bad input in both languages', async () => {
    const zh = await api.post(paths.roles, { roleCode: 'x' }, { token: admin.token });
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('请输入角色名称');
    const en = await api.post(
      paths.roles,
      { roleName: 'x', roleCode: 'y', dataScope: 'everything' },
      { token: admin.token, lang: 'en' },
    );
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('The data scope is not valid');
    const unknownCode = await api.put(
      paths.rolePrivilege,
      { roleId: admin.role.id, codes: ['nope:nope'] },
      { token: admin.token },
    );
    expect(unknownCode.status).toBe(400);
  });

  it('refuses a taken code, also when two tabs create it at once', async () => {
    const input = newRole();
    const [a, b] = await Promise.all([
      api.post(paths.roles, input, { token: admin.token }),
      api.post(paths.roles, input, { token: admin.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('keeps a role with members and administrator roles from being deleted or changed', async () => {
    const role = await makeRole(testApp, { codes: [codes.role] });
    await makeUser(testApp, { roleId: role.id });
    const withUsers = await api.del(paths.roles, { roleId: role.id }, { token: admin.token });
    expect(withUsers.status).toBe(409);
    const fixed = await api.put(
      paths.rolePrivilege,
      { roleId: admin.role.id, codes: [] },
      { token: admin.token },
    );
    expect(fixed.status).toBe(409);
  });

  it('answers 404 for another tenant’s role', async () => {
    const tenant = await makeTenant(testApp);
    const foreign = await makeRole(testApp, { tenantId: tenant.id });
    const reply = await api.get(paths.roleMenuPrivilege, {
      token: admin.token,
      query: { roleId: foreign.id },
    });
    expect(reply.status).toBe(404);
    const edit = await api.put(
      paths.roles,
      { roleId: foreign.id, roleName: 'x', roleCode: 'x' },
      { token: admin.token },
    );
    expect(edit.status).toBe(404);
  });
});

describe('button codes on the server', () => {
  it('refuses a learner and a role without the code, and lets the code through', async () => {
    const learner = await makeSignedInUser(testApp);
    expect((await api.post(paths.roles, newRole(), { token: learner.token })).status).toBe(403);
    const viewer = await makeBackOfficeUser(testApp, { codes: [codes.role] });
    expect((await api.get(paths.roles, { token: viewer.token })).status).toBe(200);
    expect((await api.post(paths.roles, newRole(), { token: viewer.token })).status).toBe(403);
    const adder = await makeBackOfficeUser(testApp, { codes: [codes.role, codes.roleAdd] });
    expect((await api.post(paths.roles, newRole(), { token: adder.token })).status).toBe(200);
  });

  it('applies a change of the role’s codes to the very next request', async () => {
    const holder = await makeBackOfficeUser(testApp, { codes: [codes.role, codes.audit] });
    expect((await api.get(paths.audit, { token: holder.token })).status).toBe(200);
    await api.put(
      paths.rolePrivilege,
      { roleId: holder.role.id, codes: [codes.role] },
      { token: admin.token },
    );
    expect((await api.get(paths.audit, { token: holder.token })).status).toBe(403);
    await api.put(
      paths.roles,
      { roleId: holder.role.id, roleName: 'off', roleCode: holder.role.code, isEnabled: 0 },
      { token: admin.token },
    );
    expect((await api.get(paths.roles, { token: holder.token })).status).toBe(403);
  });

  it('lets nobody grant a code they do not hold, and keeps platform codes from tenant roles', async () => {
    const granter = await makeBackOfficeUser(testApp, { codes: [codes.role, codes.roleAuthor] });
    const target = await makeRole(testApp);
    const escalate = await api.put(
      paths.rolePrivilege,
      { roleId: target.id, codes: [codes.audit] },
      { token: granter.token },
    );
    expect(escalate.status).toBe(403);
    const within = await api.put(
      paths.rolePrivilege,
      { roleId: target.id, codes: [codes.role] },
      { token: granter.token },
    );
    expect(within.status).toBe(200);
    const platform = await makeBackOfficeUser(testApp, { codes: [codes.tenant] });
    expect((await api.get(paths.tenants, { token: platform.token })).status).toBe(403);
    expect((await api.get(paths.tenants, { token: admin.token })).status).toBe(403);
  });
});
