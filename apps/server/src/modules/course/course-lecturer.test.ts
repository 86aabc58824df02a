// The lecturer's course tab through the real app, on courses the tests make: lecturer identity only, own
// courses only, study lists that expand org and position assignments, a valid .xlsx export, shelf on/off
// and deletion refused while anyone is enrolled.
import { coursePaths, type TCourseCard, type TCourseStudyRow, type TPage } from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeUser } from '../../test/factories.ts';
import {
  ALL_CHAPTER_TYPES,
  assignCourse,
  enrolCourse,
  makeCourse,
  makeExperience,
  recordStudy,
} from './test-factories.ts';
import { rawRequest } from './test-helpers.ts';

describe('lecturer course tab', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let lecturer: string;
  let lecturerName: string;
  let lecturerId: number;
  let learner: string;
  let busy: { id: number; tenantId: string };
  let draft: { id: number };
  let othersCourse: { id: number };
  const people: Record<string, { id: number; account: string; name: string; tenantId: string }> = {};
  let teamName: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const own = await makeSignedInUser(testApp, { name: 'Lecturer Lin', isLecturer: true });
    lecturer = own.token;
    lecturerName = own.user.name;
    lecturerId = own.user.id;
    learner = (await makeSignedInUser(testApp)).token;
    const region = await makeOrgUnit(testApp);
    const team = await makeOrgUnit(testApp, { parentId: region.id });
    teamName = team.name;
    const position = await makePosition(testApp);
    people.finished = await makeUser(testApp, { name: 'Finished Fan', orgId: team.id });
    people.regional = await makeUser(testApp, { orgId: region.id });
    people.positioned = await makeUser(testApp, { positionId: position.id });
    people.elective = await makeUser(testApp);

    busy = await makeCourse(testApp, { lecturerId: own.user.id, chapters: ALL_CHAPTER_TYPES });
    await assignCourse(testApp, busy, { type: 'org', id: region.id });
    await assignCourse(testApp, busy, { type: 'position', id: position.id });
    await enrolCourse(testApp, people.elective, busy, 'elective');
    await recordStudy(testApp, people.finished, busy, 100);
    await makeExperience(testApp, people.finished, busy);
    draft = await makeCourse(testApp, { lecturerId: own.user.id, onShelf: false, name: 'Draft (off shelf)' });
    const other = await makeUser(testApp, { isLecturer: true });
    othersCourse = await makeCourse(testApp, { lecturerId: other.id });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 403 to a learner on every lecturer endpoint', async () => {
    const courseId = busy.id;
    const calls = [
      rawRequest(testApp, 'GET', coursePaths.lecturerCourses, { token: learner }),
      rawRequest(testApp, 'GET', coursePaths.studyList, { token: learner, query: { courseId } }),
      rawRequest(testApp, 'GET', coursePaths.exportStudyList, { token: learner, query: { courseId } }),
      rawRequest(testApp, 'GET', coursePaths.learnerExperiences, {
        token: learner,
        query: { courseId, userId: 1 },
      }),
      rawRequest(testApp, 'PUT', coursePaths.putaway, { token: learner, body: { id: courseId, status: 0 } }),
      rawRequest(testApp, 'POST', coursePaths.deleteCheck, { token: learner, body: { id: courseId } }),
      rawRequest(testApp, 'POST', coursePaths.deleteCourse, { token: learner, body: { id: courseId } }),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(403);
  });

  it('lists only the lecturer’s own courses, off-shelf ones included', async () => {
    const reply = await api.get<TPage<TCourseCard & { isPutaway: number }>>(coursePaths.lecturerCourses, {
      token: lecturer,
      query: { pageSize: 100 },
    });
    const ids = reply.body.response.data.map((c) => c.id);
    expect(ids.sort()).toEqual([busy.id, draft.id].sort());
    expect(ids).not.toContain(othersCourse.id);
    expect(reply.body.response.data.find((c) => c.id === draft.id)?.isPutaway).toBe(0);
    expect(reply.body.response.data.every((c) => c.teacherName === lecturerName)).toBe(true);
    const paged = await api.get<TPage<TCourseCard>>(coursePaths.lecturerCourses, {
      token: lecturer,
      query: { pageSize: 1 },
    });
    expect(paged.body.response).toMatchObject({ totalNum: 2, totalPage: 2 });
  });

  it('lists a course’s learners, everyone of an assigned org unit included, and refuses others’ courses', async () => {
    const reply = await api.get<TPage<TCourseStudyRow>>(coursePaths.studyList, {
      token: lecturer,
      query: { courseId: busy.id, pageSize: 100 },
    });
    const rows = reply.body.response.data;
    const row = (key: string) => rows.find((r) => r.userId === people[key]!.id);
    expect(row('finished')).toMatchObject({
      isRequired: 1,
      totalPrecent: 100,
      studyState: 2,
      orgName: teamName,
    });
    // Assigned to the region: its members are covered though they never started.
    expect(row('regional')).toMatchObject({ isRequired: 1, studyState: 0, totalPrecent: 0 });
    expect(row('positioned')?.isRequired).toBe(1);
    expect(row('elective')?.isRequired).toBe(0);
    expect(reply.body.response.totalNum).toBe(4);
    const filtered = await api.get<TPage<TCourseStudyRow>>(coursePaths.studyList, {
      token: lecturer,
      query: { courseId: busy.id, name: 'Finished Fan' },
    });
    expect(filtered.body.response.data.map((r) => r.userId)).toEqual([people.finished!.id]);
    const other = await api.get(coursePaths.studyList, {
      token: lecturer,
      query: { courseId: othersCourse.id },
    });
    expect(other.status).toBe(403);
  });

  it('exports the study list as a valid .xlsx with a row per learner', async () => {
    const reply = await rawRequest(testApp, 'GET', coursePaths.exportStudyList, {
      token: lecturer,
      query: { courseId: busy.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(String(reply.headers['content-disposition'])).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('姓名');
    expect(sheet.rowCount).toBe(4 + 1);
    const cells: string[] = [];
    sheet.eachRow((row) => cells.push(String(row.getCell(2).value)));
    expect(cells).toContain(people.finished!.account);
  });

  it('shows a learner’s study detail and experiences to the course’s lecturer', async () => {
    const userId = people.finished!.id;
    const detail = await api.get<{ userName: string; chapters: unknown[] }>(coursePaths.studyDetail, {
      token: lecturer,
      query: { courseId: busy.id, userId },
    });
    expect(detail.body.response).toMatchObject({ userName: 'Finished Fan' });
    expect(detail.body.response.chapters).toHaveLength(ALL_CHAPTER_TYPES.length);
    const feel = await api.get<TPage<{ content: string }>>(coursePaths.learnerExperiences, {
      token: lecturer,
      query: { courseId: busy.id, userId },
    });
    expect(feel.body.response.totalNum).toBe(1);
  });

  it('takes a course off the shelf (learners lose it) and puts it back', async () => {
    const course = await makeCourse(testApp, { lecturerId: people.finished!.id });
    const mine = await makeCourse(testApp, { lecturerId });
    const shelf = (status: number) =>
      rawRequest(testApp, 'PUT', coursePaths.putaway, { token: lecturer, body: { id: mine.id, status } });
    const visible = async () =>
      (await api.get(coursePaths.getCourse, { token: learner, query: { id: mine.id } })).status;
    expect((await shelf(0)).status).toBe(200);
    expect(await visible()).toBe(404);
    await shelf(1);
    expect(await visible()).toBe(200);
    // Someone else's course cannot be moved.
    const foreign = await rawRequest(testApp, 'PUT', coursePaths.putaway, {
      token: lecturer,
      body: { id: course.id, status: 0 },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses to delete a course with learners and deletes one without', async () => {
    const check = await api.post(coursePaths.deleteCheck, { id: busy.id }, { token: lecturer });
    expect(check.body.response).toMatchObject({ canDelete: false, learnerNum: 4 });
    const refused = await api.post(coursePaths.deleteCourse, { id: busy.id }, { token: lecturer });
    expect(refused.status).toBe(409);
    expect(refused.body.resMsg).toBe('该课程已有学员学习，不能删除');

    expect(
      (await api.post(coursePaths.deleteCheck, { id: draft.id }, { token: lecturer })).body.response,
    ).toEqual({
      canDelete: true,
      learnerNum: 0,
    });
    expect((await api.post(coursePaths.deleteCourse, { id: draft.id }, { token: lecturer })).status).toBe(
      200,
    );
    expect((await api.get(coursePaths.getCourse, { token: lecturer, query: { id: draft.id } })).status).toBe(
      404,
    );
  });

  it('keeps tenants apart: a lecturer cannot reach another tenant’s course', async () => {
    const acmeCourse = await makeCourse(testApp, { tenantId: 'acme' });
    const reply = await api.get(coursePaths.studyList, {
      token: lecturer,
      query: { courseId: acmeCourse.id },
    });
    expect(reply.status).toBe(404);
  });
});
