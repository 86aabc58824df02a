// The lecturer's course tab through the real app: lecturer identity only, own courses only, study lists
// that expand org assignments, a valid .xlsx export, shelf on/off and deletion refused while enrolled.
import type { TCourseCard, TCourseStudyRow, TPage } from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { courseIdOf, rawRequest, signIn } from './test-support.ts';

const BASE = '/api/manage/v1/course';
const MY_COURSES = '/api/manage/v1/web/teacher/getLearningCourseList';

describe('lecturer course tab', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let lecturer: string;
  let learner: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    lecturer = await signIn(testApp, 'lecturer');
    learner = await signIn(testApp, 'learner');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 403 to a learner on every lecturer endpoint', async () => {
    const courseId = await courseIdOf(testApp, '高效沟通与协作');
    const calls = [
      rawRequest(testApp, 'GET', MY_COURSES, { token: learner }),
      rawRequest(testApp, 'GET', `${BASE}/getStudyList`, { token: learner, query: { courseId } }),
      rawRequest(testApp, 'GET', `${BASE}/exportStudyList`, { token: learner, query: { courseId } }),
      rawRequest(testApp, 'GET', `${BASE}/courseFeelListByUserId`, {
        token: learner,
        query: { courseId, userId: 1 },
      }),
      rawRequest(testApp, 'PUT', `${BASE}/putawayOperate`, {
        token: learner,
        body: { id: courseId, status: 0 },
      }),
      rawRequest(testApp, 'POST', `${BASE}/verifyCourseCanDelete`, {
        token: learner,
        body: { id: courseId },
      }),
      rawRequest(testApp, 'POST', `${BASE}/delCourseInfo`, { token: learner, body: { id: courseId } }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(403);
  });

  it('lists only the lecturer’s own courses, off-shelf ones included', async () => {
    const reply = await api.get<TPage<TCourseCard & { isPutaway: number }>>(MY_COURSES, {
      token: lecturer,
      query: { pageSize: 100 },
    });
    const names = reply.body.response.data.map((c) => c.name);
    expect(names).toContain('高效沟通与协作');
    expect(names).not.toContain('微服务架构设计');
    expect(reply.body.response.data.find((c) => c.name.includes('未上架'))?.isPutaway).toBe(0);
    expect(reply.body.response.data.every((c) => c.teacherName === '王讲师')).toBe(true);
    const paged = await api.get<TPage<TCourseCard>>(MY_COURSES, { token: lecturer, query: { pageSize: 10 } });
    expect(paged.body.response).toMatchObject({
      totalNum: names.length,
      totalPage: Math.ceil(names.length / 10),
    });
  });

  it('lists a course’s learners, everyone of an assigned org unit included, and refuses others’ courses', async () => {
    const courseId = await courseIdOf(testApp, 'Node.js 服务端开发');
    const reply = await api.get<TPage<TCourseStudyRow>>(`${BASE}/getStudyList`, {
      token: lecturer,
      query: { courseId, pageSize: 100 },
    });
    const rows = reply.body.response.data;
    const learnerRow = rows.find((r) => r.account === 'learner')!;
    expect(learnerRow).toMatchObject({
      isRequired: 1,
      totalPrecent: 100,
      studyState: 2,
      orgName: '研发中心',
    });
    // Assigned to 研发中心: the back-end team's tutor is covered though never started.
    expect(rows.find((r) => r.account === 'tutor')).toMatchObject({
      isRequired: 1,
      studyState: 0,
      totalPrecent: 0,
    });
    expect(rows.find((r) => r.account === 'vip')?.isRequired).toBe(1);
    const filtered = await api.get<TPage<TCourseStudyRow>>(`${BASE}/getStudyList`, {
      token: lecturer,
      query: { courseId, name: '李学员' },
    });
    expect(filtered.body.response.data.map((r) => r.account)).toEqual(['learner']);
    const tutorCourse = await courseIdOf(testApp, '微服务架构设计');
    const other = await api.get(`${BASE}/getStudyList`, {
      token: lecturer,
      query: { courseId: tutorCourse },
    });
    expect(other.status).toBe(403);
  });

  it('exports the study list as a valid .xlsx with a row per learner', async () => {
    const courseId = await courseIdOf(testApp, 'Node.js 服务端开发');
    const list = await api.get<TPage<TCourseStudyRow>>(`${BASE}/getStudyList`, {
      token: lecturer,
      query: { courseId },
    });
    const reply = await rawRequest(testApp, 'GET', `${BASE}/exportStudyList`, {
      token: lecturer,
      query: { courseId },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(String(reply.headers['content-disposition'])).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
    expect(sheet.rowCount).toBe(list.body.response.totalNum + 1);
    const cells: string[] = [];
    sheet.eachRow((row) => cells.push(String(row.getCell(2).value)));
    expect(cells).toContain('learner');
  });

  it('shows a learner’s study detail and experiences to the course’s lecturer', async () => {
    const courseId = await courseIdOf(testApp, '高效沟通与协作');
    const apprentice = (await api.login('apprentice')).user_id;
    const detail = await api.get<{ userName: string; chapters: unknown[] }>(`${BASE}/getCourseStudyDetail`, {
      token: lecturer,
      query: { courseId, userId: apprentice },
    });
    expect(detail.body.response).toMatchObject({ userName: '赵学徒' });
    expect(detail.body.response.chapters).toHaveLength(7);
    const feel = await api.get<TPage<{ content: string }>>(`${BASE}/courseFeelListByUserId`, {
      token: lecturer,
      query: { courseId, userId: apprentice },
    });
    expect(feel.body.response.totalNum).toBe(1);
  });

  it('takes a course off the shelf (learners lose it) and puts it back', async () => {
    const courseId = await courseIdOf(testApp, '演讲与公众表达');
    const off = await rawRequest(testApp, 'PUT', `${BASE}/putawayOperate`, {
      token: lecturer,
      body: { id: courseId, status: 0 },
    });
    expect(off.status).toBe(200);
    expect((await api.get(`${BASE}/getCourse`, { token: learner, query: { id: courseId } })).status).toBe(
      404,
    );
    await rawRequest(testApp, 'PUT', `${BASE}/putawayOperate`, {
      token: lecturer,
      body: { id: courseId, status: 1 },
    });
    expect((await api.get(`${BASE}/getCourse`, { token: learner, query: { id: courseId } })).status).toBe(
      200,
    );
  });

  it('refuses to delete a course with learners and deletes one without', async () => {
    const busy = await courseIdOf(testApp, '高效沟通与协作');
    const check = await api.post(`${BASE}/verifyCourseCanDelete`, { id: busy }, { token: lecturer });
    expect(check.body.response).toMatchObject({ canDelete: false });
    const refused = await api.post(`${BASE}/delCourseInfo`, { id: busy }, { token: lecturer });
    expect(refused.status).toBe(409);
    expect(refused.body.resMsg).toBe('该课程已有学员学习，不能删除');

    const idle = await courseIdOf(testApp, '讲师内部试讲：课程设计方法（未上架）');
    expect(
      (await api.post(`${BASE}/verifyCourseCanDelete`, { id: idle }, { token: lecturer })).body.response,
    ).toEqual({
      canDelete: true,
      learnerNum: 0,
    });
    expect((await api.post(`${BASE}/delCourseInfo`, { id: idle }, { token: lecturer })).status).toBe(200);
    expect((await api.get(`${BASE}/getCourse`, { token: lecturer, query: { id: idle } })).status).toBe(404);
  });

  it('keeps tenants apart: a lecturer cannot reach another tenant’s course', async () => {
    const acmeCourse = await courseIdOf(testApp, 'Consultative Selling', 'acme');
    const reply = await api.get(`${BASE}/getStudyList`, { token: lecturer, query: { courseId: acmeCourse } });
    expect(reply.status).toBe(404);
  });
});
