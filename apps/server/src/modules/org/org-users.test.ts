// People in the back office: create (an account twice, even racing, is one account), edit, freeze (the
// person's session ends at once), password reset, batch move, identities reaching the learner side at once,
// an org admin limited to their subtree, another tenant's person not found.
import {
  authPaths,
  DEFAULT_RESET_PASSWORD,
  orgAdminPaths as paths,
  type TAdminUser,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { callJson, makeSubtreeAdmin, makeTenantAdmin, makeUnitTree } from './test-factories.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = apiClient(testApp.app);
  admin = await makeTenantAdmin(testApp);
});
afterAll(() => testApp.close());

const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('people', () => {
  it('creates a person who signs in with the given password; the same account twice (racing) is one', async () => {
    const unit = await makeOrgUnit(testApp);
    const body = { name: '李四', phonenum: phone(), orgId: unit.id, password: 'abc12345', sex: '女' };
    const [a, b] = await Promise.all([
      callJson<{ userId: number }>(testApp, 'POST', paths.userInfo, { token: admin.token, body }),
      callJson<{ userId: number }>(testApp, 'POST', paths.userInfo, { token: admin.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const tokens = await api.login(body.phonenum, { password: 'abc12345' });
    expect(tokens.access_token).toBeTruthy();
    const created = a.status === 200 ? a.body.response.userId : b.body.response.userId;
    const one = await callJson<TAdminUser>(testApp, 'GET', paths.userInfo, {
      token: admin.token,
      query: { userId: created },
    });
    expect(one.body.response).toMatchObject({
      name: '李四',
      sex: 2,
      orgId: unit.id,
      userStatus: '1',
      account: body.phonenum,
    });
  });

  it('refuses bad input naming the field in the caller’s language', async () => {
    const reply = await callJson(testApp, 'POST', paths.userInfo, {
      token: admin.token,
      body: { name: '', orgId: 1 },
      lang: 'en',
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('name');
  });

  it('freezes a person: their session ends at once and they cannot sign in; unfreezing lets them back', async () => {
    const unit = await makeOrgUnit(testApp);
    const person = await makeSignedInUser(testApp, { orgId: unit.id });
    expect((await api.get(authPaths.userInfo, { token: person.token })).status).toBe(200);
    const frozen = await callJson(testApp, 'POST', paths.userStatus, {
      token: admin.token,
      body: { userId: String(person.user.id), userStatus: '2' },
    });
    expect(frozen.status).toBe(200);
    expect((await api.get(authPaths.userInfo, { token: person.token })).status).toBe(401);
    const list = await callJson<TPage<TAdminUser>>(testApp, 'GET', paths.orgUsers, {
      token: admin.token,
      query: { orgId: unit.id, userStatus: '2' },
    });
    expect(list.body.response.data.map((u) => u.userId)).toEqual([person.user.id]);
    await callJson(testApp, 'POST', paths.userStatus, {
      token: admin.token,
      body: { userId: person.user.id, userStatus: '1' },
    });
    const again = await api.login(person.user.account, { password: 'factory123' });
    expect(again.access_token).toBeTruthy();
  });

  it('refuses freezing oneself', async () => {
    const reply = await callJson(testApp, 'POST', paths.userStatus, {
      token: admin.token,
      body: { userId: admin.user.id, userStatus: '2' },
    });
    expect(reply.status).toBe(400);
  });

  it('resets passwords to the default', async () => {
    const person = await makeUser(testApp);
    const reset = await callJson(testApp, 'POST', paths.userResetPassword, {
      token: admin.token,
      body: { userIds: `${person.id}` },
    });
    expect(reset.status).toBe(200);
    expect((await api.login(person.account, { password: DEFAULT_RESET_PASSWORD })).access_token).toBeTruthy();
  });

  it('moves people between units in batch', async () => {
    const from = await makeOrgUnit(testApp);
    const to = await makeOrgUnit(testApp);
    const a = await makeUser(testApp, { orgId: from.id });
    const b = await makeUser(testApp, { orgId: from.id });
    const moved = await callJson(testApp, 'POST', paths.userBatchOrg, {
      token: admin.token,
      body: { userId: `${a.id},${b.id}`, id: to.id },
    });
    expect(moved.status).toBe(200);
    const list = await callJson<TPage<TAdminUser>>(testApp, 'GET', paths.orgUsers, {
      token: admin.token,
      query: { orgId: to.id },
    });
    expect(list.body.response.data.map((u) => u.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it('grants identities that reach the learner side at once', async () => {
    const person = await makeSignedInUser(testApp);
    const before = await api.get<{ isTeacher: boolean; isTutor: boolean }>(authPaths.roleInfo, {
      token: person.token,
    });
    expect(before.body.response.isTeacher).toBe(false);
    const granted = await callJson(testApp, 'POST', paths.userIdentity, {
      token: admin.token,
      body: { userId: person.user.id, isLecturer: true, isTutor: true },
    });
    expect(granted.status).toBe(200);
    const after = await api.get<{ isTeacher: boolean; isTutor: boolean }>(authPaths.roleInfo, {
      token: person.token,
    });
    expect(after.body.response).toMatchObject({ isTeacher: true, isTutor: true });
  });

  it('limits an org admin to their subtree: lists, changes, and creating people elsewhere', async () => {
    const { left, right, leaf } = await makeUnitTree(testApp);
    const sub = await makeSubtreeAdmin(testApp, left.id);
    const inside = await makeUser(testApp, { orgId: leaf.id });
    const outside = await makeUser(testApp, { orgId: right.id });
    const list = await callJson<TPage<TAdminUser>>(testApp, 'GET', paths.orgUsers, {
      token: sub.token,
      query: { pageSize: 100 },
    });
    const ids = list.body.response.data.map((u) => u.userId);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    expect(
      (await callJson(testApp, 'GET', paths.userInfo, { token: sub.token, query: { userId: outside.id } }))
        .status,
    ).toBe(404);
    const freeze = await callJson(testApp, 'POST', paths.userStatus, {
      token: sub.token,
      body: { userId: outside.id, userStatus: '2' },
    });
    expect(freeze.status).toBe(404);
    const move = await callJson(testApp, 'POST', paths.userBatchOrg, {
      token: sub.token,
      body: { userId: inside.id, id: right.id },
    });
    expect(move.status).toBe(404);
    const create = await callJson(testApp, 'POST', paths.userInfo, {
      token: sub.token,
      body: { name: 'x', account: `x${uniqueSuffix()}`, orgId: right.id },
    });
    expect(create.status).toBe(404);
  });

  it('answers another tenant’s person as not found', async () => {
    const tenant = await makeTenant(testApp);
    const foreign = await makeUser(testApp, { tenantId: tenant.id });
    expect(
      (await callJson(testApp, 'GET', paths.userInfo, { token: admin.token, query: { userId: foreign.id } }))
        .status,
    ).toBe(404);
    const reset = await callJson(testApp, 'POST', paths.userResetPassword, {
      token: admin.token,
      body: { userIds: foreign.id },
    });
    expect(reset.status).toBe(404);
  });
});
