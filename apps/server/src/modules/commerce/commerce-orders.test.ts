// Orders through the real app: the price is the server's whatever the browser sends, member prices and VIP
// gratis, the ledger sums to the total in integer cents, a coupon is held by exactly one of two concurrent
// orders, a double click makes one order, an unpaid order expires and gives back its coupon and its place,
// and another user's or tenant's order is a 404.
import { commercePaths as P, type TCoupon, type TOrder } from '@elearning/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { commerceClock } from './clock.ts';
import { payDepsOf, sweepCommerce } from './sweep-service.ts';
import {
  giveCoupon,
  ledgerOf,
  makeCouponBatch,
  makeMember,
  makeProduct,
  requestId,
} from './test-factories.ts';

describe('commerce: orders', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  const realNow = commerceClock.now;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterEach(() => {
    commerceClock.now = realNow;
  });
  afterAll(() => testApp.close());

  const order = (token: string, body: Record<string, unknown>) =>
    api.post<TOrder>(P.orderCreate, { requestId: requestId(), ...body }, { token });

  it('computes the price on the server whatever the browser sends', async () => {
    const product = await makeProduct(testApp, { priceCents: 12345 });
    const { token, user } = await makeSignedInUser(testApp);
    const reply = await order(token, {
      productId: product.id,
      totalCents: 1,
      priceCents: 1,
      discountCents: 12344,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.totalCents).toBe(12345);
    expect(reply.body.response.status).toBe('created');
    expect(reply.body.response.lines).toEqual([{ entry: 'list_price', amountCents: 12345 }]);
    const ledger = await ledgerOf(testApp, reply.body.response.id);
    expect(ledger?.ledger_sum).toBe(ledger?.total_cents);
    expect(user.id).toBeGreaterThan(0);
  });

  it('gives members their price or the product free, and explains it line by line in integer cents', async () => {
    const priced = await makeProduct(testApp, { priceCents: 9999, memberPriceCents: 4999 });
    const free = await makeProduct(testApp, { priceCents: 5000, vipFree: true });
    const { token, user } = await makeSignedInUser(testApp);
    await makeMember(testApp, user, 'vip_monthly');
    const batch = await makeCouponBatch(testApp, { discountType: 'percent', percentOff: 15 });
    const coupon = await giveCoupon(testApp, batch, user.id);
    const first = await order(token, { productId: priced.id, couponId: coupon.id, couponSource: 'batch' });
    expect(first.status).toBe(200);
    // 4999 × 15 % = 749.85 → 749 off, never a fraction of a cent.
    expect(first.body.response.lines).toEqual([
      { entry: 'list_price', amountCents: 9999 },
      { entry: 'member_discount', amountCents: -5000 },
      { entry: 'coupon_discount', amountCents: -749 },
    ]);
    expect(first.body.response.totalCents).toBe(4250);
    for (const line of first.body.response.lines ?? []) expect(Number.isInteger(line.amountCents)).toBe(true);
    const gratis = await order(token, { productId: free.id });
    expect(gratis.body.response.totalCents).toBe(0);
    expect(gratis.body.response.status).toBe('fulfilled');
    for (const id of [first.body.response.id, gratis.body.response.id]) {
      const ledger = await ledgerOf(testApp, id);
      expect(ledger?.ledger_sum).toBe(ledger?.total_cents);
    }
  });

  it('lets exactly one of two concurrent orders use a coupon', async () => {
    const [a, b] = await Promise.all([makeProduct(testApp), makeProduct(testApp)]);
    const { token, user } = await makeSignedInUser(testApp);
    const coupon = await giveCoupon(testApp, await makeCouponBatch(testApp), user.id);
    const replies = await Promise.all(
      [a, b].map((product) =>
        order(token, { productId: product.id, couponId: coupon.id, couponSource: 'batch' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies.find((r) => r.status === 200);
    expect(won?.body.response.totalCents).toBe(8900);
    const lost = replies.find((r) => r.status === 409);
    expect(lost?.body.resMsg).toBeTruthy();
    const orders = await api.get<{ data: TOrder[] }>(P.orderList, {
      token,
      query: { pageNo: 1, pageSize: 10 },
    });
    expect(orders.body.response.data).toHaveLength(1);
  });

  it('turns a double click into one order and refuses a reused request id for another product', async () => {
    const product = await makeProduct(testApp);
    const { token } = await makeSignedInUser(testApp);
    const click = { productId: product.id, requestId: requestId() };
    const [first, second] = await Promise.all([
      api.post<TOrder>(P.orderCreate, click, { token }),
      api.post<TOrder>(P.orderCreate, click, { token }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.response.id).toBe(first.body.response.id);
    const other = await makeProduct(testApp);
    expect((await api.post(P.orderCreate, { ...click, productId: other.id }, { token })).status).toBe(409);
  });

  it('expires an unpaid order after its deadline, giving back its coupon and its place', async () => {
    const product = await makeProduct(testApp, { capacity: 1 });
    const buyer = await makeSignedInUser(testApp);
    const coupon = await giveCoupon(testApp, await makeCouponBatch(testApp), buyer.user.id);
    const created = await order(buyer.token, {
      productId: product.id,
      couponId: coupon.id,
      couponSource: 'batch',
    });
    expect(created.status).toBe(200);
    const rival = await makeSignedInUser(testApp);
    expect((await order(rival.token, { productId: product.id })).status).toBe(409);
    const mine = await api.get<TCoupon[]>(P.myCoupons, { token: buyer.token });
    expect(mine.body.response.find((c) => c.id === coupon.id)?.usable).toBe(false);

    const deadline = created.body.response.payDeadline;
    commerceClock.now = () => deadline + 1_000;
    expect((await sweepCommerce(payDepsOf(testApp.app))).expired).toBeGreaterThanOrEqual(1);
    const detail = await api.get<TOrder>(P.orderDetail, {
      token: buyer.token,
      query: { id: created.body.response.id },
    });
    expect(detail.body.response.status).toBe('expired');
    const after = await api.get<TCoupon[]>(P.myCoupons, { token: buyer.token });
    expect(after.body.response.find((c) => c.id === coupon.id)?.usable).toBe(true);
    expect((await order(rival.token, { productId: product.id })).status).toBe(200);
    // A second sweep changes nothing: the order moved once.
    expect((await sweepCommerce(payDepsOf(testApp.app))).expired).toBe(0);
  });

  it('lets the owner cancel an unpaid order once', async () => {
    const product = await makeProduct(testApp, { capacity: 3 });
    const { token } = await makeSignedInUser(testApp);
    const created = await order(token, { productId: product.id });
    const id = created.body.response.id;
    const [a, b] = await Promise.all([
      api.post(P.orderCancel, { id }, { token }),
      api.post(P.orderCancel, { id }, { token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('keeps another user’s and another tenant’s orders out of reach', async () => {
    const product = await makeProduct(testApp);
    const owner = await makeSignedInUser(testApp);
    const created = await order(owner.token, { productId: product.id });
    const id = created.body.response.id;
    const stranger = await makeSignedInUser(testApp);
    expect((await api.get(P.orderDetail, { token: stranger.token, query: { id } })).status).toBe(404);
    expect((await api.post(P.orderPay, { id }, { token: stranger.token })).status).toBe(404);
    expect((await api.post(P.orderCancel, { id }, { token: stranger.token })).status).toBe(404);
    const tenant = await makeTenant(testApp);
    const outsider = await makeSignedInUser(testApp, { tenantId: tenant.id });
    expect(
      (await api.get(P.orderDetail, { token: outsider.token, tenant: tenant.id, query: { id } })).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          P.orderCreate,
          { productId: product.id, requestId: requestId() },
          { token: outsider.token, tenant: tenant.id },
        )
      ).status,
    ).toBe(404);
  });

  it('answers bad input with the field named and creates nothing', async () => {
    const { token } = await makeSignedInUser(testApp, {});
    const reply = await api.post(
      P.orderCreate,
      { productId: 'abc', requestId: requestId() },
      { token, lang: 'en' },
    );
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('productId');
    const list = await api.get<{ data: TOrder[] }>(P.orderList, { token });
    expect(list.body.response.data).toHaveLength(0);
  });
});
