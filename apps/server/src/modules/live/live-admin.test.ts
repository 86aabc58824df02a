// The back office's live categories and audience statistics through the real app: the tree with add, edit
// (never under itself), enable/disable of a branch, sort, delete refused while a live uses it; audience by
// person and one person's viewings; a role without the code is refused, another tenant's rows are not found.
import { LIVE_PRIVILEGE, liveAdminPaths, livePaths, reportPaths } from '@elearning/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, signInAs, uniqueSuffix } from '../../test/factories.ts';
import { makeExam, submitExam } from '../exam/test-factories.ts';
import { makeReportViewer } from '../report/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { endOnAir, makeLive, putOnAir } from './test-factories.ts';

type Node = { id: number; name: string; status: string; sort: number; children?: Node[] };

describe('live back office: categories and audience', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = (
      await makeBackOfficeUser(testApp, {
        codes: [
          LIVE_PRIVILEGE.list,
          LIVE_PRIVILEGE.categories,
          LIVE_PRIVILEGE.editCategories,
          LIVE_PRIVILEGE.stats,
          LIVE_PRIVILEGE.exportStats,
        ],
        dataScope: 'all',
      })
    ).token;
  });
  afterAll(() => testApp.close());

  const tree = async (query: Record<string, string | number> = {}) =>
    (await api.get<Node[]>(livePaths.categoryTree, { token: admin, query: { source: 'live', ...query } }))
      .body.response;
  const add = (name: string, parentId?: number) =>
    api.post<{ id: number }>(
      liveAdminPaths.addCategory,
      { name, parentId: parentId ?? '0', source: 'live' },
      {
        token: admin,
        lang: 'en',
      },
    );

  it('builds, edits, sorts and disables the category tree', async () => {
    const rootName = `Root ${uniqueSuffix()}`;
    const root = (await add(rootName)).body.response.id;
    const child = (await add(`Child ${uniqueSuffix()}`, root)).body.response.id;
    expect((await add(rootName)).status).toBe(409);
    const found = (await tree()).find((node) => node.id === root);
    expect(found?.children?.map((node) => node.id)).toEqual([child]);

    const underItself = await api.post(
      liveAdminPaths.editCategory,
      { id: root, name: rootName, parentId: child },
      { token: admin, lang: 'en' },
    );
    expect(underItself.status).toBe(400);
    expect(
      (
        await api.post(
          liveAdminPaths.editCategory,
          { id: child, name: 'Renamed', parentId: root },
          { token: admin },
        )
      ).status,
    ).toBe(200);

    expect(
      (await api.post(liveAdminPaths.categoryStatus, { id: root, status: 0 }, { token: admin })).status,
    ).toBe(200);
    const disabled = (await tree()).find((node) => node.id === root);
    expect([disabled?.status, disabled?.children?.[0]?.status]).toEqual(['0', '0']);
    const onlyDisabled = await tree({ status: 0, name: 'Renamed' });
    expect(onlyDisabled.find((node) => node.id === root)?.children?.map((node) => node.name)).toEqual([
      'Renamed',
    ]);

    expect(
      (
        await api.post(
          liveAdminPaths.categorySort,
          [{ id: root, sort: 99, children: [{ id: child, sort: 1 }] }],
          {
            token: admin,
          },
        )
      ).status,
    ).toBe(200);
    expect((await tree()).find((node) => node.id === root)?.sort).toBe(99);
  });

  it('refuses to delete a branch a live uses, deletes it once free', async () => {
    const root = (await add(`Busy ${uniqueSuffix()}`)).body.response.id;
    const leaf = (await add(`Leaf ${uniqueSuffix()}`, root)).body.response.id;
    await makeLive(testApp, { categoryId: leaf });
    const check = await api.post<{ isUsed: number }>(
      liveAdminPaths.checkCategory,
      { id: root },
      { token: admin },
    );
    expect(check.body.response.isUsed).toBe(1);
    const refused = await api.get(liveAdminPaths.deleteCategory, {
      token: admin,
      query: { id: root },
      lang: 'en',
    });
    expect(refused.status).toBe(409);
    const free = (await add(`Free ${uniqueSuffix()}`)).body.response.id;
    expect((await api.get(liveAdminPaths.deleteCategory, { token: admin, query: { id: free } })).status).toBe(
      200,
    );
    expect((await tree()).some((node) => node.id === free)).toBe(false);
  });

  it('keeps the category calls to the back office and to the tenant', async () => {
    const learner = await makeSignedInUser(testApp);
    const refused = await api.post(liveAdminPaths.addCategory, { name: 'x' }, { token: learner.token });
    expect(refused.status).toBe(403);
    const mine = (await add(`Mine ${uniqueSuffix()}`)).body.response.id;
    const stranger = await makeBackOfficeUser(testApp, {
      tenantId: 'acme',
      codes: [LIVE_PRIVILEGE.categories, LIVE_PRIVILEGE.editCategories],
    });
    const other = await api.get(liveAdminPaths.deleteCategory, {
      token: stranger.token,
      tenant: 'acme',
      query: { id: mine },
    });
    expect(other.status).toBe(404);
    const badSource = await api.get(livePaths.categoryTree, { token: admin, query: { source: 'course' } });
    expect(badSource.status).toBe(400);
    expect(JSON.stringify(badSource.body)).toContain('source');
  });

  it('lists the audience by person and one person’s viewings', async () => {
    const org = await makeOrgUnit(testApp);
    const viewer = await makeSignedInUser(testApp, { orgId: org.id });
    const live = await makeLive(testApp);
    await putOnAir(testApp, live);
    expect((await api.post(livePaths.watchBeat, { liveId: live.id }, { token: viewer.token })).status).toBe(
      200,
    );

    const list = await api.get<{ data: { userId: number; orgLinkName: string }[]; totalNum: number }>(
      liveAdminPaths.audienceList,
      { token: admin, query: { orgId: org.id, pageNo: 1, pageSize: 10 } },
    );
    expect(list.status).toBe(200);
    expect(list.body.response.data.map((row) => row.userId)).toEqual([viewer.user.id]);
    const detail = await api.get<{ data: { liveId: number; channelName: string }[] }>(
      liveAdminPaths.audienceDetail,
      { token: admin, query: { userId: viewer.user.id, pageNo: 1, pageSize: 10 } },
    );
    expect(detail.body.response.data.map((row) => [row.liveId, row.channelName])).toEqual([
      [live.id, live.channelName],
    ]);
    const users = await api.get<{ id: number }[]>(liveAdminPaths.usersByOrg, {
      token: admin,
      query: { orgId: org.id },
    });
    expect(users.body.response.map((row) => row.id)).toEqual([viewer.user.id]);

    const stranger = await makeBackOfficeUser(testApp, { tenantId: 'acme', codes: [LIVE_PRIVILEGE.stats] });
    const hidden = await api.get(liveAdminPaths.audienceDetail, {
      token: stranger.token,
      tenant: 'acme',
      query: { userId: viewer.user.id },
    });
    expect(hidden.status).toBe(404);
  });

  it('counts lives in the study report by area and by department', async () => {
    const tenantId = (await makeTenant(testApp)).id;
    const root = await makeOrgUnit(testApp, { tenantId, name: 'Head' });
    const sales = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Sales' });
    const service = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Service' });
    const stayed = await makeSignedInUser(testApp, { tenantId, orgId: sales.id });
    const left = await makeSignedInUser(testApp, { tenantId, orgId: service.id });
    const viewer = (await makeReportViewer(testApp, { tenantId, orgId: root.id })).token;
    const live = await makeLive(testApp, { tenantId });
    const session = await putOnAir(testApp, live);
    for (const person of [stayed, left])
      await api.post(livePaths.watchBeat, { liveId: live.id }, { token: person.token, tenant: tenantId });
    await testApp.database.db.execute(
      sql`update live_viewers set last_seen_at = now() - interval '10 minutes' where user_id = ${left.user.id}`,
    );
    await endOnAir(testApp, session.id);
    const get = <T>(path: string, query: Record<string, string> = {}) =>
      api.get<T>(path, { token: viewer, tenant: tenantId, query });
    expect((await get(reportPaths.studyLive)).body.response).toEqual({ liveTimes: 1, playerTimes: 2 });
    expect((await get(reportPaths.analysis, { type: 'live' })).body.response).toMatchObject({
      dept: ['Sales', 'Service'],
      joinNum: [1, 1],
      passNum: [1, 0],
    });
  });

  it('reports lives, their exams and viewings, and exports them', async () => {
    const live = await makeLive(testApp, { channelName: `Report ${uniqueSuffix()}` });
    await putOnAir(testApp, live);
    const viewer = await makeSignedInUser(testApp);
    await api.post(livePaths.watchBeat, { liveId: live.id }, { token: viewer.token });
    const exam = await makeExam(testApp, { ownerId: live.lecturerId });
    const [lecturer] = await testApp.database.db.select().from(users).where(eq(users.id, live.lecturerId));
    if (!lecturer) throw new Error('no lecturer');
    const lecturerToken = await signInAs(testApp, lecturer);
    await api.post(livePaths.pushExam, { liveId: live.id, examId: exam.examId }, { token: lecturerToken });
    await submitExam(testApp, viewer.token, exam, () => 'right');
    const query = { liveName: live.channelName, pageNo: 1, pageSize: 10 };
    const overview = await api.get<{ data: { liveName: string; actualNumber: number }[] }>(
      liveAdminPaths.reportOverview,
      { token: admin, query },
    );
    expect(overview.body.response.data).toMatchObject([{ liveName: live.channelName, actualNumber: 1 }]);
    const exams = await api.get<{ data: { examName: string; username: string; examTimes: number }[] }>(
      liveAdminPaths.reportExam,
      { token: admin, query },
    );
    expect(exams.body.response.data).toMatchObject([
      { examName: exam.name, username: viewer.user.name, examTimes: 1 },
    ]);
    const viewings = await api.get<{ data: { liveName: string; username: string }[] }>(
      liveAdminPaths.reportDetail,
      { token: admin, query },
    );
    expect(viewings.body.response.data).toMatchObject([
      { liveName: live.channelName, username: viewer.user.name },
    ]);
    const exported = await testApp.app.inject({
      method: 'GET',
      url: liveAdminPaths.reportDetailExport,
      query: { liveName: live.channelName, size: '10', start: '1' },
      headers: { authorization: WEB_CLIENT_BASIC, 'tenant-id': 'learn', accesstoken: `bearer ${admin}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
