// Per-person study statistics (the original back office's personal.vue): real figures of a fresh tenant's
// people in the keys the page reads, paged and filtered; the export opens as a workbook with the same rows;
// another tenant's people are never listed; bad input names the field.
import { Readable } from 'node:stream';
import { reportPaths, type TReportStudyUserRow } from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeExam, submitExam } from '../exam/test-factories.ts';
import { gradeResult, makeReportViewer, recordStudyTime } from './test-factories.ts';

type Page = { data: TReportStudyUserRow[]; totalNum: number; totalPage: number };

let testApp: TestApp;
let tenantId: string;
let viewer: string;
let sales: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await createTestApp();
  tenantId = (await makeTenant(testApp)).id;
  const root = await makeOrgUnit(testApp, { tenantId, name: 'Head office' });
  sales = (await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Sales' })).id;
  const clerk = await makePosition(testApp, { tenantId, orgId: sales, name: 'Clerk' });
  const ann = await makeSignedInUser(testApp, { tenantId, orgId: sales, positionId: clerk.id, name: 'Ann' });
  const bob = await makeSignedInUser(testApp, { tenantId, orgId: sales, name: 'Bob' });
  viewer = (await makeReportViewer(testApp, { tenantId, orgId: root.id })).token;

  const course = await makeCourse(testApp, { tenantId });
  await recordStudyTime(testApp, ann.user, course, today, 3600);
  await recordStudyTime(testApp, ann.user, course, '2020-01-02', 1800);
  await recordStudyTime(testApp, bob.user, course, today, 900);
  const exam = await makeExam(testApp, { tenantId, arrangeTo: [{ type: 'org', id: root.id }] });
  await gradeResult(testApp, (await submitExam(testApp, ann.token, exam, () => 'right')).attemptId, true);

  // Another tenant's learner with study time: never listed here.
  const other = (await makeTenant(testApp)).id;
  const zed = await makeSignedInUser(testApp, { tenantId: other, name: 'Zed' });
  await recordStudyTime(testApp, zed.user, await makeCourse(testApp, { tenantId: other }), today, 7200);
});
afterAll(async () => {
  await testApp.close();
});

const get = <T>(path: string, query: Record<string, string> = {}, token = viewer) =>
  apiClient(testApp.app).get<T>(path, { token, query, tenant: tenantId });

describe('study by person', () => {
  it('lists each person of the chosen org unit with sign-in days, study hours and exams', async () => {
    const reply = await get<Page>(reportPaths.studyUserList, { orgId: String(sales) });
    expect(reply.status).toBe(200);
    const page = reply.body.response as Page;
    expect(page.totalNum).toBe(2);
    expect(page.data).toEqual([
      expect.objectContaining({
        userName: 'Ann',
        orgName: 'Sales',
        position: 'Clerk',
        totalLogin: 1,
        studyPeriod: 1.5,
        countExam: 1,
      }),
      expect.objectContaining({
        userName: 'Bob',
        position: '',
        totalLogin: 1,
        studyPeriod: 0.3,
        countExam: 0,
      }),
    ]);
  });

  it('counts only the day range and filters by name, paged', async () => {
    const ranged = await get<Page>(reportPaths.studyUserList, {
      userName: 'ann',
      startTime: '2020-01-01',
      endTime: '2020-01-31',
    });
    expect((ranged.body.response as Page).data).toEqual([
      expect.objectContaining({ userName: 'Ann', totalLogin: 0, studyPeriod: 0.5, countExam: 0 }),
    ]);
    const second = await get<Page>(reportPaths.studyUserList, {
      orgId: String(sales),
      pageNo: '2',
      pageSize: '1',
    });
    expect(second.body.response).toMatchObject({ totalNum: 2, totalPage: 2, data: [{ userName: 'Bob' }] });
  });

  it("never lists another tenant's people", async () => {
    const page = (await get<Page>(reportPaths.studyUserList, { pageSize: '100' })).body.response as Page;
    expect(page.data.map((row) => row.userName)).not.toContain('Zed');
    expect(page.data.length).toBe(page.totalNum);
  });

  it('exports the same rows as a workbook', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${reportPaths.studyUserExport}?orgId=${sales}`,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': tenantId,
        accesstoken: `bearer ${viewer}`,
      },
    });
    expect(reply.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([reply.rawPayload]));
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('姓名');
    expect(sheet?.rowCount).toBe(3);
    const ann = sheet?.getRow(2);
    // Name, department, position, sign-in days, hours, exams (the work number is blank for these learners).
    expect([1, 3, 4, 5, 6, 7].map((cell) => ann?.getCell(cell).value)).toEqual([
      'Ann',
      'Sales',
      'Clerk',
      1,
      1.5,
      1,
    ]);
    expect(sheet?.getRow(3).getCell(1).value).toBe('Bob');
  });
});

describe('study by department', () => {
  it('lists the departments under the chosen unit with their people, learners, hours and exams', async () => {
    const reply = await get<{ data: unknown[]; totalNum: number }>(reportPaths.studyDeptList, {
      startTime: today,
      endTime: today,
    });
    expect(reply.status).toBe(200);
    // Sales is the only department under the head office: Ann and Bob (the viewer sits in the head office).
    expect(reply.body.response).toMatchObject({
      totalNum: 1,
      data: [{ orgName: 'Sales', orgUserCount: 2, countStudy: 2, studyPeriod: 1.3, countExam: 1 }],
    });
  });

  it('exports the same rows as a workbook', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${reportPaths.studyDeptExport}?startTime=${today}&endTime=${today}`,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': tenantId,
        accesstoken: `bearer ${viewer}`,
      },
    });
    expect(reply.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([reply.rawPayload]));
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect([1, 2, 3, 4, 5].map((cell) => sheet?.getRow(2).getCell(cell).value)).toEqual([
      'Sales',
      2,
      2,
      1.3,
      1,
    ]);
  });
});

describe('study by person rules', () => {
  it('names the bad field and refuses learners', async () => {
    const badPage = await get(reportPaths.studyUserList, { pageSize: 'many' });
    expect(badPage.status).toBe(400);
    expect(JSON.stringify(badPage.body)).toContain('pageSize');
    const badDay = await get(reportPaths.studyUserExport, { startTime: 'yesterday' });
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.body)).toContain('startTime');
    const badDept = await get(reportPaths.studyDeptList, { pageNo: '0' });
    expect(badDept.status).toBe(400);
    expect(JSON.stringify(badDept.body)).toContain('pageNo');
    const learner = await makeSignedInUser(testApp, { tenantId });
    expect((await get(reportPaths.studyUserList, {}, learner.token)).status).toBe(403);
  });
});
