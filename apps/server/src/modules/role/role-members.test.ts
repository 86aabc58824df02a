// Who holds a role, and the data scope: members are added and removed (the member's next request has the
// new role), an org admin with a subtree scope sees and changes only users, roles and audit rows of their
// subtree, and nobody takes their own administrator role away.
import {
  rolePrivilegeCodes as codes,
  DataScopeKind,
  roleAdminPaths as paths,
  RoleKind,
  type TAuditPage,
  type TRolePage,
  type TRoleUserPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
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

const ORG_ADMIN_CODES = [codes.role, codes.roleAdd, codes.roleMember, codes.audit];

describe('role members', () => {
  it('adds and removes members; the member’s next request has the new role; repeats change nothing', async () => {
    const role = await makeRole(testApp, { codes: [codes.audit] });
    const member = await makeSignedInUser(testApp);
    expect((await api.get(paths.audit, { token: member.token })).status).toBe(403);

    const added = await api.post<{ changed: number }>(
      paths.roleUsers,
      { roleId: role.id, userIds: [member.user.id] },
      { token: admin.token },
    );
    expect(added.body.response.changed).toBe(1);
    const repeat = await api.post<{ changed: number }>(
      paths.roleUsers,
      { roleId: role.id, userIds: [member.user.id] },
      { token: admin.token },
    );
    expect(repeat.body.response.changed).toBe(0);
    expect((await api.get(paths.audit, { token: member.token })).status).toBe(200);

    const members = await api.get<TRoleUserPage>(paths.roleUsers, {
      token: admin.token,
      query: { roleId: role.id },
    });
    expect(members.body.response.data.map((user) => user.userId)).toEqual([member.user.id]);
    const candidates = await api.get<TRoleUserPage>(paths.roleCandidates, {
      token: admin.token,
      query: { roleId: role.id, name: member.user.account },
    });
    expect(candidates.body.response.totalNum).toBe(0);

    const removed = await api.del<{ changed: number }>(
      paths.roleUsers,
      { roleId: role.id, userIds: String(member.user.id) },
      { token: admin.token },
    );
    expect(removed.body.response.changed).toBe(1);
    expect((await api.get(paths.audit, { token: member.token })).status).toBe(403);
  });

  it('does not let an administrator take their own administrator role away', async () => {
    const reply = await api.del(
      paths.roleUsers,
      { roleId: admin.role.id, userIds: [admin.user.id] },
      { token: admin.token },
    );
    expect(reply.status).toBe(409);
  });

  it('answers 404 for a user of another tenant', async () => {
    const role = await makeRole(testApp);
    const stranger = await makeUser(testApp, { tenantId: 'acme' });
    const reply = await api.post(
      paths.roleUsers,
      { roleId: role.id, userIds: [stranger.id] },
      { token: admin.token },
    );
    expect(reply.status).toBe(404);
  });
});

describe('an org admin’s data scope (own org unit and below)', () => {
  async function subtreeAdmin() {
    const root = await makeOrgUnit(testApp, { name: `Root ${uniqueSuffix()}` });
    const child = await makeOrgUnit(testApp, { parentId: root.id });
    const sibling = await makeOrgUnit(testApp);
    const orgAdmin = await makeBackOfficeUser(testApp, {
      codes: ORG_ADMIN_CODES,
      dataScope: DataScopeKind.orgSubtree,
      orgId: root.id,
    });
    return { root, child, sibling, orgAdmin };
  }

  it('lists and changes only users of the subtree', async () => {
    const { child, sibling, orgAdmin } = await subtreeAdmin();
    const role = await makeRole(testApp, { codes: [codes.audit], createdBy: orgAdmin.user.id });
    const inside = await makeUser(testApp, { orgId: child.id });
    const outside = await makeUser(testApp, { orgId: sibling.id });

    const candidates = await api.get<TRoleUserPage>(paths.roleCandidates, {
      token: orgAdmin.token,
      query: { roleId: role.id, pageSize: 100 },
    });
    const ids = candidates.body.response.data.map((user) => user.userId);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);

    expect(
      (await api.post(paths.roleUsers, { roleId: role.id, userIds: [inside.id] }, { token: orgAdmin.token }))
        .status,
    ).toBe(200);
    expect(
      (await api.post(paths.roleUsers, { roleId: role.id, userIds: [outside.id] }, { token: orgAdmin.token }))
        .status,
    ).toBe(404);
  });

  it('sees only roles made in the subtree and audit rows of its people', async () => {
    const { orgAdmin } = await subtreeAdmin();
    const foreignRole = await makeRole(testApp, { createdBy: admin.user.id });
    const created = await api.post<{ roleId: number }>(
      paths.roles,
      { roleName: 'Mine', roleCode: `m${uniqueSuffix()}` },
      { token: orgAdmin.token },
    );
    expect(created.status).toBe(200);
    const roles = await api.get<TRolePage>(paths.roles, { token: orgAdmin.token, query: { pageSize: 100 } });
    const roleIds = roles.body.response.data.map((role) => role.roleId);
    expect(roleIds).toContain(created.body.response.roleId);
    expect(roleIds).not.toContain(foreignRole.id);
    expect(
      (await api.get(paths.roleMenuPrivilege, { token: orgAdmin.token, query: { roleId: foreignRole.id } }))
        .status,
    ).toBe(404);

    const audit = await api.get<TAuditPage>(paths.audit, { token: orgAdmin.token, query: { pageSize: 100 } });
    expect(audit.body.response.data.length).toBeGreaterThan(0);
    expect(new Set(audit.body.response.data.map((entry) => entry.actorUserId))).toEqual(
      new Set([orgAdmin.user.id]),
    );
  });

  it('may not hand out a role holding codes it lacks', async () => {
    const { child, orgAdmin } = await subtreeAdmin();
    const strong = await makeRole(testApp, { codes: [codes.roleDelete], createdBy: orgAdmin.user.id });
    const inside = await makeUser(testApp, { orgId: child.id });
    expect(
      (
        await api.post(
          paths.roleUsers,
          { roleId: strong.id, userIds: [inside.id] },
          { token: orgAdmin.token },
        )
      ).status,
    ).toBe(403);
  });
});
