// The points ledger on a real database: a source pays once, concurrent spends never overdraw, a daily cap
// holds under 20 concurrent awards, refunds are idempotent, bad amounts change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeUser } from '../../test/factories.ts';
import { awardPoints, balanceOf, refundPoints, spendPoints } from './ledger-service.ts';
import { ledgerEntriesOf } from './test-factories.ts';

describe('achievement: points ledger', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const entry = (userId: number, points: number, bizId: string, reason = 'course') => ({
    tenantId: 'learn',
    userId,
    points,
    reason,
    bizType: 'test',
    bizId,
  });

  it('pays one source once, however often it is delivered', async () => {
    const user = await makeUser(testApp);
    const db = testApp.database.db;
    const first = await awardPoints(db, entry(user.id, 5, 'a'));
    const again = await awardPoints(db, entry(user.id, 5, 'a'));
    const both = await Promise.all([
      awardPoints(db, entry(user.id, 3, 'b')),
      awardPoints(db, entry(user.id, 3, 'b')),
    ]);
    expect(first).toEqual({ balance: 5, applied: true });
    expect(again).toEqual({ balance: 5, applied: false });
    expect(both.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(db, 'learn', user.id)).toBe(8);
    const entries = await ledgerEntriesOf(testApp, user.id);
    expect(entries.map((e) => e.delta).sort()).toEqual([3, 5]);
    expect(Math.max(...entries.map((e) => e.balanceAfter))).toBe(8);
  });

  it('holds a daily cap under 20 concurrent awards', async () => {
    const user = await makeUser(testApp);
    const db = testApp.database.db;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        awardPoints(db, { ...entry(user.id, 1, `v${i}`, 'video'), dailyCap: 6 }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(6);
    expect(await balanceOf(db, 'learn', user.id)).toBe(6);
    const partial = await awardPoints(db, { ...entry(user.id, 4, 'k1', 'knowledge'), dailyCap: 6 });
    const capped = await awardPoints(db, { ...entry(user.id, 4, 'k2', 'knowledge'), dailyCap: 6 });
    expect(partial.applied && capped.applied).toBe(true);
    expect(await balanceOf(db, 'learn', user.id)).toBe(12);
  });

  it('never goes negative under 20 concurrent spends', async () => {
    const user = await makeUser(testApp);
    const db = testApp.database.db;
    await awardPoints(db, entry(user.id, 50, 'grant', 'manual'));
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        spendPoints(db, { ...entry(user.id, 10, `o${i}`, 'mall.exchange') }),
      ),
    );
    const spent = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(spent).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status === 'rejected' && r.reason instanceof AppError && r.reason.code).toBe(
        'POINTS_NOT_ENOUGH',
      );
    }
    expect(await balanceOf(db, 'learn', user.id)).toBe(0);
  });

  it('refunds once and refuses amounts that are not positive whole numbers', async () => {
    const user = await makeUser(testApp);
    const db = testApp.database.db;
    await awardPoints(db, entry(user.id, 10, 'g', 'manual'));
    await spendPoints(db, entry(user.id, 10, 'x1', 'mall.exchange'));
    expect((await refundPoints(db, entry(user.id, 10, 'x1', 'mall.refund'))).balance).toBe(10);
    expect((await refundPoints(db, entry(user.id, 10, 'x1', 'mall.refund'))).applied).toBe(false);
    await expect(spendPoints(db, entry(user.id, 11, 'x2', 'mall.exchange'))).rejects.toThrow(
      'POINTS_NOT_ENOUGH',
    );
    await expect(awardPoints(db, entry(user.id, 1.5, 'x3'))).rejects.toThrow('POINTS_AMOUNT_INVALID');
    await expect(awardPoints(db, entry(user.id, -2, 'x4'))).rejects.toThrow('POINTS_AMOUNT_INVALID');
    expect(await balanceOf(db, 'learn', user.id)).toBe(10);
  });
});
