// Who may do what in the course back office: a learner gets 403 from every back-office route, a role lacking
// a button code 403 for that action, another tenant's courses are 404, an org-unit data scope sees only the
// courses of its subtree, categories are visible per org unit; bad input names its field in both
// languages; category checks (children, cycles); repeats and races change nothing twice.
import {
  ChapterType,
  courseAdminPaths,
  courseCodes,
  DataScopeKind,
  myTaskPaths,
  type TAdminCourseRow,
  type TCategoryNode,
  type TCourseAssignment,
  type TCoursePageReply,
  type TPage,
} from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeUserGroup } from '../org/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeCategory, makeVideo } from './test-factories.ts';

const ALL_CODES = Object.values(courseCodes);

describe('course back office access', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;
  let categoryId: number;
  let videoId: string;

  const addCourse = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
    const reply = await api.post<{ id: number }>(
      courseAdminPaths.addCourse,
      { name, categoryId, chapters: [{ name: 'Intro', type: ChapterType.video, videoId }], ...extra },
      { token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { codes: ALL_CODES });
    categoryId = (await makeCategory(testApp)).id;
    videoId = (await makeVideo(testApp, admin.user)).id;
  });
  afterAll(() => testApp.close());

  it('answers 403 to a learner on every course back-office route', async () => {
    const { token } = await makeSignedInUser(testApp);
    const routes = testApp.app.routeTable.filter(
      (route) => typeof route.access.button === 'string' && route.access.button.startsWith('course:'),
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const reply = await testApp.app.inject({
        method: route.method,
        url: route.url,
        headers: {
          authorization: `Basic ${Buffer.from('web:web_secret').toString('base64')}`,
          'tenant-id': 'learn',
          accesstoken: `bearer ${token}`,
        },
      });
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 for an action whose button code the role lacks', async () => {
    const viewer = await makeBackOfficeUser(testApp, { codes: [courseCodes.courseList] });
    expect((await api.get(courseAdminPaths.courseList, { token: viewer.token })).status).toBe(200);
    expect(
      (await api.post(courseAdminPaths.addCourse, { name: 'x', categoryId }, { token: viewer.token })).status,
    ).toBe(403);
  });

  it('treats another tenant’s course as not found', async () => {
    const courseId = await addCourse(admin.token, 'Home course');
    const tenant = await makeTenant(testApp);
    const stranger = await makeBackOfficeUser(testApp, { tenantId: tenant.id, codes: ALL_CODES });
    const options = { token: stranger.token, tenant: tenant.id };
    expect((await api.get(courseAdminPaths.courseDetail, { ...options, query: { courseId } })).status).toBe(
      404,
    );
    expect(
      (await api.put(courseAdminPaths.putaway, { courseIds: [courseId], choice: 1 }, options)).status,
    ).toBe(404);
    const edit = await api.put(
      courseAdminPaths.editCourse,
      { courseId, name: 'Stolen', categoryId },
      options,
    );
    expect(edit.status).toBe(404);
  });

  it('limits an org-subtree admin to the courses made in their subtree, and to categories visible there', async () => {
    const north = await makeOrgUnit(testApp);
    const south = await makeOrgUnit(testApp);
    const northAdmin = await makeBackOfficeUser(testApp, {
      codes: ALL_CODES,
      orgId: north.id,
      dataScope: DataScopeKind.orgSubtree,
    });
    const southAdmin = await makeBackOfficeUser(testApp, {
      codes: ALL_CODES,
      orgId: south.id,
      dataScope: DataScopeKind.orgSubtree,
    });
    const southOnly = await makeCategory(testApp, { orgIds: [south.id], name: 'South only' });
    const northCourse = await addCourse(northAdmin.token, 'North course');
    const list = await api.get<TPage<TAdminCourseRow>>(courseAdminPaths.courseList, {
      token: southAdmin.token,
      query: { pageSize: 100 },
    });
    expect(list.body.response.data.map((row) => row.id)).not.toContain(northCourse);
    expect(
      (
        await api.get(courseAdminPaths.courseDetail, {
          token: southAdmin.token,
          query: { courseId: northCourse },
        })
      ).status,
    ).toBe(404);
    const northTree = await api.get<TCategoryNode[]>(courseAdminPaths.categories, {
      token: northAdmin.token,
    });
    expect(northTree.body.response.map((node) => node.id)).not.toContain(southOnly.id);
    const southTree = await api.get<TCategoryNode[]>(courseAdminPaths.categories, {
      token: southAdmin.token,
    });
    expect(southTree.body.response.map((node) => node.id)).toContain(southOnly.id);
    const refused = await api.post(
      courseAdminPaths.addCourse,
      { name: 'N', categoryId: southOnly.id },
      { token: northAdmin.token },
    );
    expect(refused.status).toBe(400);
  });

  it('names the bad field in the caller’s language and changes nothing', async () => {
    const zh = await api.post<{ fields: { field: string; message: string }[] }>(
      courseAdminPaths.addCourse,
      { categoryId, chapters: [{ name: 'V', type: ChapterType.video }] },
      { token: admin.token, lang: 'zh-CN' },
    );
    expect(zh.status).toBe(400);
    const fields = zh.body.response.fields;
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['name', 'chapters.0.videoId']));
    expect(zh.body.resMsg).toMatch(/[\u4e00-\u9fff]/);
    const en = await api.post(
      courseAdminPaths.addCourse,
      { name: 'x'.repeat(61), categoryId },
      { token: admin.token, lang: 'en' },
    );
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toMatch(/name.*at most 60/);
    const missingVideo = await api.post(
      courseAdminPaths.addCourse,
      { name: 'Ghost', categoryId, chapters: [{ name: 'V', type: ChapterType.video, videoId: 'nope' }] },
      { token: admin.token },
    );
    expect(missingVideo.status).toBe(400);
    const list = await api.get<TPage<TAdminCourseRow>>(courseAdminPaths.courseList, {
      token: admin.token,
      query: { courseName: 'Ghost' },
    });
    expect(list.body.response.totalNum).toBe(0);
  });

  it('refuses to publish a course without chapters', async () => {
    const empty = await addCourse(admin.token, 'Empty', { chapters: [] });
    expect(
      (await api.put(courseAdminPaths.putaway, { courseIds: [empty], choice: 1 }, { token: admin.token }))
        .status,
    ).toBe(400);
  });

  it('checks category moves and deletions', async () => {
    const parent = (
      await api.post<{ id: number }>(courseAdminPaths.addCategory, { name: 'Parent' }, { token: admin.token })
    ).body.response.id;
    const child = (
      await api.post<{ id: number }>(
        courseAdminPaths.addCategory,
        { name: 'Child', parentId: parent },
        { token: admin.token },
      )
    ).body.response.id;
    const cycle = await api.put(
      courseAdminPaths.editCategory,
      { id: parent, name: 'Parent', parentId: child },
      { token: admin.token },
    );
    expect(cycle.status).toBe(400);
    expect(
      (await api.del(courseAdminPaths.deleteCategory, { id: parent }, { token: admin.token })).status,
    ).toBe(409);
    expect(
      (await api.del(courseAdminPaths.deleteCategory, { id: child }, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await api.del(courseAdminPaths.deleteCategory, { id: parent }, { token: admin.token })).status,
    ).toBe(200);
  });

  it('publishes once when two tabs publish at the same time, and records it once', async () => {
    const courseId = await addCourse(admin.token, 'Race');
    const replies = await Promise.all(
      [1, 2].map(() =>
        api.put(courseAdminPaths.putaway, { courseIds: [courseId], choice: 1 }, { token: admin.token }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const audits = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, String(courseId)), eq(auditLogs.action, 'publish')));
    expect(audits).toHaveLength(1);
  });

  it('keeps one assignment per target when the same assignment is sent twice, with the newer deadline', async () => {
    const courseId = await addCourse(admin.token, 'Twice');
    const unit = await makeOrgUnit(testApp);
    const send = (deadline: number) =>
      api.post(
        courseAdminPaths.assign,
        { courseId, targets: [{ type: 'org', id: unit.id }], deadline },
        { token: admin.token },
      );
    const later = Date.now() + 9 * 86_400_000;
    await Promise.all([send(Date.now() + 86_400_000), send(Date.now() + 86_400_000)]);
    await send(later);
    const list = await api.get<TPage<TCourseAssignment>>(courseAdminPaths.assignments, {
      token: admin.token,
      query: { courseId },
    });
    expect(list.body.response.data).toHaveLength(1);
    expect(list.body.response.data[0]?.deadline).toBe(later);
  });

  it('assigns to a user group: its members find the course in My Task at once, others do not', async () => {
    const courseId = await addCourse(admin.token, 'For the group', { status: 1 });
    const member = await makeSignedInUser(testApp);
    const other = await makeSignedInUser(testApp);
    const group = await makeUserGroup(testApp, { memberIds: [member.user.id] });
    const reply = await api.post(
      courseAdminPaths.assign,
      { courseId, targets: [{ type: 'group', id: group.id }] },
      { token: admin.token },
    );
    expect(reply.status).toBe(200);
    const tasks = async (token: string) =>
      (
        await api.post<TCoursePageReply>(myTaskPaths.myRequireCourse, { pageSize: 50 }, { token })
      ).body.response.data.map((card) => card.id);
    expect(await tasks(member.token)).toContain(courseId);
    expect(await tasks(other.token)).not.toContain(courseId);
    const list = await api.get<TPage<TCourseAssignment>>(courseAdminPaths.assignments, {
      token: admin.token,
      query: { courseId },
    });
    expect(list.body.response.data).toEqual([
      expect.objectContaining({ type: 'group', targetId: group.id, targetName: group.name, learnerNum: 1 }),
    ]);
  });
});
