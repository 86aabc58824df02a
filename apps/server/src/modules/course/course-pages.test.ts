// Course centre and course pages through the real app: who sees which course (audiences, shelf, tenant),
// the catalogue's filters and sorting, the detail and catalogue replies, related courses and the QR code.
import type { TCourseCard, TCourseChapter, TCourseDetail, TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { courseIdOf, rawRequest, signIn } from './test-support.ts';

const OPENING_LIST = '/api/manage/external/opening/v1/web/course/getForegroundCourseList';
const LIST = '/api/manage/v1/web/course/getForegroundCourseList';
const BASE = '/api/manage/v1/course';

describe('course centre and course pages', () => {
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

  async function names(url: string, query: Record<string, string | number>, token?: string, tenant?: string) {
    const reply = await api.get<TPage<TCourseCard>>(url, {
      query: { pageSize: 100, ...query },
      ...(token ? { token } : {}),
      ...(tenant ? { tenant } : {}),
    });
    expect(reply.status).toBe(200);
    return reply.body.response.data.map((card) => card.name);
  }

  it('shows anonymous visitors only courses open to everyone, on the shelf', async () => {
    const list = await names(OPENING_LIST, {});
    expect(list).toContain('高效沟通与协作');
    expect(list).not.toContain('增长黑客实战');
    expect(list).not.toContain('讲师内部试讲：课程设计方法（未上架）');
  });

  it('shows a learner only the courses visible to them; limited ones only to their audience', async () => {
    const mine = await names(LIST, {}, learner);
    expect(mine).not.toContain('增长黑客实战');
    expect(mine).not.toContain('招聘面试官认证');
    const marketing = await names(LIST, {}, await signIn(testApp, 'apprentice'));
    expect(marketing).toContain('增长黑客实战');
    expect(marketing).not.toContain('招聘面试官认证');
    const hidden = await courseIdOf(testApp, '增长黑客实战');
    expect((await api.get(`${BASE}/getCourse`, { token: learner, query: { id: hidden } })).status).toBe(404);
  });

  it('filters by knowledge system (with its sub-systems), lecturer and keyword, and sorts', async () => {
    const tree = await api.get<{ id: number; name: string; children: { id: number; name: string }[] }[]>(
      '/api/manage/external/opening/v1/web/course/listKnowledgeSystem',
    );
    const skills = tree.body.response.find((node) => node.name === '专业技能')!;
    const frontEnd = skills.children.find((node) => node.name === '前端开发')!;
    const inSkills = await names(LIST, { knowledgeSystemId: skills.id }, learner);
    expect(inSkills).toEqual(expect.arrayContaining(['React 18 组件设计实战', 'PostgreSQL 查询优化']));
    expect(inSkills).not.toContain('高效沟通与协作');
    expect(await names(LIST, { knowledgeSystemId: frontEnd.id }, learner)).toHaveLength(3);

    const lecturers = await api.get<{ id: number; name: string }[]>(`${BASE}/listForegroundTeacherComboBox`, {
      token: learner,
    });
    const tutor = lecturers.body.response.find((l) => l.name === '张导师')!;
    const byTutor = await names(LIST, { teacherId: tutor.id }, learner);
    expect(byTutor).toContain('微服务架构设计');
    expect(byTutor).not.toContain('React 18 组件设计实战');

    expect(await names(LIST, { keyword: 'sql' }, learner)).toEqual([
      'SQL 数据分析进阶',
      'PostgreSQL 查询优化',
    ]);
    expect(await names(LIST, { keyword: '100%' }, learner)).toEqual([]);

    const hot = await api.get<TPage<TCourseCard>>(LIST, {
      token: learner,
      query: { sort: 'hot', pageSize: 5 },
    });
    const counts = hot.body.response.data.map((c) => c.studyNum);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const newest = await names(LIST, { sort: 'new', pageSize: 1 }, learner);
    expect(newest).toEqual(['办公软件效率技巧']);
    expect((await api.get(LIST, { token: learner, query: { sort: 'bogus' } })).status).toBe(400);
  });

  it('answers a course detail with the card fields, the learner state and the lecturer', async () => {
    const id = await courseIdOf(testApp, '高效沟通与协作');
    const reply = await api.get<TCourseDetail>(`${BASE}/getCourse`, { token: learner, query: { id } });
    expect(reply.body.response).toMatchObject({
      id,
      name: '高效沟通与协作',
      teacherName: '王讲师',
      creditHours: 2,
      points: 10,
      totalPrecent: 100,
      isFinish: 1,
      isInMyStudy: 1,
      isRemove: 0,
      chapterNum: 7,
      isLecturer: false,
    });
    expect(reply.body.response.scoreAvg).toBeGreaterThan(4);
    expect(reply.body.response.introduction).toContain('<p>');
  });

  it('answers the catalogue in order with each chapter type and the learner state', async () => {
    const id = await courseIdOf(testApp, 'React 18 组件设计实战');
    const reply = await api.get<TCourseChapter[]>(`${BASE}/getCatalog`, {
      token: learner,
      query: { courseId: id },
    });
    const chapters = reply.body.response;
    expect(chapters.map((c) => c.type)).toEqual([5, 6, 2, 1, 6, 3, 4]);
    expect(chapters.map((c) => c.studyState)).toEqual([2, 2, 2, 1, 0, 0, 0]);
    expect(chapters[1]!.duration).toBeGreaterThan(0);
    expect(chapters[6]!.linkUrl).toMatch(/^https:/);
  });

  it('hides an off-shelf course from learners but not from its lecturer', async () => {
    const id = await courseIdOf(testApp, '讲师内部试讲：课程设计方法（未上架）');
    expect((await api.get(`${BASE}/getCourse`, { token: learner, query: { id } })).status).toBe(404);
    const lecturer = await signIn(testApp, 'lecturer');
    const own = await api.get<TCourseDetail>(`${BASE}/getCourse`, { token: lecturer, query: { id } });
    expect(own.body.response.isLecturer).toBe(true);
  });

  it('recommends related courses, never the course itself', async () => {
    const id = await courseIdOf(testApp, 'React 18 组件设计实战');
    const reply = await api.post<TCourseCard[]>(
      `${BASE}/getRelatedRecommendCourseList`,
      { courseId: id },
      { token: learner },
    );
    const related = reply.body.response;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((c) => c.id)).not.toContain(id);
    expect(related[0]!.knowledgeSystemName).toBe('前端开发');
  });

  it('answers the QR code of a course as a PNG', async () => {
    const id = await courseIdOf(testApp, '高效沟通与协作');
    const reply = await rawRequest(testApp, 'GET', `${BASE}/createWxaCodeUnlimitBytes`, {
      token: learner,
      query: { courseId: id },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('tells whether the prerequisite is finished (none set: finished)', async () => {
    const id = await courseIdOf(testApp, '高效沟通与协作');
    const reply = await api.get('/api/manage/v1/study/isFinishPreCourse', {
      token: learner,
      query: { courseId: id },
    });
    expect(reply.body.response).toEqual({ isFinish: true, preCourseId: null, preCourseName: '' });
  });

  it('keeps tenants apart: acme sees only its own catalogue and none of learn’s courses', async () => {
    const acme = await signIn(testApp, 'learner', 'acme');
    const list = await names(LIST, {}, acme, 'acme');
    expect(list.sort()).toEqual(['CRM Hygiene', 'Consultative Selling', 'Negotiation Basics']);
    const learnCourse = await courseIdOf(testApp, '高效沟通与协作');
    const reply = await api.get(`${BASE}/getCourse`, {
      token: acme,
      tenant: 'acme',
      query: { id: learnCourse },
    });
    expect(reply.status).toBe(404);
    expect(await names(OPENING_LIST, {}, undefined, 'acme')).toHaveLength(3);
  });
});
