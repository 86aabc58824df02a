// The back office's site settings through the real app: the settings page (name, theme colour, filing
// number) reaching the public site information, logos, banners and home plans at the original paths, the
// data scope (a subtree role manages its units only), validation naming the field, and the audit trail.
import {
  sitePrivilegeCodes as C,
  DataScopeKind,
  siteAdminPaths as P,
  sitePaths,
  systemPaths,
  type TBannerRow,
  type TDiyInfo,
  type TDomainInfoReply,
  type THomePlanRow,
  type TLogoRow,
  type TPage,
} from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';

const ALL_CODES = Object.values(C);

describe('site settings: back office', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tenantId: string;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    tenantId = (await makeTenant(testApp)).id;
    admin = await makeBackOfficeUser(testApp, { tenantId, codes: ALL_CODES });
  });
  afterAll(() => testApp.close());

  const auditOf = (entityType: string) =>
    testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.tenantId, tenantId), eq(auditLogs.entityType, entityType)));

  it('saves the site name, theme colour and filing number, audited, and the public site information shows them', async () => {
    const bad = await api.put(
      P.settings,
      { siteName: '', themeColor: 'blue', filingNumber: '' },
      { token: admin.token, tenant: tenantId },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('siteName');
    expect(JSON.stringify(bad.body)).toContain('themeColor');

    const saved = await api.put(
      P.settings,
      { siteName: 'Factory Academy', themeColor: '#C0392B', filingNumber: '苏ICP备00000001号' },
      { token: admin.token, tenant: tenantId },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.response).toEqual({
      siteName: 'Factory Academy',
      themeColor: '#c0392b',
      filingNumber: '苏ICP备00000001号',
    });
    const info = await api.get<TDomainInfoReply>(systemPaths.domainInfo, { tenant: tenantId });
    expect(info.body.response).toMatchObject({
      siteName: 'Factory Academy',
      themeColor: '#c0392b',
      filingNumber: '苏ICP备00000001号',
    });
    const [entry] = await auditOf('siteSettings');
    expect(entry).toMatchObject({ module: 'site', action: 'update', actorUserId: admin.user.id });
    expect(entry?.after).toMatchObject({ site_name: 'Factory Academy' });
  });

  it('keeps the tenant-wide settings from a role limited to its subtree and every route from a learner', async () => {
    const unit = await makeOrgUnit(testApp, { tenantId });
    const scoped = await makeBackOfficeUser(testApp, {
      tenantId,
      orgId: unit.id,
      codes: ALL_CODES,
      dataScope: DataScopeKind.orgSubtree,
    });
    const refused = await api.put(
      P.settings,
      { siteName: 'Mine', filingNumber: '' },
      { token: scoped.token, tenant: tenantId },
    );
    expect(refused.status).toBe(403);
    const tenantBanner = await api.post(
      P.bannerAdd,
      { orgId: 0, picUrl: '/files/a.png' },
      { token: scoped.token, tenant: tenantId },
    );
    expect(tenantBanner.status).toBe(404);
    const ownBanner = await api.post<{ id: number }>(
      P.bannerAdd,
      { orgId: unit.id, picUrl: '/files/a.png' },
      { token: scoped.token, tenant: tenantId },
    );
    expect(ownBanner.status).toBe(200);
    const learner = await makeSignedInUser(testApp, { tenantId });
    const list = await api.post(P.bannerList, { orgId: 0 }, { token: learner.token, tenant: tenantId });
    expect(list.status).toBe(403);
  });

  it('adds, edits, lists and removes banners; the learner sees their nearest unit’s slides', async () => {
    const parent = await makeOrgUnit(testApp, { tenantId });
    const child = await makeOrgUnit(testApp, { tenantId, parentId: parent.id });
    const add = (body: Record<string, unknown>) =>
      api.post<{ id: number }>(P.bannerAdd, body, { token: admin.token, tenant: tenantId });
    const bad = await add({ orgId: 0, picUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('picUrl');
    const second = (await add({ orgId: 0, picUrl: '/files/two.png', sort: 2 })).body.response.id;
    const first = (await add({ orgId: 0, picUrl: '/files/one.png', linkUrl: '/course/list', sort: 1 })).body
      .response.id;
    const forParent = (await add({ orgId: parent.id, picUrl: '/files/parent.png' })).body.response.id;
    const edited = await api.post(
      P.bannerUpdate,
      { id: second, orgId: 0, picUrl: '/files/two-b.png', sort: 2 },
      { token: admin.token, tenant: tenantId },
    );
    expect(edited.status).toBe(200);

    const listed = await api.post<TPage<TBannerRow>>(
      P.bannerList,
      { orgId: '0', pageNo: 1, pageSize: 10 },
      { token: admin.token, tenant: tenantId },
    );
    expect(listed.body.response.data.map((row) => row.picUrl)).toEqual([
      '/files/one.png',
      '/files/two-b.png',
    ]);

    const visitor = await api.get<{ picUrl: string }[]>(sitePaths.bannerUser, {
      tenant: tenantId,
      query: { deviceType: 'PC' },
    });
    expect(visitor.body.response.map((slide) => slide.picUrl)).toEqual([
      '/files/one.png',
      '/files/two-b.png',
    ]);
    const inChild = await makeSignedInUser(testApp, { tenantId, orgId: child.id });
    const mine = await api.get<{ bannerId: number; picUrl: string }[]>(sitePaths.bannerUser, {
      token: inChild.token,
      tenant: tenantId,
    });
    expect(mine.body.response).toEqual([
      expect.objectContaining({ bannerId: forParent, picUrl: '/files/parent.png' }),
    ]);

    const removed = await api.post(
      P.bannerRemove,
      { ids: `${first},${forParent}` },
      { token: admin.token, tenant: tenantId },
    );
    expect(removed.body.response).toEqual({ removed: 2 });
    const after = await api.get<{ picUrl: string }[]>(sitePaths.bannerUser, {
      token: inChild.token,
      tenant: tenantId,
    });
    expect(after.body.response.map((slide) => slide.picUrl)).toEqual(['/files/two-b.png']);
    const mineIds = [first, second, forParent].map(String);
    const trail = (await auditOf('banner')).filter((entry) => mineIds.includes(entry.entityId));
    expect(trail.map((entry) => entry.action).sort()).toEqual(
      ['create', 'create', 'create', 'delete', 'delete', 'update'].sort(),
    );
  });

  it('releases one home plan per unit and device; the learner’s diyInfor follows it', async () => {
    const item = JSON.stringify({
      content: [{ id: 'diyPcL3', name: '热门课程' }, { id: 'diyPcL1' }],
      side: [],
    });
    const add = async (name: string) => {
      const reply = await api.post<string>(
        P.planAdd,
        { orgId: '', name, device: 1, item },
        { token: admin.token, tenant: tenantId },
      );
      expect(reply.status).toBe(200);
      return Number(reply.body.response);
    };
    const bad = await api.post(
      P.planAdd,
      { name: 'a b', item: '{' },
      { token: admin.token, tenant: tenantId },
    );
    expect(bad.status).toBe(400);
    const one = await add('plan_one');
    const two = await add('plan_two');
    const detail = await api.get<THomePlanRow>(P.planDetail, {
      token: admin.token,
      tenant: tenantId,
      query: { id: one },
    });
    expect(JSON.parse(detail.body.response.item).content[0].id).toBe('diyPcL3');

    const learner = await makeSignedInUser(testApp, { tenantId });
    const before = await api.get<TDiyInfo>(sitePaths.my, { token: learner.token, tenant: tenantId });
    expect(before.body.response.homeLayout.content).toEqual([
      'diyPcL1',
      'diyPcL2',
      'diyPcL3',
      'diyPcL4',
      'diyPcL5',
    ]);

    for (const id of [one, two]) {
      const released = await api.put(P.planRelease, { id }, { token: admin.token, tenant: tenantId });
      expect(released.status).toBe(200);
    }
    const plans = await api.get<TPage<THomePlanRow>>(P.planList, {
      token: admin.token,
      tenant: tenantId,
      query: { device: 1, orgId: 0 },
    });
    expect(plans.body.response.data.map((plan) => [plan.id, plan.status])).toEqual([
      [two, 1],
      [one, 0],
    ]);
    const mine = await api.get<TDiyInfo>(sitePaths.my, { token: learner.token, tenant: tenantId });
    expect(mine.body.response.homeLayout).toEqual({ content: ['diyPcL3', 'diyPcL1'], side: [] });
    expect(JSON.parse(mine.body.response.home).content[0].id).toBe('diyPcL3');

    const deleted = await api.del(
      P.planDelete,
      { ids: String(two) },
      { token: admin.token, tenant: tenantId },
    );
    expect(deleted.body.response).toEqual({ removed: 1 });
    const back = await api.get<TDiyInfo>(sitePaths.my, { token: learner.token, tenant: tenantId });
    expect(back.body.response.homeLayout.content).toHaveLength(5);
    expect((await auditOf('homePlan')).map((entry) => entry.action)).toContain('publish');
  });

  it('sets and resets logos per unit: the tenant’s on the public site information, a unit’s for its learners', async () => {
    const unit = await makeOrgUnit(testApp, { tenantId });
    const set = (orgId: number, frontUrl: string) =>
      api.post<{ id: number }>(
        P.logoUpdate,
        { orgId, frontUrl, backgroundUrl: `${frontUrl}?back` },
        { token: admin.token, tenant: tenantId },
      );
    expect((await set(0, '/files/tenant.png')).status).toBe(200);
    const unitLogo = (await set(unit.id, '/files/unit.png')).body.response.id;
    const info = await api.get<TDomainInfoReply>(systemPaths.domainInfo, { tenant: tenantId });
    expect(info.body.response.diyInfor.logo).toEqual({ FrontUrl: '/files/tenant.png' });
    const inUnit = await makeSignedInUser(testApp, { tenantId, orgId: unit.id });
    const mine = await api.get<TDiyInfo>(sitePaths.my, { token: inUnit.token, tenant: tenantId });
    expect(mine.body.response.logo.FrontUrl).toBe('/files/unit.png');
    const listed = await api.post<TPage<TLogoRow>>(
      P.logoList,
      { orgId: unit.id },
      { token: admin.token, tenant: tenantId },
    );
    expect(listed.body.response.data).toEqual([
      expect.objectContaining({ id: unitLogo, orgName: unit.name, frontUrl: '/files/unit.png' }),
    ]);
    await api.post(P.logoRemove, { ids: String(unitLogo) }, { token: admin.token, tenant: tenantId });
    const reset = await api.get<TDiyInfo>(sitePaths.my, { token: inUnit.token, tenant: tenantId });
    expect(reset.body.response.logo.FrontUrl).toBe('/files/tenant.png');
  });

  it('keeps another tenant’s rows out of reach', async () => {
    const other = await makeTenant(testApp);
    const stranger = await makeBackOfficeUser(testApp, { tenantId: other.id, codes: ALL_CODES });
    const mine = await api.post<{ id: number }>(
      P.bannerAdd,
      { orgId: 0, picUrl: '/files/mine.png' },
      { token: admin.token, tenant: tenantId },
    );
    const edit = await api.post(
      P.bannerUpdate,
      { id: mine.body.response.id, orgId: 0, picUrl: '/files/theirs.png' },
      { token: stranger.token, tenant: other.id },
    );
    expect(edit.status).toBe(404);
    const slides = await api.get<unknown[]>(sitePaths.bannerUser, { tenant: other.id });
    expect(slides.body.response).toEqual([]);
  });
});
