// Back-office authoring of live plans through the real app: add, draft, edit, read back, the creator list,
// whether on air, the lecturer picker and the statistics list; every id a plan names must be a record of
// the caller's tenant (refused naming the field, in the caller's language, nothing stored); a role without
// the live codes is refused; another tenant's plan is not found.
import { LIVE_PRIVILEGE, liveAdminPaths, livePaths } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeLive, putOnAir } from './test-factories.ts';

type Fields = { fields: { field: string; message: string }[] };
type Plan = {
  liveId: number;
  channelName: string;
  categoryId: number | null;
  lecturerId: number;
  guestIds: number[];
  assistantIds: number[];
  audienceUserIds: number[];
  audienceOrgIds: number[];
  isUsed: boolean;
  virtualPeople: number;
};

const HOUR_MS = 60 * 60 * 1000;
const ALL_CODES = [
  LIVE_PRIVILEGE.list,
  LIVE_PRIVILEGE.add,
  LIVE_PRIVILEGE.edit,
  LIVE_PRIVILEGE.stats,
  LIVE_PRIVILEGE.categories,
  LIVE_PRIVILEGE.editCategories,
];

describe('live back office: plan authoring', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let stranger: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = (await makeBackOfficeUser(testApp, { codes: ALL_CODES, dataScope: 'all' })).token;
    stranger = (await makeBackOfficeUser(testApp, { tenantId: 'acme', codes: ALL_CODES, dataScope: 'all' }))
      .token;
  });
  afterAll(() => testApp.close());

  const lecturer = (tenantId = 'learn') => makeUser(testApp, { tenantId, isLecturer: true });
  const category = async (token: string, tenant = 'learn') =>
    (
      await api.post<{ id: number }>(
        liveAdminPaths.addCategory,
        { name: `Cat ${uniqueSuffix()}`, parentId: '0', source: 'live' },
        { token, tenant },
      )
    ).body.response.id;
  const planBody = (lecturerId: number, extra: Record<string, unknown> = {}) => {
    const start = Date.now() + HOUR_MS;
    return {
      channelName: `Plan ${uniqueSuffix()}`,
      lecturerId,
      batchDeclare: 'single',
      planTimes: [{ start, end: start + HOUR_MS }],
      ...extra,
    };
  };
  const plansNamed = async (channelName: string) =>
    (
      await queryRow(
        testApp.database.db,
        sql`select count(*)::int as n from live_plans where channel_name = ${channelName}`,
        { n: col.int },
      )
    )?.n;
  const getPlan = (liveId: number, token = admin, tenant = 'learn') =>
    api.get<Plan>(liveAdminPaths.getLivePlan, { token, tenant, query: { liveId } });

  it('adds a plan with its people and reads it back; a draft is stored disabled', async () => {
    const teacher = await lecturer();
    const guest = await makeUser(testApp);
    const assistant = await makeUser(testApp);
    const watcher = await makeUser(testApp);
    const org = await makeOrgUnit(testApp);
    const categoryId = await category(admin);
    const body = planBody(teacher.id, {
      categoryId,
      guestIds: [guest.id],
      assistantIds: [assistant.id],
      audience: 'limited',
      audienceUserIds: [watcher.id],
      audienceOrgIds: [org.id],
      virtualPeople: 12,
    });
    const added = await api.post<{ liveId: number }>(liveAdminPaths.addLivePlan, body, { token: admin });
    expect(added.status).toBe(200);
    const read = await getPlan(added.body.response.liveId);
    expect(read.status).toBe(200);
    expect(read.body.response).toMatchObject({
      channelName: body.channelName,
      categoryId,
      lecturerId: teacher.id,
      guestIds: [guest.id],
      assistantIds: [assistant.id],
      audienceUserIds: [watcher.id],
      audienceOrgIds: [org.id],
      virtualPeople: 12,
      isUsed: true,
    });

    const draft = await api.post<{ liveId: number }>(liveAdminPaths.draftLivePlan, planBody(teacher.id), {
      token: admin,
    });
    expect(draft.status).toBe(200);
    expect((await getPlan(draft.body.response.liveId)).body.response.isUsed).toBe(false);
  });

  it('edits a plan, keeping its disabled category but refusing to file it under another one', async () => {
    const teacher = await lecturer();
    const kept = await category(admin);
    const live = await makeLive(testApp, { lecturerId: teacher.id, categoryId: kept });
    await api.post(liveAdminPaths.categoryStatus, { id: kept, status: 0 }, { token: admin });
    const renamed = planBody(teacher.id, { categoryId: kept, virtualPeople: 3 });
    const edited = await api.post(
      liveAdminPaths.editLivePlan,
      { liveId: live.id, ...renamed },
      { token: admin },
    );
    expect(edited.status).toBe(200);
    expect((await getPlan(live.id)).body.response).toMatchObject({
      channelName: renamed.channelName,
      categoryId: kept,
      virtualPeople: 3,
    });

    const closed = await category(admin);
    await api.post(liveAdminPaths.categoryStatus, { id: closed, status: 0 }, { token: admin });
    const refused = await api.post<Fields>(
      liveAdminPaths.editLivePlan,
      { liveId: live.id, ...planBody(teacher.id, { categoryId: closed }) },
      { token: admin, lang: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.response.fields.map((f) => f.field)).toEqual(['categoryId']);
    expect((await getPlan(live.id)).body.response.channelName).toBe(renamed.channelName);
  });

  it('refuses ids outside the tenant, naming each field in the caller’s language, storing nothing', async () => {
    const teacher = await lecturer();
    const notTeacher = await makeUser(testApp);
    const foreignTeacher = await lecturer('acme');
    const foreignUser = await makeUser(testApp, { tenantId: 'acme' });
    const foreignOrg = await makeOrgUnit(testApp, { tenantId: 'acme' });
    const foreignCategory = await category(stranger, 'acme');

    const cases: [Record<string, unknown>, string][] = [
      [planBody(foreignTeacher.id), 'lecturerId'],
      [planBody(notTeacher.id), 'lecturerId'],
      [planBody(2_000_000_000), 'lecturerId'],
      [planBody(teacher.id, { categoryId: foreignCategory }), 'categoryId'],
      [planBody(teacher.id, { guestIds: [foreignUser.id] }), 'guestIds'],
      [planBody(teacher.id, { assistantIds: [2_000_000_001] }), 'assistantIds'],
      [planBody(teacher.id, { audienceUserIds: [teacher.id, foreignUser.id] }), 'audienceUserIds'],
      [planBody(teacher.id, { audienceOrgIds: [foreignOrg.id] }), 'audienceOrgIds'],
    ];
    for (const [body, field] of cases) {
      const reply = await api.post<Fields>(liveAdminPaths.addLivePlan, body, { token: admin, lang: 'en' });
      expect(reply.status, field).toBe(400);
      expect(
        reply.body.response.fields.map((f) => f.field),
        field,
      ).toEqual([field]);
      expect(reply.body.resMsg, field).toMatch(new RegExp(`^${field}: .*organisation`));
      expect(await plansNamed(String(body.channelName)), field).toBe(0);
    }

    const chinese = await api.post<Fields>(
      liveAdminPaths.draftLivePlan,
      planBody(teacher.id, { guestIds: [foreignUser.id], audienceOrgIds: [foreignOrg.id] }),
      { token: admin, lang: 'zh-CN' },
    );
    expect(chinese.status).toBe(400);
    expect(chinese.body.response.fields.map((f) => f.field)).toEqual(['guestIds', 'audienceOrgIds']);
    expect(chinese.body.resMsg).toContain('不属于本机构');

    const live = await makeLive(testApp, { lecturerId: teacher.id });
    const before = (await getPlan(live.id)).body.response;
    const edit = await api.post<Fields>(
      liveAdminPaths.editLivePlan,
      { liveId: live.id, ...planBody(teacher.id, { assistantIds: [foreignUser.id] }) },
      { token: admin, lang: 'en' },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.response.fields.map((f) => f.field)).toEqual(['assistantIds']);
    expect((await getPlan(live.id)).body.response).toEqual(before);
  });

  it('refuses a bad field of the schema itself, naming it', async () => {
    const teacher = await lecturer();
    const body = planBody(teacher.id, { planTimes: [] });
    const reply = await api.post<Fields>(liveAdminPaths.addLivePlan, body, { token: admin, lang: 'en' });
    expect(reply.status).toBe(400);
    expect(reply.body.response.fields.map((f) => f.field)).toEqual(['planTimes']);
    expect(await plansNamed(body.channelName)).toBe(0);
  });

  it('lists plans with their creator, says whether one is on air, lists lecturers and statistics', async () => {
    const teacher = await lecturer();
    const body = planBody(teacher.id);
    const liveId = (await api.post<{ liveId: number }>(liveAdminPaths.addLivePlan, body, { token: admin }))
      .body.response.liveId;

    const list = await api.get<{ data: { liveId: number; creatorName: string; isUsed: number }[] }>(
      liveAdminPaths.creatorList,
      { token: admin, query: { search: body.channelName, pageNo: 1, pageSize: 10 } },
    );
    expect(list.status).toBe(200);
    expect(list.body.response.data.map((row) => [row.liveId, row.isUsed])).toEqual([[liveId, 1]]);
    expect(list.body.response.data[0]?.creatorName.length).toBeGreaterThan(0);

    const living = () =>
      api.get<{ isLiving: number }>(liveAdminPaths.verifyIsLiving, { token: admin, query: { liveId } });
    expect((await living()).body.response.isLiving).toBe(0);
    await putOnAir(testApp, { id: liveId, tenantId: 'learn', lecturerId: teacher.id });
    expect((await living()).body.response.isLiving).toBe(1);

    const viewer = await makeSignedInUser(testApp);
    expect((await api.post(livePaths.watchBeat, { liveId }, { token: viewer.token })).status).toBe(200);
    const stats = await api.get<{ data: { liveId: number; sessionNum: number; viewerNum: number }[] }>(
      liveAdminPaths.statList,
      { token: admin, query: { search: body.channelName, pageNo: 1, pageSize: 10 } },
    );
    expect(stats.status).toBe(200);
    expect(stats.body.response.data).toMatchObject([{ liveId, sessionNum: 1, viewerNum: 1 }]);

    const teachers = await api.get<{ data: { id: number; name: string }[] }>(liveAdminPaths.liveTeachers, {
      token: admin,
      query: { name: teacher.name ?? '', pageNo: 1, pageSize: 10 },
    });
    expect(teachers.status).toBe(200);
    expect(teachers.body.response.data.map((row) => row.id)).toEqual([teacher.id]);
    const notTeacher = await makeUser(testApp);
    const none = await api.get<{ data: unknown[] }>(liveAdminPaths.liveTeachers, {
      token: admin,
      query: { name: notTeacher.name ?? '', pageNo: 1, pageSize: 10 },
    });
    expect(none.body.response.data).toEqual([]);
  });

  it('refuses a caller without the live codes and hides another tenant’s plan', async () => {
    const teacher = await lecturer();
    const live = await makeLive(testApp, { lecturerId: teacher.id });
    const learner = await makeSignedInUser(testApp);
    const otherRole = (await makeBackOfficeUser(testApp, { codes: ['course:list'], dataScope: 'all' })).token;
    for (const token of [learner.token, otherRole]) {
      const body = planBody(teacher.id);
      expect((await api.post(liveAdminPaths.addLivePlan, body, { token })).status).toBe(403);
      expect((await api.post(liveAdminPaths.draftLivePlan, body, { token })).status).toBe(403);
      expect(await plansNamed(body.channelName)).toBe(0);
      expect(
        (await api.post(liveAdminPaths.editLivePlan, { liveId: live.id, ...body }, { token })).status,
      ).toBe(403);
      expect((await getPlan(live.id, token)).status).toBe(403);
      for (const path of [liveAdminPaths.creatorList, liveAdminPaths.liveTeachers, liveAdminPaths.statList])
        expect((await api.get(path, { token })).status, path).toBe(403);
      expect(
        (await api.get(liveAdminPaths.verifyIsLiving, { token, query: { liveId: live.id } })).status,
      ).toBe(403);
    }

    const before = (await getPlan(live.id)).body.response;
    expect((await getPlan(live.id, stranger, 'acme')).status).toBe(404);
    const foreignTeacher = await lecturer('acme');
    const foreignEdit = await api.post(
      liveAdminPaths.editLivePlan,
      { liveId: live.id, ...planBody(foreignTeacher.id) },
      { token: stranger, tenant: 'acme' },
    );
    expect(foreignEdit.status).toBe(404);
    expect(
      (
        await api.get(liveAdminPaths.verifyIsLiving, {
          token: stranger,
          tenant: 'acme',
          query: { liveId: live.id },
        })
      ).status,
    ).toBe(404);
    const foreignList = await api.get<{ data: { liveId: number }[] }>(liveAdminPaths.creatorList, {
      token: stranger,
      tenant: 'acme',
      query: { search: live.channelName, pageNo: 1, pageSize: 10 },
    });
    expect(foreignList.body.response.data).toEqual([]);
    expect((await getPlan(live.id)).body.response).toEqual(before);
  });
});
