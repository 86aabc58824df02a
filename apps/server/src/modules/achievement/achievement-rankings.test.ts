// Rankings and the learner's own figures through the real app: order, ties, my rank, the org-unit scope,
// the home page's top list, the ledger with its date filter, another user's archive as a 404, and another
// tenant's learners never in the list.
import {
  achievementPaths,
  type TMyRank,
  type TPage,
  type TPersonalStatistics,
  type TRankLine,
  type TScoreEntry,
  type TTopLearner,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { takeBackPoints } from './ledger-service.ts';
import { grantPoints } from './test-factories.ts';

describe('achievement: rankings and my figures', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let me: Awaited<ReturnType<typeof makeSignedInUser>>;
  let other: Awaited<ReturnType<typeof makeSignedInUser>>;
  let tenantId: string;
  let orgId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    // A tenant of its own, so the ranking holds exactly this test's learners.
    tenantId = (await makeTenant(testApp)).id;
    orgId = (await makeOrgUnit(testApp, { tenantId })).id;
    me = await makeSignedInUser(testApp, { tenantId, orgId });
    other = await makeSignedInUser(testApp, { tenantId });
    const elsewhere = await makeUser(testApp, { tenantId });
    const colleague = await makeUser(testApp, { tenantId, orgId });
    await grantPoints(testApp, me.user.id, 30, tenantId);
    await grantPoints(testApp, other.user.id, 50, tenantId);
    await grantPoints(testApp, elsewhere.id, 30, tenantId);
    await grantPoints(testApp, colleague.id, 10, tenantId);
    // Another tenant's big earner never shows.
    await grantPoints(testApp, (await makeUser(testApp)).id, 999);
  });
  afterAll(() => testApp.close());

  const get = <T>(path: string, query: Record<string, string | number> = {}, token = me.token) =>
    api.get<T>(path, { token, tenant: tenantId, query });

  it('ranks the tenant by points this month, ties sharing a rank, and tells me mine', async () => {
    for (const period of ['month', 'year', 'all']) {
      const page = await get<TPage<TRankLine>>(achievementPaths.ranking, { period, pageSize: 10 });
      expect(page.status).toBe(200);
      expect(page.body.response.totalNum).toBe(4);
      expect(page.body.response.data.map((line) => [line.rank, line.value])).toEqual([
        [1, 50],
        [2, 30],
        [2, 30],
        [4, 10],
      ]);
      const mine = await get<TMyRank>(achievementPaths.myRanking, { period });
      expect(mine.body.response).toEqual({ rank: 2, value: 30, total: 4 });
    }
  });

  it('ranks within my org unit', async () => {
    const page = await get<TPage<TRankLine>>(achievementPaths.ranking, { scope: 'org' });
    expect(page.body.response.data.map((line) => line.value)).toEqual([30, 10]);
    const mine = await get<TMyRank>(achievementPaths.myRanking, { scope: 'org' });
    expect(mine.body.response).toEqual({ rank: 1, value: 30, total: 2 });
  });

  it('lists the home page top learners by monthly points, and refuses a bad size', async () => {
    const top = await get<TTopLearner[]>(achievementPaths.monthlyCredit, { num: 2 });
    expect(top.body.response.map((line) => line.monthlyScore)).toEqual([50, 30]);
    expect(top.body.response[0]?.id).toBe(other.user.id);
    expect((await get(achievementPaths.monthlyCredit, { num: 0 })).status).toBe(400);
    const hours = await get<TTopLearner[]>(achievementPaths.monthlyPeriod, { num: 5 });
    expect(hours.body.response).toEqual([]);
  });

  it('lists my ledger entries by date range', async () => {
    const list = (body: Record<string, string>) =>
      api.post<TPage<TScoreEntry>>(achievementPaths.scoreList, body, { token: me.token, tenant: tenantId });
    const all = await list({});
    expect(all.body.response.data.map((entry) => entry.score)).toEqual([30]);
    expect(all.body.response.data[0]?.balance).toBe(30);
    const past = await list({ startTime: '2020-01-01', endTime: '2020-12-31' });
    expect(past.body.response.totalNum).toBe(0);
    expect((await list({ startTime: 'yesterday' })).status).toBe(400);
  });

  it('shows my archive and hides anyone else’s', async () => {
    const mine = await get<TPersonalStatistics>(achievementPaths.statistics, { userId: me.user.id });
    expect(mine.body.response.totalScore).toBe(30);
    expect(mine.body.response.scoreExceed).toBe(25);
    expect((await get(achievementPaths.statistics, { userId: other.user.id })).status).toBe(404);
  });

  it('keeps the ranking’s size as learners leave it: points taken back to zero, a learner deleted', async () => {
    const sizes = async () => {
      const out: number[] = [];
      for (const period of ['month', 'year', 'all']) {
        const page = await get<TPage<TRankLine>>(achievementPaths.ranking, {
          period,
          pageSize: 2,
          pageNo: 9,
        });
        expect(page.body.response.data).toEqual([]);
        const mine = await get<TMyRank>(achievementPaths.myRanking, { period });
        expect(mine.body.response.total).toBe(page.body.response.totalNum);
        out.push(page.body.response.totalNum);
      }
      return out;
    };
    const db = testApp.database.db;
    const leaving = await makeUser(testApp, { tenantId });
    const entry = { tenantId, userId: leaving.id, reason: 'manual', bizType: 'test', points: 20 };
    await grantPoints(testApp, leaving.id, 20, tenantId);
    const deleted = await makeUser(testApp, { tenantId });
    await grantPoints(testApp, deleted.id, 5, tenantId);
    expect(await sizes()).toEqual([6, 6, 6]);
    await takeBackPoints(db, { ...entry, bizId: 'taken-back' }, new Date());
    await runStatement(db, sql`delete from users where id = ${deleted.id}`);
    expect(await sizes()).toEqual([4, 4, 4]);
    const page = await get<TPage<TRankLine>>(achievementPaths.ranking, { period: 'all', pageSize: 10 });
    expect(page.body.response.data.map((line) => line.value)).toEqual([50, 30, 30, 10]);
  });

  it('shares a ranking page between learners for a few seconds, but shows a point change at once', async () => {
    const before = await get<TPage<TRankLine>>(achievementPaths.ranking, { period: 'month', pageSize: 10 });
    const leader = before.body.response.data[0]?.value ?? 0;
    // Another learner's page is the same page (kept), and a new leader is on it without waiting.
    const newcomer = await makeUser(testApp, { tenantId });
    await grantPoints(testApp, newcomer.id, leader + 100, tenantId);
    const after = await get<TPage<TRankLine>>(
      achievementPaths.ranking,
      { period: 'month', pageSize: 10 },
      other.token,
    );
    expect(after.body.response.data[0]).toMatchObject({ rank: 1, value: leader + 100 });
    expect(after.body.response.totalNum).toBe(before.body.response.totalNum + 1);
  });
});
