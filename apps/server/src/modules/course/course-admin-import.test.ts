// t6, the course import, through the spreadsheet module: valid rows become draft courses in their
// category; an unknown category, an unknown lecturer, a course number already used or repeated in the file
// come back with their reasons in the error file; other tenants' categories are not found.
import {
  courseAdminPaths,
  courseCodes,
  type TAdminCourseRow,
  type TImportResult,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { downloadWorkbook, makeWorkbook, uploadWorkbook } from '../spreadsheet/test-factories.ts';
import { makeCategory } from './test-factories.ts';

const HEADER = ['课程名称', '课程编号', '所在分类', '讲师账号', '学时', '积分', '课程介绍'];

describe('course import (t6)', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { codes: Object.values(courseCodes) });
  });
  afterAll(() => testApp.close());

  it('imports the good rows as drafts and returns the bad ones with reasons', async () => {
    const category = await makeCategory(testApp, { name: `Imp ${Date.now()}` });
    const foreign = await makeCategory(testApp, {
      tenantId: (await makeTenant(testApp)).id,
      name: 'Elsewhere',
    });
    const lecturer = await makeUser(testApp, { isLecturer: true });
    const no = `IMP-${Date.now()}`;
    const rows = [
      ['Imported one', `${no}-1`, category.name, lecturer.account, '1.5', '10', 'About it'],
      ['Imported two', '', category.name, '', '', '', ''],
      ['Bad category', `${no}-3`, foreign.name, '', '', '', ''],
      ['Bad lecturer', `${no}-4`, category.name, 'nobody-here', '', '', ''],
      ['Repeat', `${no}-1`, category.name, '', '', '', ''],
    ];
    const reply = await uploadWorkbook(
      testApp,
      courseAdminPaths.importCourses,
      await makeWorkbook(HEADER, rows),
      {
        token: admin.token,
      },
    );
    expect(reply.status).toBe(200);
    const result = reply.body.response as TImportResult;
    expect(result).toMatchObject({ successNum: 2, failedNum: 3 });
    expect(result.failedList.map((row) => row.lineNo)).toEqual([4, 5, 6]);

    const list = await api.get<TPage<TAdminCourseRow>>(courseAdminPaths.courseList, {
      token: admin.token,
      query: { catalogId: category.id },
    });
    expect(list.body.response.data.map((row) => [row.name, row.status, row.isPutaway]).sort()).toEqual([
      ['Imported one', 2, 0],
      ['Imported two', 2, 0],
    ]);
    expect(list.body.response.data.find((row) => row.name === 'Imported one')).toMatchObject({
      teacherId: lecturer.id,
      creditHours: 1.5,
      points: 10,
    });

    const errors = await downloadWorkbook(testApp, courseAdminPaths.importErrors, {
      token: admin.token,
      query: { cacheKey: result.cacheKey },
      lang: 'en',
    });
    expect(errors.rows.slice(1).map((row) => row[0])).toEqual(['4', '5', '6']);
    expect(errors.rows[1]?.at(-1)).toContain('does not exist');
  });

  it('refuses the upload to a learner', async () => {
    const { token } = await makeSignedInUser(testApp);
    const reply = await uploadWorkbook(
      testApp,
      courseAdminPaths.importCourses,
      await makeWorkbook(HEADER, []),
      {
        token,
      },
    );
    expect(reply.status).toBe(403);
  });
});
