// The people pickers at the original client's paths: org and position trees one level at a time or by
// search, members of units and holders of positions, user groups and their members, the honest empty list of
// external people and the caller's org line. Built from factory rows; another tenant's people never show, nor anyone's
// phone number or e-mail address.
import { accountPaths, type TPickerUser, type TTreeChildReply } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeUserGroup } from '../org/test-factories.ts';

let testApp: TestApp;
let token: string;
let tag: string;
let top: { id: number; name: string };
let team: { id: number; name: string };
let position: { id: number; name: string };
let member: { id: number; name: string };
let holder: { id: number; name: string };
let caller: { id: number };
let foreign: { id: number; name: string };
let foreignUnit: { id: number };

beforeAll(async () => {
  testApp = await createTestApp();
  tag = uniqueSuffix();
  top = await makeOrgUnit(testApp, { name: `Top ${tag}` });
  team = await makeOrgUnit(testApp, { parentId: top.id, name: `Team ${tag}` });
  position = await makePosition(testApp, { orgId: team.id, name: `Role ${tag}` });
  member = await makeUser(testApp, {
    name: `Member ${tag}`,
    orgId: team.id,
    phone: `139${String(Date.now()).slice(-8)}`,
  });
  holder = await makeUser(testApp, { name: `Holder ${tag}`, orgId: top.id, positionId: position.id });
  await makeUser(testApp, { name: `Gone ${tag}`, orgId: team.id, disabled: true });
  foreignUnit = await makeOrgUnit(testApp, { tenantId: 'acme', name: `Top ${tag} acme` });
  foreign = await makeUser(testApp, { tenantId: 'acme', name: `Member ${tag} acme`, orgId: foreignUnit.id });
  const signed = await makeSignedInUser(testApp, { orgId: team.id });
  caller = signed.user;
  token = signed.token;
});

afterAll(async () => {
  await testApp.close();
});

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiClient(testApp.app).get<T>(path, { token, query });

function expectNoContactDetails(users: TPickerUser[]) {
  for (const user of users) {
    expect(Object.keys(user)).not.toContain('phone');
    expect(Object.keys(user)).not.toContain('phoneNum');
    expect(Object.keys(user)).not.toContain('email');
  }
}

describe('org tree', () => {
  it('answers a level: child units and direct members, active people only', async () => {
    const reply = await get<TTreeChildReply>(accountPaths.orgUserChild, { parentId: top.id });
    expect(reply.status).toBe(200);
    expect(reply.body.response.orgs).toEqual([
      { id: team.id, name: team.name, parentId: top.id, type: 'Org', hasChildren: true },
    ]);
    expect(reply.body.response.users.map((u) => u.name)).toEqual([holder.name]);

    const below = await get<TTreeChildReply>(accountPaths.orgUserChild, { parentId: team.id });
    const names = below.body.response.users.map((u) => u.name);
    expect(names).toContain(member.name);
    expect(names).not.toContain(`Gone ${tag}`);
    const found = below.body.response.users.find((u) => u.userId === member.id);
    expect(found).toMatchObject({ id: member.id, orgId: team.id, orgName: team.name, userStatus: '1' });
    expectNoContactDetails(below.body.response.users);
  });

  it("starts at the tenant's top units and never shows another tenant's", async () => {
    const reply = await get<TTreeChildReply>(accountPaths.orgUserChild, { parentId: '0' });
    const ids = reply.body.response.orgs.map((o) => o.id);
    expect(ids).toContain(top.id);
    expect(ids).not.toContain(foreignUnit.id);
    const theirs = await get<TTreeChildReply>(accountPaths.orgUserChild, { parentId: foreignUnit.id });
    expect(theirs.body.response).toEqual({ orgs: [], users: [], totalNum: 0 });
  });

  it('searches units and people by name within the tenant', async () => {
    const reply = await get<TTreeChildReply>(accountPaths.orgUserChild, { search: `Member ${tag}` });
    expect(reply.body.response.users.map((u) => u.userId)).toEqual([member.id]);
    expect(reply.body.response.users.map((u) => u.userId)).not.toContain(foreign.id);
    const units = await get<TTreeChildReply>(accountPaths.orgUserChild, { search: `Top ${tag}` });
    expect(units.body.response.orgs.map((o) => o.id)).toEqual([top.id]);
  });

  it('refuses a bad parentId and anonymous callers', async () => {
    expect((await get(accountPaths.orgUserChild, { parentId: 'x' })).status).toBe(400);
    const anonymous = await apiClient(testApp.app).get(accountPaths.orgUserChild);
    expect(anonymous.status).toBe(401);
  });
});

describe('position tree', () => {
  it('lists positions at the top and their holders below, under both spellings', async () => {
    for (const path of [accountPaths.positionUserChild, accountPaths.positionsUserChild]) {
      const topLevel = await get<TTreeChildReply>(path, { parentId: 0 });
      expect(topLevel.body.response.orgs).toContainEqual({
        id: position.id,
        name: position.name,
        parentId: 0,
        type: 'Position',
        hasChildren: true,
      });
      const holders = await get<TTreeChildReply>(path, { parentId: position.id });
      expect(holders.body.response.users.map((u) => u.userId)).toEqual([holder.id]);
      expect(holders.body.response.users[0]).toMatchObject({
        positionId: position.id,
        positionName: position.name,
      });
    }
  });

  it('searches positions and their holders', async () => {
    const reply = await get<TTreeChildReply>(accountPaths.positionUserChild, { search: tag });
    expect(reply.body.response.orgs.map((o) => o.id)).toEqual([position.id]);
    expect(reply.body.response.users.map((u) => u.userId)).toEqual([holder.id]);
  });
});

describe('members and holders', () => {
  it('answers the direct members of the given units', async () => {
    const reply = await get<TPickerUser[]>(accountPaths.orgUsers, { orgId: `${team.id},${foreignUnit.id}` });
    expect(reply.status).toBe(200);
    const ids = reply.body.response.map((u) => u.userId);
    expect(ids).toEqual(expect.arrayContaining([member.id, caller.id]));
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(holder.id);
    expectNoContactDetails(reply.body.response);
    expect((await get<TPickerUser[]>(accountPaths.orgUsers)).body.response).toEqual([]);
  });

  it('answers the holders of the given positions', async () => {
    const reply = await get<TPickerUser[]>(accountPaths.positionUsers, { positionId: position.id });
    expect(reply.body.response.map((u) => u.userId)).toEqual([holder.id]);
    expect((await get(accountPaths.positionUsers, { positionId: 'a,b' })).status).toBe(400);
  });
});

describe('user groups, external people and the org line', () => {
  it("lists the tenant's user groups and their members, never another tenant's", async () => {
    const group = await makeUserGroup(testApp, { name: `Group ${tag}`, memberIds: [member.id, holder.id] });
    const elsewhere = await makeUserGroup(testApp, {
      tenantId: 'acme',
      name: `Group ${tag}`,
      memberIds: [foreign.id],
    });
    const groups = await get<{ id: number; name: string; userNum: number }[]>(accountPaths.userGroups, {
      search: tag,
    });
    expect(groups.body.response.map((g) => [g.id, g.name, g.userNum])).toEqual([
      [group.id, `Group ${tag}`, 2],
    ]);
    const people = await get<TPickerUser[]>(accountPaths.userGroupUsers, {
      groupId: `${group.id},${elsewhere.id}`,
    });
    expect(people.body.response.map((u) => u.userId).sort((a, b) => a - b)).toEqual(
      [member.id, holder.id].sort((a, b) => a - b),
    );
    expect((await get(accountPaths.userGroupUsers, { groupId: elsewhere.id })).body.response).toEqual([]);
    expect((await get(accountPaths.userGroupUsers)).body.response).toEqual([]);
  });

  it('has no external people yet', async () => {
    const outer = await get(accountPaths.outerUsers, { pageNo: 1, pageSize: 20 });
    expect(outer.body.response).toEqual({ data: [], totalNum: 0, totalPage: 0 });
  });

  it("answers the caller's unit and the units above it", async () => {
    const reply = await get<number[]>(accountPaths.orgIds);
    expect(reply.status).toBe(200);
    expect([...reply.body.response].sort((a, b) => a - b)).toEqual([top.id, team.id].sort((a, b) => a - b));
  });
});
