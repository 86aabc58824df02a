// Adding to and removing from my study through the real app, on data the test builds itself: assigned
// courses refuse the whole removal, electives and added courses leave with a counted message in the
// caller's language, adding needs a course the learner can see, and another tenant's courses are untouched.
import { myTaskPaths, type TCoursePageReply } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { assignCourse, enrolCourse, makeCourse } from './test-factories.ts';

describe('My Task: adding to and removing from my study', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let me: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    me = await makeSignedInUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function listOne() {
    const reply = await api.get<TCoursePageReply>(myTaskPaths.myCourseCatalog, {
      token: me.token,
      query: { pageSize: 100 },
    });
    return reply.body.response.data.map((card) => card.id);
  }

  async function listTwo() {
    const reply = await api.post<TCoursePageReply>(myTaskPaths.myElectiveCourse, {}, { token: me.token });
    return reply.body.response.data.map((card) => card.id);
  }

  it('refuses to remove an assigned course and removes nothing of the request', async () => {
    const assigned = await makeCourse(testApp);
    const added = await makeCourse(testApp);
    await assignCourse(testApp, assigned, { type: 'user', id: me.user.id });
    await enrolCourse(testApp, me.user, added, 'added');
    const reply = await api.get(myTaskPaths.remove, {
      token: me.token,
      query: { ids: `${added.id},${assigned.id}`, type: 'course' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.response).toEqual({ assignedIds: [assigned.id] });
    expect(await listOne()).toEqual(expect.arrayContaining([assigned.id, added.id]));
  });

  it('removes two electives, reports how many in either language, and a repeat removes none', async () => {
    const first = await makeCourse(testApp);
    const second = await makeCourse(testApp);
    await enrolCourse(testApp, me.user, first, 'elective');
    await enrolCourse(testApp, me.user, second, 'elective');
    const ids = `${first.id},${second.id}`;
    const reply = await api.get(myTaskPaths.remove, { token: me.token, query: { ids, type: 'course' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ response: { removedNum: 2 }, resMsg: '已成功将2个课程移出我的学习' });
    const english = await api.get(myTaskPaths.remove, { token: me.token, lang: 'en', query: { ids } });
    expect(english.body).toMatchObject({
      response: { removedNum: 0 },
      resMsg: 'Removed 0 courses from my study',
    });
    expect(await listTwo()).not.toContain(first.id);
  });

  it('removes by POST as well', async () => {
    const posted = await makeCourse(testApp);
    await enrolCourse(testApp, me.user, posted, 'added');
    const post = await api.post(myTaskPaths.remove, { ids: String(posted.id) }, { token: me.token });
    expect(post.body).toMatchObject({ resCode: 200, response: { removedNum: 1 } });
    expect(await listOne()).not.toContain(posted.id);
  });

  it('needs at least one id and a built item type', async () => {
    const empty = await api.get(myTaskPaths.remove, { token: me.token, query: { ids: '', type: 'course' } });
    expect(empty.status).toBe(400);
    const unknown = await api.get(myTaskPaths.remove, {
      token: me.token,
      query: { ids: '1', type: 'podcast' },
    });
    expect(unknown.status).toBe(400);
  });

  it('adds a visible course to list 1 (isRemove 1), moving an elective there', async () => {
    const open = await makeCourse(testApp);
    const elective = await makeCourse(testApp);
    await enrolCourse(testApp, me.user, elective, 'elective');
    const reply = await api.post(
      myTaskPaths.add,
      { ids: `${open.id},${elective.id}`, type: 'course' },
      { token: me.token },
    );
    expect(reply.body).toMatchObject({ resCode: 200, resMsg: '已加入我的学习', response: { addedNum: 2 } });
    expect(await listOne()).toEqual(expect.arrayContaining([open.id, elective.id]));
    expect(await listTwo()).not.toContain(elective.id);
  });

  it('adds nothing for an assigned course, and refuses a course the learner cannot see', async () => {
    const assigned = await makeCourse(testApp);
    await assignCourse(testApp, assigned, { type: 'user', id: me.user.id });
    const again = await api.get(myTaskPaths.add, { token: me.token, query: { ids: assigned.id } });
    expect(again.body.response).toEqual({ addedNum: 0 });
    const hidden = await makeCourse(testApp, { audience: 'limited' });
    const offShelf = await makeCourse(testApp, { onShelf: false });
    for (const course of [hidden, offShelf]) {
      const reply = await api.post(myTaskPaths.add, { ids: course.id }, { token: me.token });
      expect(reply.status).toBe(404);
    }
    expect(await listOne()).not.toContain(hidden.id);
  });

  it("keeps tenants apart: acme's learner can neither add nor remove learn's courses", async () => {
    const mine = await makeCourse(testApp);
    await enrolCourse(testApp, me.user, mine, 'added');
    const acme = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const options = { token: acme.token, tenant: 'acme', query: { ids: mine.id } };
    expect((await api.get(myTaskPaths.remove, options)).body.response).toEqual({ removedNum: 0 });
    expect((await api.get(myTaskPaths.add, options)).status).toBe(404);
    expect(await listOne()).toContain(mine.id);
  });
});
