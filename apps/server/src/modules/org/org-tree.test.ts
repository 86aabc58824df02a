// The org tree of the back office: add, edit, move (never under itself or its own units), sort, delete only
// an empty unit; an org admin reaches only their subtree; another tenant's unit is not found; a learner
// without the privilege is refused by the server.
import { orgAdminPaths as paths, type TAdminOrgNode } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { callJson, makeSubtreeAdmin, makeTenantAdmin, makeUnitTree } from './test-factories.ts';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await makeTenantAdmin(testApp);
});
afterAll(() => testApp.close());

function find(nodes: TAdminOrgNode[], id: number): TAdminOrgNode | undefined {
  for (const node of nodes) {
    if (node.orgId === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

describe('org tree', () => {
  it('adds a unit under a parent and lists it in the tree with the original field names', async () => {
    const { root } = await makeUnitTree(testApp);
    const added = await callJson<{ orgId: number }>(testApp, 'POST', paths.org, {
      token: admin.token,
      body: { orgName: '华东大区', orgCode: `east-${root.id}`, orgType: 'Company', parentOrgId: root.id },
    });
    expect(added.status).toBe(200);
    const tree = await callJson<TAdminOrgNode[]>(testApp, 'GET', paths.orgTree, {
      token: admin.token,
      query: { parentOrgId: 0 },
    });
    const node = find(tree.body.response, added.body.response.orgId);
    expect(node).toMatchObject({ orgName: '华东大区', orgType: 'Company', parentOrgId: root.id, userNum: 0 });
    expect(find(tree.body.response, root.id)?.children.map((c) => c.orgId)).toContain(
      added.body.response.orgId,
    );
  });

  it('refuses a duplicate code, a missing name (naming the field) and an unknown parent', async () => {
    const { root } = await makeUnitTree(testApp);
    const body = { orgName: 'A', orgCode: `dup-${root.id}`, parentOrgId: root.id };
    expect((await callJson(testApp, 'POST', paths.org, { token: admin.token, body })).status).toBe(200);
    expect((await callJson(testApp, 'POST', paths.org, { token: admin.token, body })).status).toBe(409);
    const noName = await callJson(testApp, 'POST', paths.org, {
      token: admin.token,
      body: { parentOrgId: root.id },
      lang: 'en',
    });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('orgName');
    const lost = await callJson(testApp, 'POST', paths.org, {
      token: admin.token,
      body: { orgName: 'B', parentOrgId: 999_999_99 },
    });
    expect(lost.status).toBe(404);
  });

  it('moves a unit but never under itself or one of its own units', async () => {
    const { root, left, right, leaf } = await makeUnitTree(testApp);
    const edit = (orgId: number, parentOrgId: number, orgName = 'x') =>
      callJson(testApp, 'PUT', paths.org, { token: admin.token, body: { orgId, orgName, parentOrgId } });
    expect((await edit(left.id, leaf.id)).status).toBe(400);
    expect((await edit(left.id, left.id)).status).toBe(400);
    expect((await edit(root.id, leaf.id)).status).toBe(400);
    expect((await edit(leaf.id, right.id, 'moved')).status).toBe(200);
    const level = await callJson<TAdminOrgNode[]>(testApp, 'GET', paths.orgLevel, {
      token: admin.token,
      query: { parentId: right.id },
    });
    expect(level.body.response.map((n) => [n.orgId, n.orgName])).toEqual([[leaf.id, 'moved']]);
  });

  it('sorts and re-parents by the dragged tree, refusing a drag that would make a cycle', async () => {
    const { root, left, right, leaf } = await makeUnitTree(testApp);
    const sorted = await callJson(testApp, 'POST', paths.orgSort, {
      token: admin.token,
      body: [{ orgId: root.id, children: [{ orgId: right.id }, { orgId: left.id, children: [] }] }],
    });
    expect(sorted.status).toBe(200);
    const level = await callJson<TAdminOrgNode[]>(testApp, 'GET', paths.orgLevel, {
      token: admin.token,
      query: { parentId: root.id },
    });
    expect(level.body.response.map((n) => n.orgId)).toEqual([right.id, left.id]);
    const cycle = await callJson(testApp, 'POST', paths.orgSort, {
      token: admin.token,
      body: [{ orgId: leaf.id, children: [{ orgId: left.id }] }],
    });
    expect(cycle.status).toBe(400);
  });

  it('deletes only an empty unit', async () => {
    const { root, left, leaf } = await makeUnitTree(testApp);
    await makeUser(testApp, { orgId: leaf.id });
    expect(
      (await callJson(testApp, 'DELETE', paths.org, { token: admin.token, query: { ids: left.id } })).status,
    ).toBe(409);
    expect(
      (await callJson(testApp, 'DELETE', paths.org, { token: admin.token, query: { ids: leaf.id } })).status,
    ).toBe(409);
    const empty = await makeOrgUnit(testApp, { parentId: root.id });
    expect(
      (await callJson(testApp, 'DELETE', paths.org, { token: admin.token, query: { ids: empty.id } })).status,
    ).toBe(200);
    const again = await callJson(testApp, 'DELETE', paths.org, {
      token: admin.token,
      query: { ids: empty.id },
    });
    expect(again.status).toBe(404);
  });

  it('lets an org admin see and change only their subtree', async () => {
    const { root, left, right, leaf } = await makeUnitTree(testApp);
    const sub = await makeSubtreeAdmin(testApp, left.id);
    const tree = await callJson<TAdminOrgNode[]>(testApp, 'GET', paths.org, {
      token: sub.token,
      query: { parentOrgId: 0 },
    });
    expect(tree.body.response.map((n) => n.orgId)).toEqual([left.id]);
    expect(tree.body.response[0]?.children.map((n) => n.orgId)).toEqual([leaf.id]);
    const edit = (orgId: number, parentOrgId: number) =>
      callJson(testApp, 'PUT', paths.org, { token: sub.token, body: { orgId, orgName: 'y', parentOrgId } });
    expect((await edit(right.id, root.id)).status).toBe(404);
    expect((await edit(leaf.id, right.id)).status).toBe(404);
    const top = await callJson(testApp, 'POST', paths.org, {
      token: sub.token,
      body: { orgName: 'top', parentOrgId: 0 },
    });
    expect(top.status).toBe(404);
    const under = await callJson(testApp, 'POST', paths.org, {
      token: sub.token,
      body: { orgName: 'mine', parentOrgId: leaf.id },
    });
    expect(under.status).toBe(200);
  });

  it('answers another tenant’s unit as not found and refuses a learner with 403', async () => {
    const tenant = await makeTenant(testApp);
    const foreign = await makeOrgUnit(testApp, { tenantId: tenant.id });
    const edit = await callJson(testApp, 'PUT', paths.org, {
      token: admin.token,
      body: { orgId: foreign.id, orgName: 'z', parentOrgId: 0 },
    });
    expect(edit.status).toBe(404);
    const learner = await makeSignedInUser(testApp);
    expect((await callJson(testApp, 'GET', paths.orgTree, { token: learner.token })).status).toBe(403);
  });
});
