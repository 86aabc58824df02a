// The personal centre (issue 18 item 4): my profile, password, study lists, notes and files — always the
// caller's own data; bad input named in the caller's language and changing nothing.
import {
  personalPaths as P,
  type TMyFile,
  type TNoteCourse,
  type TPage,
  type TPersonalInfo,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { FACTORY_PASSWORD, makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeOwnFile, writeNote } from './test-factories.ts';

let testApp: TestApp;
let me: Awaited<ReturnType<typeof makeSignedInUser>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const top = await makeOrgUnit(testApp, { name: 'Head office' });
  const unit = await makeOrgUnit(testApp, { parentId: top.id, name: 'Sales' });
  me = await makeSignedInUser(testApp, { orgId: unit.id });
  other = await makeSignedInUser(testApp);
});
afterAll(() => testApp.close());

const api = () => apiClient(testApp.app);

describe('my profile', () => {
  it('shows my banner with the org line from the top', async () => {
    const reply = await api().get<TPersonalInfo>(P.userInfo, { token: me.token });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      userId: me.user.id,
      name: me.user.name,
      orgName: 'Sales',
      orgLinkName: 'Head office / Sales',
      isTutor: false,
      hasTutor: false,
    });
  });

  it('saves my e-mail, sex and avatar, and nobody else’s', async () => {
    const email = `me${me.user.id}@example.com`;
    const reply = await api().post<TPersonalInfo>(
      P.userInfo,
      { userEmail: email, sex: 1, avatarUrl: '/a.png', userId: other.user.id },
      { token: me.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ userEmail: email, sex: 1, avatarUrl: '/a.png' });
    const theirs = await api().get<TPersonalInfo>(P.userInfo, { token: other.token });
    expect(theirs.body.response.userEmail).not.toBe(email);
  });

  it('refuses an e-mail another account uses, and a bad one, naming the field', async () => {
    const email = `taken${other.user.id}@example.com`;
    await api().post(P.userInfo, { userEmail: email }, { token: other.token });
    const taken = await api().post(P.userInfo, { userEmail: email }, { token: me.token, lang: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.resMsg).toMatch(/already uses/);
    const bad = await api().post(
      P.userInfo,
      { userEmail: 'not-an-email', sex: 7 },
      { token: me.token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('userEmail');
    const after = await api().get<TPersonalInfo>(P.userInfo, { token: me.token });
    expect(after.body.response.sex).toBe(1);
  });

  it('changes my password only with the old one', async () => {
    const wrong = await api().post(
      P.password,
      { oldPassword: 'nope12345', newPassword: 'abc12345' },
      { token: me.token },
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const right = await api().post(
      P.password,
      { oldPassword: FACTORY_PASSWORD, newPassword: 'newpass123' },
      { token: me.token },
    );
    expect(right.status).toBe(200);
    const back = await api().post(
      P.password,
      { oldPassword: 'newpass123', newPassword: FACTORY_PASSWORD },
      { token: me.token },
    );
    expect(back.status).toBe(200);
  });
});

describe('my lists', () => {
  it('lists the courses I noted, with my note count only', async () => {
    const writer = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp, { name: 'Noted course' });
    await writeNote(testApp, writer.user, course, 'one');
    await writeNote(testApp, writer.user, course, 'two');
    await writeNote(testApp, other.user, course, 'theirs');
    const mine = await api().get<TPage<TNoteCourse>>(P.noteCourses, { token: writer.token });
    expect(mine.body.response.data).toEqual([
      expect.objectContaining({ courseId: course.id, courseName: 'Noted course', noteNum: 2 }),
    ]);
    const fresh = await makeSignedInUser(testApp);
    const none = await api().get<TPage<TNoteCourse>>(P.noteCourses, { token: fresh.token });
    expect(none.body.response).toMatchObject({ data: [], totalNum: 0 });
  });

  it('lists the files I uploaded, not anyone else’s', async () => {
    const owner = await makeSignedInUser(testApp);
    const file = await makeOwnFile(testApp, owner.user, 'plan.pdf');
    await makeOwnFile(testApp, other.user, 'secret.pdf');
    const reply = await api().get<TPage<TMyFile>>(P.fileList, { token: owner.token });
    expect(reply.body.response.data.map((row) => row.id)).toEqual([file.id]);
    expect(reply.body.response.data[0]).toMatchObject({ fileName: 'plan.pdf', fileSize: 1024 });
  });

  it('answers my course and exam lists as pages', async () => {
    for (const path of [P.courseList, P.examList]) {
      const reply = await api().get<TPage<unknown>>(path, {
        token: me.token,
        query: { pageNo: 1, pageSize: 10 },
      });
      expect(reply.status, path).toBe(200);
      expect(reply.body.response).toMatchObject({ data: expect.any(Array), totalNum: expect.any(Number) });
    }
    const bad = await api().get(P.courseList, { token: me.token, query: { pageSize: 'x' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('pageSize');
  });

  it('refuses every call without a token', async () => {
    for (const path of [P.userInfo, P.noteCourses, P.fileList, P.courseList, P.examList])
      expect((await api().get(path)).status, path).toBe(401);
  });
});
