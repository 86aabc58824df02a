// Course authoring in the back office, end to end through the real app: a category, a course with a video
// and a PDF chapter (files from the file service), publish, assignment to an org unit with a deadline (the
// learner there finds it in My Task at once), chapter reordering, copy, the delete checks of the lecturer
// side, and the study report with its Excel export.
import {
  ChapterType,
  courseAdminPaths,
  courseCodes,
  coursePaths,
  fileApiPath,
  filePaths,
  myTaskPaths,
  type TAdminCourseDetail,
  type TCategoryNode,
  type TCourseAssignment,
  type TCoursePageReply,
  type TCourseReportRow,
  type TPage,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeFile } from '../file/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeVideo } from './test-factories.ts';
import { rawRequest } from './test-helpers.ts';

describe('course authoring', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;
  let learner: Awaited<ReturnType<typeof makeSignedInUser>>;
  let outsider: Awaited<ReturnType<typeof makeSignedInUser>>;
  let team: { id: number };
  let categoryId: number;
  let courseId: number;
  let pdfId: string;
  let videoId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { codes: Object.values(courseCodes) });
    const region = await makeOrgUnit(testApp);
    team = await makeOrgUnit(testApp, { parentId: region.id });
    learner = await makeSignedInUser(testApp, { orgId: team.id });
    outsider = await makeSignedInUser(testApp);
    pdfId = (await makeFile(testApp, admin.user, { name: 'handbook.pdf' })).id;
    videoId = (await makeVideo(testApp, admin.user, 125)).id;
  });
  afterAll(() => testApp.close());

  const token = () => ({ token: admin.token });
  const detail = async (id: number) =>
    (
      await api.get<TAdminCourseDetail>(courseAdminPaths.courseDetail, {
        ...token(),
        query: { courseId: id },
      })
    ).body.response;

  it("offers the lecturers of the tenant as the editor's lecturer choices, by name", async () => {
    const lecturer = await makeUser(testApp, { isLecturer: true, name: `Lecturer ${uniqueSuffix()}` });
    await makeUser(testApp, { name: `${lecturer.name} not teaching` });
    const reply = await api.get<{ id: number; name: string }[]>(courseAdminPaths.lecturerOptions, {
      ...token(),
      query: { likeQuery: lecturer.name },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual([{ id: lecturer.id, name: lecturer.name }]);
  });

  it('adds a category and lists it in the tree', async () => {
    const added = await api.post<{ id: number }>(
      courseAdminPaths.addCategory,
      { name: 'Sales skills' },
      token(),
    );
    expect(added.status).toBe(200);
    categoryId = added.body.response.id;
    const tree = await api.get<TCategoryNode[]>(courseAdminPaths.categories, token());
    expect(tree.body.response.find((node) => node.id === categoryId)).toMatchObject({
      name: 'Sales skills',
      status: 1,
    });
  });

  it('creates a draft course with a video and a PDF chapter', async () => {
    const reply = await api.post<{ id: number }>(
      courseAdminPaths.addCourse,
      {
        name: 'Negotiation basics',
        courseNo: `N-${Date.now()}`,
        catalogId: categoryId,
        teacherId: admin.user.id,
        period: 1.5,
        credit: 20,
        introduction: '<p>Why <script>alert(1)</script>it matters</p>',
        contents: [
          { name: 'Opening talk', type: ChapterType.video, videoId },
          { name: 'Handbook', type: ChapterType.courseware, fileId: pdfId },
        ],
      },
      token(),
    );
    expect(reply.status).toBe(200);
    courseId = reply.body.response.id;
    const course = await detail(courseId);
    expect(course).toMatchObject({
      name: 'Negotiation basics',
      status: 2,
      isPutaway: 0,
      creditHours: 1.5,
      points: 20,
    });
    expect(course.introduction).not.toContain('script');
    expect(course.chapters.map((c) => [c.name, c.type])).toEqual([
      ['Opening talk', ChapterType.video],
      ['Handbook', ChapterType.courseware],
    ]);
    expect(course.chapters[0]?.durationSeconds).toBe(125);
  });

  it('keeps a draft away from learners', async () => {
    const page = await api.get(coursePaths.getCourse, { token: learner.token, query: { courseId } });
    expect(page.status).toBe(404);
  });

  it('publishes, assigns to an org unit with a deadline, and the learner there sees it in My Task', async () => {
    const published = await api.put(courseAdminPaths.putaway, { courseIds: [courseId], choice: 1 }, token());
    expect(published.status).toBe(200);
    const deadline = Date.now() + 7 * 86_400_000;
    const assigned = await api.post(
      courseAdminPaths.assign,
      { courseId, targets: [{ type: 'org', id: team.id }], deadline },
      token(),
    );
    expect(assigned.status).toBe(200);
    const required = await api.post<TCoursePageReply>(
      myTaskPaths.myRequireCourse,
      { pageSize: 10 },
      { token: learner.token },
    );
    expect(required.body.response.data.map((card) => card.id)).toContain(courseId);
    const elsewhere = await api.post<TCoursePageReply>(
      myTaskPaths.myRequireCourse,
      { pageSize: 10 },
      { token: outsider.token },
    );
    expect(elsewhere.body.response.data.map((card) => card.id)).not.toContain(courseId);
    const list = await api.get<TPage<TCourseAssignment>>(courseAdminPaths.assignments, {
      ...token(),
      query: { courseId },
    });
    expect(list.body.response.data).toEqual([
      expect.objectContaining({ type: 'org', targetId: team.id, deadline, learnerNum: 1 }),
    ]);
  });

  it('lets the learner open the PDF the chapter carries', async () => {
    const file = await rawRequest(testApp, 'GET', fileApiPath(filePaths.file, pdfId), {
      token: learner.token,
    });
    expect(file.status).toBe(200);
  });

  it('reorders chapters from an ordered id list, refusing a partial list', async () => {
    const before = await detail(courseId);
    const ids = before.chapters.map((c) => c.id).reverse();
    expect(
      (await api.put(courseAdminPaths.chapterSort, { courseId, ids: ids.slice(1) }, token())).status,
    ).toBe(400);
    expect((await api.put(courseAdminPaths.chapterSort, { courseId, ids }, token())).status).toBe(200);
    expect((await detail(courseId)).chapters.map((c) => c.id)).toEqual(ids);
    const catalog = await api.get<{ id: number }[]>(coursePaths.getCatalog, {
      token: learner.token,
      query: { courseId },
    });
    expect(catalog.body.response.map((c) => c.id)).toEqual(ids);
  });

  it('copies a course as a draft with its chapters, and deletes only what nobody studies', async () => {
    const copy = await api.post<{ id: number }>(courseAdminPaths.copyCourse, { courseId }, token());
    expect(copy.status).toBe(200);
    const copied = await detail(copy.body.response.id);
    expect(copied).toMatchObject({ status: 2, isPutaway: 0, name: 'Negotiation basics (copy)' });
    expect(copied.chapters).toHaveLength(2);

    const check = await api.post<{ canDelete: boolean; learnerNum: number }>(
      courseAdminPaths.deleteCheck,
      { courseId },
      token(),
    );
    expect(check.body.response).toEqual({ canDelete: false, learnerNum: 1 });
    expect((await api.post(courseAdminPaths.deleteCourse, { courseId }, token())).status).toBe(409);
    const indexed = async (id: number) =>
      (
        await queryRow(
          testApp.database.db,
          sql`select count(*)::int as n from search_documents where kind = 'course' and ref_id = ${id}`,
          { n: col.int },
        )
      )?.n;
    expect(await indexed(copied.id)).toBe(1);
    expect((await api.post(courseAdminPaths.deleteCourse, { courseId: copied.id }, token())).status).toBe(
      200,
    );
    // The search forgets a deleted course at once, rather than keeping a row its policy hides.
    expect(await indexed(copied.id)).toBe(0);
    expect(
      (await api.get(courseAdminPaths.courseDetail, { ...token(), query: { courseId: copied.id } })).status,
    ).toBe(404);
  });

  it('refuses to delete a category that still holds a course', async () => {
    const reply = await api.del(courseAdminPaths.deleteCategory, { id: categoryId }, token());
    expect(reply.status).toBe(409);
  });

  it('reports learners, progress and completion per course, and exports it', async () => {
    const report = await api.get<TPage<TCourseReportRow>>(courseAdminPaths.reportList, {
      ...token(),
      query: { courseName: 'Negotiation' },
    });
    expect(report.body.response.data).toEqual([
      expect.objectContaining({ courseId, learnerNum: 1, startedNum: 0, finishedNum: 0, completionRate: 0 }),
    ]);
    const file = await rawRequest(testApp, 'GET', courseAdminPaths.exportReportList, {
      token: admin.token,
      query: { courseName: 'Negotiation' },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe('Negotiation basics');
    expect(sheet?.getRow(2).getCell(4).value).toBe(1);
  });
});
