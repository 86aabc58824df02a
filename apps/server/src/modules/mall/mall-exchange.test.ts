// Exchanging points in the mall through the real app: the stock never oversells under 20 concurrent clicks,
// exactly the winners' points are spent, a balance never goes negative, a repeated click changes nothing
// twice, a cancel refunds and restocks once however many calls race, and another tenant sees nothing.
import {
  ExchangeStatus,
  mallAdminPaths,
  mallPaths as P,
  type TMallExchange,
  type TMallItemDetail,
  type TMallPoints,
  type TMallUserCoupon,
  type TPage,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallItems } from '../../db/schema/mall.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { grantPoints, ledgerEntriesOf } from '../achievement/test-factories.ts';
import { makeAddress, makeMallAdmin, makeMallItem, requestId } from './test-factories.ts';

describe('mall: exchanging points', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const learnerWith = async (points: number) => {
    const learner = await makeSignedInUser(testApp);
    if (points > 0) await grantPoints(testApp, learner.user.id, points);
    const address = await makeAddress(testApp, learner.user.id);
    return { ...learner, address };
  };
  const balanceOf = async (token: string) =>
    (await api.get<TMallPoints>(P.myPoints, { token })).body.response.balance;
  const stockOf = async (id: number) => {
    const [row] = await testApp.database.db.select().from(mallItems).where(eq(mallItems.id, id));
    return row?.stock ?? -1;
  };

  it('sells exactly the last 5 items to 20 concurrent learners and spends exactly their points', async () => {
    const item = await makeMallItem(testApp, { stock: 5, points: 30 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => learnerWith(100)));
    const replies = await Promise.all(
      learners.map((learner) =>
        api.post<TMallExchange>(
          P.exchange,
          { itemId: item.id, quantity: 1, addressId: learner.address.id, requestId: requestId() },
          { token: learner.token },
        ),
      ),
    );
    const won = replies.filter((reply) => reply.status === 200);
    const lost = replies.filter((reply) => reply.status !== 200);
    expect(won).toHaveLength(5);
    expect(lost.every((reply) => reply.status === 409 && reply.body.resMsg.length > 0)).toBe(true);
    expect(await stockOf(item.id)).toBe(0);
    const balances = await Promise.all(learners.map((learner) => balanceOf(learner.token)));
    expect(balances.filter((balance) => balance === 70)).toHaveLength(5);
    expect(balances.filter((balance) => balance === 100)).toHaveLength(15);
    const spent = (await Promise.all(learners.map((l) => ledgerEntriesOf(testApp, l.user.id))))
      .flat()
      .filter((entry) => entry.delta < 0);
    expect(spent.map((entry) => entry.delta)).toEqual([-30, -30, -30, -30, -30]);
    expect(new Set(spent.map((entry) => entry.bizId))).toEqual(
      new Set(won.map((r) => String(r.body.response.id))),
    );
  });

  it('never takes a balance below zero when one learner clicks many items at once', async () => {
    const items = await Promise.all(
      Array.from({ length: 10 }, () => makeMallItem(testApp, { stock: 5, points: 40 })),
    );
    const learner = await learnerWith(100);
    const replies = await Promise.all(
      items.map((item) =>
        api.post(
          P.exchange,
          { itemId: item.id, addressId: learner.address.id, requestId: requestId() },
          { token: learner.token },
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(2);
    expect(await balanceOf(learner.token)).toBe(20);
    const stocks = await Promise.all(items.map((item) => stockOf(item.id)));
    expect(stocks.reduce((sum, stock) => sum + stock, 0)).toBe(48);
  });

  it('turns a double click into one exchange', async () => {
    const item = await makeMallItem(testApp, { stock: 3, points: 10 });
    const learner = await learnerWith(100);
    const click = { itemId: item.id, quantity: 2, addressId: learner.address.id, requestId: requestId() };
    const [first, second] = await Promise.all([
      api.post<TMallExchange>(P.exchange, click, { token: learner.token }),
      api.post<TMallExchange>(P.exchange, click, { token: learner.token }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.response.id).toBe(first.body.response.id);
    expect(await stockOf(item.id)).toBe(1);
    expect(await balanceOf(learner.token)).toBe(80);
    const other = await makeMallItem(testApp);
    const reused = await api.post(P.exchange, { ...click, itemId: other.id }, { token: learner.token });
    expect(reused.status).toBe(409);
  });

  it('holds the per-user limit, needs an address for goods and refuses short balances changing nothing', async () => {
    const item = await makeMallItem(testApp, { stock: 10, points: 10, perUserLimit: 2 });
    const learner = await learnerWith(1000);
    const noAddress = await api.post(
      P.exchange,
      { itemId: item.id, requestId: requestId() },
      { token: learner.token },
    );
    expect(noAddress.status).toBe(400);
    const buy = (quantity: number) =>
      api.post(
        P.exchange,
        { itemId: item.id, quantity, addressId: learner.address.id, requestId: requestId() },
        { token: learner.token },
      );
    expect((await buy(2)).status).toBe(200);
    expect((await buy(1)).status).toBe(409);
    const detail = await api.get<TMallItemDetail>(P.itemDetail, {
      token: learner.token,
      query: { id: item.id },
    });
    expect(detail.body.response.myRemaining).toBe(0);
    const poor = await learnerWith(5);
    const short = await api.post(
      P.exchange,
      { itemId: item.id, addressId: poor.address.id, requestId: requestId() },
      { token: poor.token },
    );
    expect(short.status).toBe(409);
    expect(await stockOf(item.id)).toBe(8);
    expect(await balanceOf(poor.token)).toBe(5);
    const records = await api.get<TPage<TMallExchange>>(P.exchangeRecords, { token: poor.token });
    expect(records.body.response.totalNum).toBe(0);
  });

  it('issues coupons at once and lists them as mine', async () => {
    const coupon = await makeMallItem(testApp, { kind: 'coupon', stock: 5, points: 20 });
    const learner = await learnerWith(100);
    const reply = await api.post<TMallExchange>(
      P.exchange,
      { itemId: coupon.id, quantity: 2, requestId: requestId() },
      { token: learner.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response.status).toBe(ExchangeStatus.completed);
    const mine = await api.get<TMallUserCoupon[]>(P.myCoupons, {
      token: learner.token,
      query: { status: 'unused' },
    });
    expect(mine.body.response).toHaveLength(2);
    expect(mine.body.response[0]?.terms).toMatchObject({
      discountType: 'fixed',
      amountCents: 1000,
      validDays: 30,
    });
  });

  it('cancels once: two racing cancels refund and restock exactly once', async () => {
    const item = await makeMallItem(testApp, { stock: 4, points: 25 });
    const learner = await learnerWith(100);
    const admin = await makeMallAdmin(testApp);
    const made = await api.post<TMallExchange>(
      P.exchange,
      { itemId: item.id, quantity: 2, addressId: learner.address.id, requestId: requestId() },
      { token: learner.token },
    );
    const id = made.body.response.id;
    expect(await balanceOf(learner.token)).toBe(50);
    const cancels = await Promise.all([
      api.post(P.exchangeCancel, { id }, { token: learner.token }),
      api.post(mallAdminPaths.exchangeCancel, { id, reason: 'out of print' }, { token: admin.token }),
      api.post(mallAdminPaths.exchangeCancel, { id, reason: 'again' }, { token: admin.token }),
    ]);
    expect(cancels.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(cancels.filter((reply) => reply.status === 409)).toHaveLength(2);
    expect(await balanceOf(learner.token)).toBe(100);
    expect(await stockOf(item.id)).toBe(4);
    const entries = await ledgerEntriesOf(testApp, learner.user.id);
    expect(entries.filter((entry) => entry.reason === 'mall.refund').map((e) => e.delta)).toEqual([50]);
    const record = await api.get<TMallExchange>(P.exchangeDetail, { token: learner.token, query: { id } });
    expect(record.body.response.status).toBe(ExchangeStatus.cancelled);
  });

  it('keeps records, items and addresses to their owner and tenant', async () => {
    const item = await makeMallItem(testApp, { stock: 4, points: 10, category: 'Books' });
    const learner = await learnerWith(100);
    const made = await api.post<TMallExchange>(
      P.exchange,
      { itemId: item.id, addressId: learner.address.id, requestId: requestId() },
      { token: learner.token },
    );
    const id = made.body.response.id;
    const stranger = await makeSignedInUser(testApp);
    expect((await api.get(P.exchangeDetail, { token: stranger.token, query: { id } })).status).toBe(404);
    expect((await api.post(P.exchangeCancel, { id }, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.post(P.addressDelete, { id: learner.address.id }, { token: stranger.token })).status,
    ).toBe(404);
    const tenant = await makeTenant(testApp);
    const outsider = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const theirs = { token: outsider.token, tenant: tenant.id };
    const list = await api.get<TPage<unknown>>(P.itemList, theirs);
    expect(list.body.response.totalNum).toBe(0);
    expect((await api.get<string[]>(P.categories, theirs)).body.response).toEqual([]);
    expect((await api.get(P.itemDetail, { ...theirs, query: { id: item.id } })).status).toBe(404);
    expect((await api.get(P.exchangeDetail, { ...theirs, query: { id } })).status).toBe(404);
    const outsideAdmin = await makeMallAdmin(testApp, tenant.id);
    const adminList = await api.get<TPage<unknown>>(mallAdminPaths.exchangeList, {
      token: outsideAdmin.token,
      tenant: tenant.id,
    });
    expect(adminList.body.response.totalNum).toBe(0);
    const ship = await api.post(
      mallAdminPaths.exchangeShip,
      { id, trackingCompany: 'SF', trackingNo: '1' },
      { token: outsideAdmin.token, tenant: tenant.id },
    );
    expect(ship.status).toBe(404);
  });
});
