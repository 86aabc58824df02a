// Back-office points beyond the rules: stopping a rule source (nothing it pays is paid until it is started
// again), taking back ledger entries (a reversing entry, once, never below zero, only points earned, all or
// nothing, another tenant's entry a 404) and the points import t8 (grants and deductions by phone or account,
// unknown people and overdrawing rows refused with their reason, the error file).
import {
  achievementPrivilegeCodes as C,
  achievementAdminPaths as P,
  PointsReason,
  PointsSource,
  type TImportResult,
  type TRuleSource,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { downloadWorkbook, makeWorkbook, uploadWorkbook } from '../spreadsheet/test-factories.ts';
import { balanceOf } from './ledger-service.ts';
import { courseCompleted, deliverEvent, grantPoints, ledgerEntriesOf } from './test-factories.ts';

describe('achievement: back-office sources, revokes and imports', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;
  let tenantId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    tenantId = (await makeTenant(testApp)).id;
    admin = await makeBackOfficeUser(testApp, { tenantId, codes: Object.values(C) });
  });
  afterAll(() => testApp.close());

  const post = <T>(path: string, body: Record<string, unknown> = {}, token = admin.token) =>
    api.post<T>(path, body, { token, tenant: tenantId });
  const balance = (userId: number) => balanceOf(testApp.database.db, tenantId, userId);

  it('stops a rule source for the tenant and starts it again', async () => {
    const learner = await makeUser(testApp, { tenantId });
    expect((await post(P.editSource, { id: PointsSource.course, status: '0' })).status).toBe(200);
    const stopped = await post<TRuleSource[]>(P.listSources, { status: 0 });
    expect(stopped.body.response.map((source) => source.id)).toEqual([PointsSource.course]);
    await deliverEvent(testApp, courseCompleted(learner.id, 1, tenantId));
    expect(await balance(learner.id)).toBe(0);

    expect((await post(P.editSource, { id: PointsSource.course, status: 1 })).status).toBe(200);
    const all = await post<TRuleSource[]>(P.listSources);
    expect(all.body.response.every((source) => source.status === 1)).toBe(true);
    await deliverEvent(testApp, courseCompleted(learner.id, 2, tenantId));
    expect(await balance(learner.id)).toBeGreaterThan(0);

    const bad = await post(P.editSource, { id: 'nope', status: 3 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
  });

  it('takes back an earned entry once, never below zero, all or nothing', async () => {
    const learner = await makeUser(testApp, { tenantId });
    await grantPoints(testApp, learner.id, 10, tenantId);
    await grantPoints(testApp, learner.id, 4, tenantId);
    const [first, second] = await ledgerEntriesOf(testApp, learner.id, tenantId);
    if (!first || !second) throw new Error('no entries');

    const revoked = await post<{ revoked: number }>(P.revokeEntries, { ids: String(second.id) });
    expect(revoked.status).toBe(200);
    expect(revoked.body.response.revoked).toBe(1);
    const again = await post<{ revoked: number }>(P.revokeEntries, { ids: [second.id] });
    expect(again.body.response.revoked).toBe(0);
    expect(await balance(learner.id)).toBe(10);

    // A revoke entry itself cannot be taken back; the whole request changes nothing.
    const entries = await ledgerEntriesOf(testApp, learner.id, tenantId);
    const reversal = entries.find((entry) => entry.reason === PointsReason.revoke);
    if (!reversal) throw new Error('no reversal');
    expect(reversal.delta).toBe(-4);
    const mixed = await post(P.revokeEntries, { ids: `${first.id},${reversal.id}` });
    expect(mixed.status).toBe(409);
    expect(await balance(learner.id)).toBe(10);

    // Spent points cannot be taken back.
    await post(P.adjust, { userId: learner.id, score: -8, remark: 'spent', requestId: uniqueSuffix() });
    expect((await post(P.revokeEntries, { ids: String(first.id) })).status).toBe(409);
    expect(await balance(learner.id)).toBe(2);

    const stranger = await makeUser(testApp);
    await grantPoints(testApp, stranger.id, 3);
    const [foreign] = await ledgerEntriesOf(testApp, stranger.id);
    expect((await post(P.revokeEntries, { ids: String(foreign?.id) })).status).toBe(404);
    expect((await post(P.revokeEntries, { ids: '' })).status).toBe(400);
  });

  it('imports points by phone or account, refusing unknown people and overdrafts with their reason', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const byPhone = await makeUser(testApp, { tenantId, phone });
    const byAccount = await makeUser(testApp, { tenantId });
    const file = await makeWorkbook(
      ['积分类型', '手机号', '原因', '分值'],
      [
        ['活动', phone, '年度优秀', 30],
        ['', byAccount.account, '分享', 5],
        ['', byAccount.account, '扣减', -50],
        ['', 'nobody-here', '未知', 5],
      ],
    );
    const reply = await uploadWorkbook(testApp, P.importPoints, file, {
      token: admin.token,
      tenant: tenantId,
    });
    expect(reply.status).toBe(200);
    const result = reply.body.response as TImportResult;
    expect(result).toMatchObject({ successNum: 2, failedNum: 2 });
    expect(await balance(byPhone.id)).toBe(30);
    expect(await balance(byAccount.id)).toBe(5);
    const [entry] = await ledgerEntriesOf(testApp, byPhone.id, tenantId);
    expect(entry).toMatchObject({ reason: PointsReason.import, delta: 30, note: '活动: 年度优秀' });

    const errors = await downloadWorkbook(testApp, P.importErrors, {
      token: admin.token,
      tenant: tenantId,
      query: { cacheKey: result.cacheKey },
    });
    expect(JSON.stringify(errors)).toContain('nobody-here');

    const learner = await makeSignedInUser(testApp, { tenantId });
    const refused = await uploadWorkbook(testApp, P.importPoints, file, {
      token: learner.token,
      tenant: tenantId,
    });
    expect(refused.status).toBe(403);
  });
});
