// My Task's study lists through the real app, on data the test builds itself: list 1 (assigned through the
// user, an org unit up the chain or the position, then self-added), myRequireCourse, list 2 at both of its
// paths, the unfinished-only filter, paging with right totals, the badge counts, and tenant isolation.
import { homeworkPaths, myTaskPaths, type TCourseCard, type TCoursePageReply } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser } from '../../test/factories.ts';
import {
  assignCourse,
  enrolCourse,
  makeCourse,
  makeLearnerInOrgChain,
  recordStudy,
} from './test-factories.ts';

type Course = Awaited<ReturnType<typeof makeCourse>>;

describe('My Task study lists', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let lecturerName: string;
  const c: Record<string, Course> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const learner = await makeLearnerInOrgChain(testApp);
    const { user: me, parentUnit: parent, unit, position } = learner;
    token = learner.token;
    const elsewhere = await makeOrgUnit(testApp);
    const lecturer = await makeUser(testApp, { isLecturer: true });
    lecturerName = lecturer.name;
    // Made oldest first: list 1 shows the newest of each group first.
    for (const name of ['byUser', 'byParentOrg', 'byPosition', 'done', 'ended', 'offShelf', 'elsewhere'])
      c[name] = await makeCourse(testApp, {
        lecturerId: lecturer.id,
        endInDays: name === 'ended' ? -1 : 30,
        onShelf: name !== 'offShelf',
      });
    for (const name of ['added', 'elective', 'electiveDone']) c[name] = await makeCourse(testApp);
    await assignCourse(testApp, c.byUser as Course, { type: 'user', id: me.id });
    await assignCourse(testApp, c.byParentOrg as Course, { type: 'org', id: parent.id });
    await assignCourse(testApp, c.byPosition as Course, { type: 'position', id: position.id });
    await assignCourse(testApp, c.done as Course, { type: 'user', id: me.id });
    await assignCourse(testApp, c.ended as Course, { type: 'org', id: unit.id });
    await assignCourse(testApp, c.offShelf as Course, { type: 'user', id: me.id });
    await assignCourse(testApp, c.elsewhere as Course, { type: 'org', id: elsewhere.id });
    await enrolCourse(testApp, me, c.added as Course, 'added');
    await enrolCourse(testApp, me, c.elective as Course, 'elective');
    await enrolCourse(testApp, me, c.electiveDone as Course, 'elective');
    await recordStudy(testApp, me, c.byUser as Course, 45);
    await recordStudy(testApp, me, c.done as Course, 100);
    await recordStudy(testApp, me, c.electiveDone as Course, 100);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const id = (name: string) => (c[name] as Course).id;
  const ids = (page: TCoursePageReply) => page.data.map((card) => card.id);

  async function catalog(query: Record<string, string | number> = {}) {
    const reply = await api.get<TCoursePageReply>(myTaskPaths.myCourseCatalog, {
      token,
      query: { courseType: 2, studyType: 0, ...query },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  }

  it('lists assigned courses (isRemove 0; user, org chain, position) then self-added ones (isRemove 1)', async () => {
    const page = await catalog({ pageSize: 100 });
    const assigned = ['ended', 'done', 'byPosition', 'byParentOrg', 'byUser'].map(id);
    expect(ids(page)).toEqual([...assigned, id('added')]);
    expect(page.data.map((card) => card.isRemove)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(page).toMatchObject({ totalNum: 6, totalPage: 1 });
    const card = page.data.find((row) => row.id === id('byUser')) as TCourseCard;
    expect(card).toMatchObject({ totalPrecent: 45, teacherName: lecturerName, status: 2 });
    expect(page.data.find((row) => row.id === id('ended'))?.status).toBe(3);
    // Unfinished and still open: not the finished one, not the ended one.
    expect(page.todoNum).toBe(4);
  });

  it('pages with totals right on every page, even past the end', async () => {
    const all = await catalog({ pageSize: 100 });
    const second = await catalog({ pageNo: 2, pageSize: 4 });
    expect(ids(second)).toEqual(ids(all).slice(4, 8));
    expect(second).toMatchObject({ totalNum: 6, totalPage: 2, todoNum: 4 });
    const beyond = await catalog({ pageNo: 99, pageSize: 10 });
    expect(beyond).toMatchObject({ data: [], totalNum: 6, todoNum: 4 });
  });

  it('keeps only unfinished open courses with todo=1 (the home page box)', async () => {
    const page = await catalog({ todo: 1, pageSize: 3 });
    expect(ids(page)).toEqual(['byPosition', 'byParentOrg', 'byUser'].map(id));
    expect(page).toMatchObject({ totalNum: 4, totalPage: 2, todoNum: 4 });
    const required = await api.post<TCoursePageReply>(
      myTaskPaths.myRequireCourse,
      { todo: 1, pageSize: 10 },
      { token },
    );
    expect(ids(required.body.response)).toEqual(['byPosition', 'byParentOrg', 'byUser'].map(id));
    expect(required.body.response.totalNum).toBe(3);
  });

  it('answers myRequireCourse with the assigned courses only', async () => {
    const reply = await api.post<TCoursePageReply>(myTaskPaths.myRequireCourse, { pageSize: 100 }, { token });
    expect(reply.status).toBe(200);
    expect(ids(reply.body.response)).toEqual(
      ['ended', 'done', 'byPosition', 'byParentOrg', 'byUser'].map(id),
    );
    expect(reply.body.response.todoNum).toBe(3);
  });

  it('lists electives (list 2) at POST myElectiveCourse, GET getMyElectiveCourseList and studyType 1', async () => {
    const post = await api.post<TCoursePageReply>(myTaskPaths.myElectiveCourse, { courseType: 0 }, { token });
    expect(post.status).toBe(200);
    expect(ids(post.body.response)).toEqual(['electiveDone', 'elective'].map(id));
    expect(post.body.response).toMatchObject({ totalNum: 2, todoNum: 1 });
    expect(post.body.response.data.every((card) => card.isRemove === 1 && card.menuName === card.name)).toBe(
      true,
    );
    const get = await api.get<TCoursePageReply>(myTaskPaths.getMyElectiveCourseList, {
      token,
      query: { pageNo: 1, pageSize: 20 },
    });
    expect(get.body.response).toEqual(post.body.response);
    expect(await catalog({ studyType: 1, pageSize: 20 })).toEqual(post.body.response);
  });

  it('counts unfinished study for the badge; no homework assigned; trainings list empty', async () => {
    const todo = await api.get<number>(myTaskPaths.studyTodoNum, { token });
    expect(todo.body.response).toBe(4 + 1);
    const work = await api.get<number>(homeworkPaths.todoNum, { token });
    expect(work.body.response).toBe(0);
    expect(await catalog({ courseType: 1 })).toEqual({ data: [], totalNum: 0, totalPage: 0, todoNum: 0 });
  });

  it('keeps tenants apart: a learner of acme sees only acme courses', async () => {
    const acme = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const own = await makeCourse(testApp, { tenantId: 'acme' });
    await assignCourse(testApp, own, { type: 'user', id: acme.user.id });
    const reply = await api.get<TCoursePageReply>(myTaskPaths.myCourseCatalog, {
      token: acme.token,
      tenant: 'acme',
      query: { pageSize: 100 },
    });
    expect(ids(reply.body.response)).toEqual([own.id]);
  });

  it('asks for a signed-in user', async () => {
    expect((await api.get(myTaskPaths.myCourseCatalog)).status).toBe(401);
    expect((await api.get(myTaskPaths.studyTodoNum)).status).toBe(401);
  });
});
