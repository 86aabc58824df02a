// My Task study lists through the real app: what a learner sees in list 1 and list 2, the badge count,
// removing (refusing assigned courses) and adding, and tenant isolation.
import type { TCourseCard, TCoursePageReply } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { courseIdOf, signIn } from '../course/test-support.ts';

const CATALOG = '/api/manage/v1/study/myCourseCatalog';
const ELECTIVES = '/api/manage/v1/study/myElectiveCourse';
const REMOVE = '/api/blade-margin/v1/myTask/remove';
const ADD = '/api/blade-margin/v1/myTask/add';

describe('My Task study lists', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    learner = await signIn(testApp, 'learner');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function myCourses(query: Record<string, string | number> = {}) {
    const reply = await api.get<TCoursePageReply>(CATALOG, {
      token: learner,
      query: { courseType: 2, studyType: 0, ...query },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  }

  it('lists assigned courses (isRemove 0, through user, org chain and position) and self-added ones (isRemove 1)', async () => {
    const page = await myCourses({ pageSize: 100 });
    const byName = new Map(page.data.map((card) => [card.name, card]));
    for (const name of [
      '高效沟通与协作',
      '新员工职业素养必修',
      'Node.js 服务端开发',
      'TypeScript 类型体操入门',
    ])
      expect(byName.get(name)?.isRemove).toBe(0);
    for (const name of ['时间管理：从忙碌到高效', '数据分析思维']) expect(byName.get(name)?.isRemove).toBe(1);
    // Electives live in list 2; a course assigned to another department is not mine.
    expect(byName.has('商务写作与邮件礼仪')).toBe(false);
    expect(byName.has('增长黑客实战')).toBe(false);
    expect(page.totalNum).toBe(page.data.length);
    expect(page.totalPage).toBe(1);
    const card = byName.get('高效沟通与协作') as TCourseCard;
    expect(card).toMatchObject({ totalPrecent: 100, teacherName: '王讲师', status: 2 });
    expect(card.studyNum).toBeGreaterThan(0);
    expect(byName.get('React 18 组件设计实战')?.totalPrecent).toBe(45);
    // todoNum counts unfinished courses that are still open (the ended and completed ones do not count).
    const open = page.data.filter((c) => c.totalPrecent < 100 && c.status !== 3);
    expect(page.todoNum).toBe(open.length);
  });

  it('pages with totals right on every page, even past the end', async () => {
    const all = await myCourses({ pageSize: 100 });
    const second = await myCourses({ pageNo: 2, pageSize: 3 });
    expect(second.data.map((c) => c.id)).toEqual(all.data.slice(3, 6).map((c) => c.id));
    expect(second.totalPage).toBe(Math.ceil(all.totalNum / 3));
    const beyond = await myCourses({ pageNo: 99, pageSize: 10 });
    expect(beyond.data).toEqual([]);
    expect(beyond.totalNum).toBe(all.totalNum);
    expect(beyond.todoNum).toBe(all.todoNum);
  });

  it('lists electives in list 2 with page size 20 by default', async () => {
    const reply = await api.post<TCoursePageReply>(
      ELECTIVES,
      { courseType: 0, pageNo: 1 },
      { token: learner },
    );
    expect(reply.status).toBe(200);
    const names = reply.body.response.data.map((c) => c.name);
    expect(names).toContain('商务写作与邮件礼仪');
    expect(names).not.toContain('高效沟通与协作');
    expect(reply.body.response.data.every((c) => c.isRemove === 1 && c.menuName === c.name)).toBe(true);
  });

  it('refuses to remove an assigned course and removes nothing of the request', async () => {
    const assigned = await courseIdOf(testApp, '高效沟通与协作');
    const added = await courseIdOf(testApp, '数据分析思维');
    const reply = await api.get(REMOVE, {
      token: learner,
      query: { ids: `${added},${assigned}`, type: 'course' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.response).toEqual({ assignedIds: [assigned] });
    const names = (await myCourses({ pageSize: 100 })).data.map((c) => c.name);
    expect(names).toContain('数据分析思维');
  });

  it('removes two electives, reports how many, and a repeat removes none', async () => {
    const ids = [
      await courseIdOf(testApp, '商务写作与邮件礼仪'),
      await courseIdOf(testApp, '前端工程化与构建优化'),
    ];
    const reply = await api.get(REMOVE, { token: learner, query: { ids: ids.join(','), type: 'course' } });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ removedNum: 2 });
    expect(reply.body.resMsg).toBe('已成功将2个课程移出我的学习');
    const english = await api.get(REMOVE, { token: learner, lang: 'en', query: { ids: ids.join(',') } });
    expect(english.body).toMatchObject({
      response: { removedNum: 0 },
      resMsg: 'Removed 0 courses from my study',
    });
    const electives = await api.post<TCoursePageReply>(ELECTIVES, {}, { token: learner });
    expect(electives.body.response.data.map((c) => c.id)).not.toContain(ids[0]);
  });

  it('needs at least one id', async () => {
    const reply = await api.get(REMOVE, { token: learner, query: { ids: '', type: 'course' } });
    expect(reply.status).toBe(400);
  });

  it('adds a visible course to list 1 and refuses one the learner cannot see', async () => {
    const id = await courseIdOf(testApp, '演讲与公众表达');
    const reply = await api.post(ADD, { ids: String(id), type: 'course' }, { token: learner });
    expect(reply.body).toMatchObject({ resCode: 200, response: { addedNum: 1 } });
    const card = (await myCourses({ pageSize: 100 })).data.find((c) => c.id === id);
    expect(card?.isRemove).toBe(1);
    const hidden = await courseIdOf(testApp, '增长黑客实战');
    expect((await api.post(ADD, { ids: hidden }, { token: learner })).status).toBe(404);
  });

  it('counts unfinished study for the badge; coursework has none yet', async () => {
    const page = await myCourses({ pageSize: 100 });
    const electives = await api.post<TCoursePageReply>(ELECTIVES, { pageSize: 100 }, { token: learner });
    const open = (list: TCourseCard[]) => list.filter((c) => c.totalPrecent < 100 && c.status !== 3).length;
    const todo = await api.get<number>('/api/manage/v1/study/studyTodoNum', { token: learner });
    expect(todo.body.response).toBe(open(page.data) + open(electives.body.response.data));
    const work = await api.get('/api/manage/v1/study/courseworkTodoNum', { token: learner });
    expect(work.body.response).toBe(0);
  });

  it('keeps tenants apart: acme learner sees only acme courses and cannot remove learn courses', async () => {
    const acme = await signIn(testApp, 'learner', 'acme');
    const reply = await api.get<TCoursePageReply>(CATALOG, { token: acme, tenant: 'acme' });
    expect(reply.body.response.data.map((c) => c.name)).toEqual(['Consultative Selling']);
    const learnCourse = await courseIdOf(testApp, '时间管理：从忙碌到高效');
    const removed = await api.get(REMOVE, { token: acme, tenant: 'acme', query: { ids: learnCourse } });
    expect(removed.body.response).toEqual({ removedNum: 0 });
    expect((await myCourses({ pageSize: 100 })).data.map((c) => c.id)).toContain(learnCourse);
  });

  it('asks for a signed-in user', async () => {
    expect((await api.get(CATALOG)).status).toBe(401);
  });
});
