// The menu editor (`/api/sys/v1/menu/info`: the learner site's menus of the tenant; the back office's are the
// catalogue, read-only), adding and removing a role's menus by id (`POST role/privilege`, `DELETE
// role/menu/privilege`), and the role pages' lookups (positions, org unit types, the data-rule pages).
import {
  catalogueMenuIds,
  rolePrivilegeCodes as codes,
  orgCodes,
  roleAdminPaths as paths,
  systemPaths,
  type TMenuInfo,
  type TRoleBizNode,
  type TRoleOrgNode,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRoleGrant } from '../../core/back-office.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser, makeRole } from './test-factories.ts';

const idOf = (code: string) => catalogueMenuIds.get(code) ?? 0;

describe('role: menus and role lookups', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('adds, lists, switches off and deletes learner menus; the back office’s are read-only', async () => {
    const api = apiClient(testApp.app);
    const tenant = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, {
      tenantId: tenant,
      codes: [codes.role, codes.roleMenu],
    });
    const opts = { token: admin.token, tenant };
    const suffix = uniqueSuffix();
    const top = await api.post<TMenuInfo>(
      paths.menuInfo,
      { clientId: 'web', name: 'Guides', code: `guides${suffix}`, menuType: 'Dir', path: '/guides' },
      opts,
    );
    expect(top.status).toBe(200);
    const topId = top.body.response.menuId;
    const child = await api.post<TMenuInfo>(
      paths.menuInfo,
      { clientId: 'web', parentId: topId, name: 'Safety', code: `safety${suffix}`, path: '/guides/safety' },
      opts,
    );
    expect(child.body.response).toMatchObject({ parentId: topId, isEnabled: 1, menuType: 'Menu' });
    expect(
      (await api.post(paths.menuInfo, { clientId: 'web', name: 'x', code: `guides${suffix}` }, opts)).status,
    ).toBe(409);
    const roots = await api.get<TMenuInfo[]>(paths.menuInfo, {
      ...opts,
      query: { parentId: 0, clientId: 'web' },
    });
    expect(roots.body.response.find((menu) => menu.menuId === topId)?.hasChildren).toBe(true);
    const children = await api.get<TMenuInfo[]>(paths.menuInfo, {
      ...opts,
      query: { parentId: topId, clientId: 'web' },
    });
    expect(children.body.response.map((menu) => menu.name)).toEqual(['Safety']);

    // A learner of the tenant sees the new menus in the privilege call until one is switched off.
    const learner = await makeSignedInUser(testApp, { tenantId: tenant });
    const seen = async () =>
      JSON.stringify((await api.get(systemPaths.menuPrivilege, { token: learner.token, tenant })).body);
    expect(await seen()).toContain(`safety${suffix}`);
    const off = await api.put<TMenuInfo>(
      paths.menuInfo,
      { clientId: 'web', menuId: child.body.response.menuId, isEnabled: 0 },
      opts,
    );
    expect(off.body.response.isEnabled).toBe(0);

    expect((await api.del(paths.menuInfo, { clientId: 'web', menuId: String(topId) }, opts)).status).toBe(
      409,
    );
    const both = `${topId},${child.body.response.menuId}`;
    expect((await api.del(paths.menuInfo, { clientId: 'web', menuId: both }, opts)).status).toBe(200);
    expect(await seen()).not.toContain(`safety${suffix}`);

    // The back office's menus: listed from the catalogue, never changed.
    const catalogue = await api.get<TMenuInfo[]>(paths.menuInfo, { ...opts, query: { parentId: 0 } });
    expect(catalogue.body.response.some((menu) => menu.code === codes.system && menu.isFixed === 1)).toBe(
      true,
    );
    const fixed = await api.put(
      paths.menuInfo,
      { clientId: 'Admin', menuId: idOf(codes.role), isEnabled: 0 },
      opts,
    );
    expect(fixed.status).toBe(409);

    // Another tenant's menu is not found; a role reader cannot change menus.
    const other = (await makeTenant(testApp)).id;
    const stranger = await makeBackOfficeUser(testApp, {
      tenantId: other,
      codes: [codes.role, codes.roleMenu],
    });
    const theirs = await api.post<TMenuInfo>(
      paths.menuInfo,
      { clientId: 'web', name: 'Theirs', code: `theirs${suffix}` },
      { token: stranger.token, tenant: other },
    );
    const foreign = { clientId: 'web', menuId: theirs.body.response.menuId, isEnabled: 0 };
    expect((await api.put(paths.menuInfo, foreign, opts)).status).toBe(404);
    const reader = await makeBackOfficeUser(testApp, { tenantId: tenant, codes: [codes.role] });
    expect((await api.put(paths.menuInfo, foreign, { token: reader.token, tenant })).status).toBe(403);
    const bad = await api.post(
      paths.menuInfo,
      { clientId: 'web', name: '', code: 'x' },
      { ...opts, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter the menu name');
  });

  it('adds and removes a role’s menus by id, within what the caller holds, without losing a concurrent add', async () => {
    const api = apiClient(testApp.app);
    const admin = await makeBackOfficeUser(testApp, {
      codes: [codes.role, codes.roleAuthor, codes.audit, orgCodes.unitMenu],
    });
    const role = await makeRole(testApp, { codes: [codes.role] });
    const add = (menuId: number) =>
      api.post(paths.rolePrivilege, { roleId: role.id, privileges: [{ menuId }] }, { token: admin.token });
    const replies = await Promise.all([add(idOf(codes.audit)), add(idOf(orgCodes.unitMenu))]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const held = async () => [...(await readRoleGrant(testApp.database.db, 'learn', role.id)).codes].sort();
    expect(await held()).toEqual([codes.audit, codes.role, orgCodes.unitMenu].sort());

    const removed = await api.del(
      paths.roleMenuPrivilege,
      { roleId: role.id, menuId: `${idOf(codes.audit)},${idOf(orgCodes.unitMenu)}` },
      { token: admin.token },
    );
    expect(removed.status).toBe(200);
    expect(await held()).toEqual([codes.role]);

    // A code the caller does not hold is not handed out; an unknown id is a 400 naming the field.
    expect((await add(idOf(codes.tenant))).status).toBe(403);
    const unknown = await api.post(
      paths.rolePrivilege,
      { roleId: role.id, privileges: [{ menuId: 999_999 }] },
      { token: admin.token, lang: 'en' },
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('privileges');
  });

  it('answers the role pages’ lookups: positions, org unit types, the data-rule trees', async () => {
    const api = apiClient(testApp.app);
    const tenant = (await makeTenant(testApp)).id;
    const admin = await makeBackOfficeUser(testApp, { tenantId: tenant, codes: [codes.role] });
    const opts = { token: admin.token, tenant };
    const unit = await makeOrgUnit(testApp, { tenantId: tenant, name: 'Plant' });
    const everyone = await makeRole(testApp, { tenantId: tenant, dataScope: 'all' });
    const ownOnly = await makeRole(testApp, { tenantId: tenant, dataScope: 'own' });
    const orgTree = await api.get<TRoleOrgNode[]>(paths.roleOrgPrivilege, {
      ...opts,
      query: { roleId: everyone.id },
    });
    expect(orgTree.body.response.find((node) => node.orgId === unit.id)?.isOwn).toBe(1);
    const narrow = await api.get<TRoleOrgNode[]>(paths.roleOrgPrivilege, {
      ...opts,
      query: { roleId: ownOnly.id },
    });
    expect(narrow.body.response.find((node) => node.orgId === unit.id)?.isOwn).toBe(0);
    const biz = await api.get<TRoleBizNode[]>(paths.roleBizPrivilege, {
      ...opts,
      query: { roleId: ownOnly.id },
    });
    expect(biz.body.response.filter((node) => node.isOwn === 1).map((node) => node.bizId)).toEqual(['own']);
    const foreign = await makeRole(testApp);
    expect((await api.get(paths.roleBizPrivilege, { ...opts, query: { roleId: foreign.id } })).status).toBe(
      404,
    );

    expect((await api.get(paths.rolePositions, opts)).status).toBe(200);
    const types = await api.post<{ orgType: string }[]>(paths.roleOrgTypes, {}, { ...opts, lang: 'en' });
    expect(types.body.response.map((type) => type.orgType)).toContain('Department');
    const learner = await makeBackOfficeUser(testApp, { tenantId: tenant, codes: [] });
    expect((await api.post(paths.roleOrgTypes, {}, { token: learner.token, tenant })).status).toBe(403);
  });
});
