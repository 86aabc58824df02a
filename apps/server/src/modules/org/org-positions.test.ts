// Positions, job levels and user groups: add, edit, delete only what nobody uses, no cycles, group members
// added once, exports in the caller's language, and an org admin kept to their subtree.
import {
  orgAdminPaths as paths,
  type TAdminUser,
  type TAdminUserGroup,
  type TJobLevelNode,
  type TPage,
  type TPositionNode,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { downloadWorkbook } from '../spreadsheet/test-factories.ts';
import { callJson, makeSubtreeAdmin, makeTenantAdmin, makeUnitTree } from './test-factories.ts';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await makeTenantAdmin(testApp);
});
afterAll(() => testApp.close());

describe('positions and job levels', () => {
  it('builds a position tree, refuses a cycle, deletes only an unused position, exports it', async () => {
    const unit = await makeOrgUnit(testApp);
    const name = `经理${uniqueSuffix()}`;
    const top = await callJson<{ id: number }>(testApp, 'POST', paths.position, {
      token: admin.token,
      body: { name, orgId: unit.id },
    });
    expect(top.status).toBe(200);
    const child = await callJson<{ id: number }>(testApp, 'POST', paths.position, {
      token: admin.token,
      body: { name: `${name}-助理`, parentId: top.body.response.id },
    });
    const loop = await callJson(testApp, 'PUT', paths.position, {
      token: admin.token,
      body: { id: top.body.response.id, name, parentId: child.body.response.id },
    });
    expect(loop.status).toBe(400);
    const found = await callJson<TPositionNode[]>(testApp, 'GET', paths.position, {
      token: admin.token,
      query: { name },
    });
    expect(found.body.response.map((p) => p.name).sort()).toEqual([name, `${name}-助理`]);
    expect(found.body.response.find((p) => p.name === name)).toMatchObject({
      orgId: unit.id,
      orgName: unit.name,
    });
    expect(
      (
        await callJson(testApp, 'DELETE', paths.position, {
          token: admin.token,
          query: { id: top.body.response.id },
        })
      ).status,
    ).toBe(409);
    await makeUser(testApp, { positionId: child.body.response.id });
    expect(
      (
        await callJson(testApp, 'DELETE', paths.position, {
          token: admin.token,
          query: { id: child.body.response.id },
        })
      ).status,
    ).toBe(409);
    const file = await downloadWorkbook(testApp, paths.positionExport, {
      token: admin.token,
      query: { name },
      lang: 'en',
    });
    expect(file.rows[0]).toEqual(['Name', 'Code', 'Org unit', 'People', 'Remark']);
    expect(file.rows).toHaveLength(3);
  });

  it('keeps job levels tenant-wide: the org admin reads them but cannot change them', async () => {
    const created = await callJson<{ id: number }>(testApp, 'POST', paths.jobLevelSave, {
      token: admin.token,
      body: { name: `P${uniqueSuffix()}` },
    });
    expect(created.status).toBe(200);
    const all = await callJson<TJobLevelNode[]>(testApp, 'GET', paths.jobLevelAll, { token: admin.token });
    expect(all.body.response.map((l) => l.id)).toContain(created.body.response.id);
    const { left } = await makeUnitTree(testApp);
    const sub = await makeSubtreeAdmin(testApp, left.id);
    expect((await callJson(testApp, 'GET', paths.jobLevelAll, { token: sub.token })).status).toBe(200);
    expect(
      (
        await callJson(testApp, 'POST', paths.jobLevelDelete, {
          token: sub.token,
          body: { id: created.body.response.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callJson(testApp, 'POST', paths.jobLevelDelete, {
          token: admin.token,
          body: { id: created.body.response.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe('user groups', () => {
  it('adds a group, members once each, refuses a duplicate name, and lists the members', async () => {
    const name = `新员工${uniqueSuffix()}`;
    const group = await callJson<{ id: number }>(testApp, 'POST', paths.groupSave, {
      token: admin.token,
      body: { name },
    });
    expect(group.status).toBe(200);
    expect(
      (await callJson(testApp, 'POST', paths.groupSave, { token: admin.token, body: { name } })).status,
    ).toBe(409);
    const a = await makeUser(testApp);
    const b = await makeUser(testApp);
    const body = { groupId: group.body.response.id, userIds: `${a.id},${b.id}` };
    expect((await callJson(testApp, 'POST', paths.groupUsersAdd, { token: admin.token, body })).status).toBe(
      200,
    );
    expect((await callJson(testApp, 'POST', paths.groupUsersAdd, { token: admin.token, body })).status).toBe(
      200,
    );
    const members = await callJson<TPage<TAdminUser>>(testApp, 'GET', paths.groupUsers, {
      token: admin.token,
      query: { groupId: group.body.response.id },
    });
    expect(members.body.response.totalNum).toBe(2);
    const page = await callJson<TPage<TAdminUserGroup>>(testApp, 'GET', paths.groupPage, {
      token: admin.token,
      query: { name },
    });
    expect(page.body.response.data).toEqual([expect.objectContaining({ name, userNum: 2 })]);
    await callJson(testApp, 'DELETE', paths.groupUsersDelete, {
      token: admin.token,
      body: { groupId: group.body.response.id, userIds: a.id },
    });
    const after = await callJson<TPage<TAdminUser>>(testApp, 'GET', paths.groupUsers, {
      token: admin.token,
      query: { groupId: group.body.response.id },
    });
    expect(after.body.response.data.map((u) => u.userId)).toEqual([b.id]);
  });

  it('keeps an org admin to groups of their subtree and people they reach', async () => {
    const { left, right } = await makeUnitTree(testApp);
    const sub = await makeSubtreeAdmin(testApp, left.id);
    const others = await callJson<{ id: number }>(testApp, 'POST', paths.groupSave, {
      token: admin.token,
      body: { name: `g${uniqueSuffix()}` },
    });
    const mine = await callJson<{ id: number }>(testApp, 'POST', paths.groupSave, {
      token: sub.token,
      body: { name: `m${uniqueSuffix()}` },
    });
    const outsider = await makeUser(testApp, { orgId: right.id });
    const add = (groupId: number, userId: number) =>
      callJson(testApp, 'POST', paths.groupUsersAdd, {
        token: sub.token,
        body: { groupId, userIds: userId },
      });
    expect((await add(others.body.response.id, sub.user.id)).status).toBe(404);
    expect((await add(mine.body.response.id, outsider.id)).status).toBe(404);
    expect((await add(mine.body.response.id, sub.user.id)).status).toBe(200);
  });
});
