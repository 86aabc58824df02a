// Commerce under concurrency, through the real app: many copies of one payment notification racing each other
// and the reconciliation job fulfil the order once; many learners racing for the last places of an activity
// never take more than its capacity; many claims of a limited coupon batch never issue more than its total or
// a learner's limit; one coupon racing across several orders is held by one; refunds racing refund once.
import { commerceAdminPaths as A, commercePaths as P, payPaths, type TOrder } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { commerceClock } from './clock.ts';
import { membershipOf } from './membership-service.ts';
import { payDepsOf, sweepCommerce } from './sweep-service.ts';
import {
  giveCoupon,
  heldSandbox,
  makeCommerceAdmin,
  makeCouponBatch,
  makeProduct,
  payAtGateway,
  requestId,
} from './test-factories.ts';

const DAY_MS = 86_400_000;

// Many signed-in users and parallel requests: slow on a loaded machine, and speed is not what is tested.
describe('commerce: races', { timeout: 180_000 }, () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let sandbox: ReturnType<typeof heldSandbox>;
  const realNow = commerceClock.now;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    sandbox = heldSandbox(testApp);
  });
  afterEach(() => {
    commerceClock.now = realNow;
  });
  afterAll(() => testApp.close());

  const order = (token: string, body: Record<string, unknown>) =>
    api.post<TOrder>(P.orderCreate, { requestId: requestId(), ...body }, { token });
  const notify = (body: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: payPaths.notifySandbox, payload: body });
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRow(testApp.database.db, query, { n: col.int }))?.n ?? -1;

  it('fulfils once when twelve copies of a notification race each other and the reconciliation job', async () => {
    const plan = await makeProduct(testApp, { kind: 'vip_yearly', priceCents: 36500 });
    const { token, user } = await makeSignedInUser(testApp);
    const created = await order(token, { productId: plan.id });
    expect(created.status).toBe(200);
    const notification = await payAtGateway(testApp, api, sandbox, token, created.body.response.id);
    // The reconciliation job only asks about payments older than a minute: make this one old enough.
    commerceClock.now = () => realNow() + 120_000;
    const [replies] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => notify(notification))),
      sweepCommerce(payDepsOf(testApp.app)),
    ]);
    expect(replies.map((r) => r.body)).toEqual(Array.from({ length: 12 }, () => 'success'));
    const orderId = created.body.response.id;
    expect(
      await count(sql`select count(*)::int as n from domain_events where type = 'commerce.fulfilled'
        and subject_id = ${orderId}`),
    ).toBe(1);
    const outcomes = await queryRows(
      testApp.database.db,
      sql`select outcome, count(*)::int as n from commerce_payment_notifications
        where payment_no = ${notification.out_trade_no} group by outcome order by outcome`,
      { outcome: col.text, n: col.int },
    );
    // At most one processed notification (the job may have got there first), the rest duplicates.
    const processed = outcomes.find((o) => o.outcome === 'processed')?.n ?? 0;
    expect(processed).toBeLessThanOrEqual(1);
    expect(outcomes.find((o) => o.outcome === 'duplicate')?.n).toBe(12 - processed);
    // The membership was extended by one year once, not twelve times.
    const membership = await membershipOf(testApp.database.db, user.tenantId, user.id, realNow());
    expect(membership.level).toBe('yearly');
    expect(membership.expiresAt ?? 0).toBeLessThan(realNow() + 367 * DAY_MS);
    expect(membership.expiresAt ?? 0).toBeGreaterThan(realNow() + 365 * DAY_MS);
  });

  it('never sells more places than an activity has when twenty learners race for five', async () => {
    const activity = await makeProduct(testApp, { kind: 'activity', priceCents: 2000, capacity: 5 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => makeSignedInUser(testApp)));
    const replies = await Promise.all(learners.map(({ token }) => order(token, { productId: activity.id })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await count(sql`select sold_num as n from commerce_products where id = ${activity.id}`)).toBe(5);
    expect(
      await count(sql`select count(*)::int as n from commerce_orders where product_id = ${activity.id}
        and status = 'created'`),
    ).toBe(5);
    // Free sign-ups race the same way.
    const free = await makeProduct(testApp, { kind: 'activity', priceCents: 0, capacity: 3 });
    const signUps = await Promise.all(
      learners.map(({ token }) =>
        api.post(P.activitySignUp, { id: free.id, requestId: requestId() }, { token }),
      ),
    );
    expect(signUps.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      await count(sql`select count(*)::int as n from commerce_activity_sign_ups where product_id = ${free.id}
        and cancelled_at is null`),
    ).toBe(3);
  });

  it('never issues more coupons than a batch holds, nor more than one learner may claim', async () => {
    const batch = await makeCouponBatch(testApp, { claimable: true, perUserLimit: 1 });
    await testApp.database.db.execute(
      sql`update commerce_coupon_batches set total = 3 where id = ${batch.id}`,
    );
    const learners = await Promise.all(Array.from({ length: 10 }, () => makeSignedInUser(testApp)));
    const claims = await Promise.all(
      learners.map(({ token }) => api.post(P.couponClaim, { id: batch.id }, { token })),
    );
    expect(claims.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      await count(sql`select count(*)::int as n from commerce_coupons where batch_id = ${batch.id}`),
    ).toBe(3);

    const single = await makeCouponBatch(testApp, { claimable: true, perUserLimit: 1 });
    const one = await makeSignedInUser(testApp);
    const mine = await Promise.all(
      Array.from({ length: 6 }, () => api.post(P.couponClaim, { id: single.id }, { token: one.token })),
    );
    expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      await count(sql`select count(*)::int as n from commerce_coupons where batch_id = ${single.id}
        and user_id = ${one.user.id}`),
    ).toBe(1);
  });

  it('lets one of six concurrent orders hold a coupon, and keeps it used after payment', async () => {
    const products = await Promise.all(Array.from({ length: 6 }, () => makeProduct(testApp)));
    const { token, user } = await makeSignedInUser(testApp);
    const coupon = await giveCoupon(testApp, await makeCouponBatch(testApp), user.id);
    const replies = await Promise.all(
      products.map((p) => order(token, { productId: p.id, couponId: coupon.id, couponSource: 'batch' })),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(5);
    const winner = won[0]?.body.response;
    if (!winner) throw new Error('no winning order');
    const notification = await payAtGateway(testApp, api, sandbox, token, winner.id);
    expect((await notify(notification)).body).toBe('success');
    const used = await queryRow(
      testApp.database.db,
      sql`select order_id, (used_at is not null) as used from commerce_coupons where id = ${coupon.id}`,
      { order_id: col.intOrNull, used: col.bool },
    );
    expect(used).toEqual({ order_id: winner.id, used: true });
  });

  it('refunds once when five refunds of one order race, and gives the money back once', async () => {
    const admin = await makeCommerceAdmin(testApp);
    const activity = await makeProduct(testApp, { kind: 'activity', priceCents: 3000, capacity: 2 });
    const { token } = await makeSignedInUser(testApp);
    const created = await order(token, { productId: activity.id });
    const notification = await payAtGateway(testApp, api, sandbox, token, created.body.response.id);
    expect((await notify(notification)).body).toBe('success');
    const refunds = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post(A.orderRefund, { id: created.body.response.id, reason: 'race' }, { token: admin.token }),
      ),
    );
    expect(refunds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(refunds.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await count(sql`select sold_num as n from commerce_products where id = ${activity.id}`)).toBe(0);
    const trade = await queryRow(
      testApp.database.db,
      sql`select status from commerce_sandbox_trades where out_trade_no = ${notification.out_trade_no}`,
      { status: col.text },
    );
    expect(trade?.status).toBe('refunded');
    expect(
      await count(sql`select count(*)::int as n from domain_events where type = 'commerce.refunded'
        and subject_id = ${created.body.response.id}`),
    ).toBe(1);
  });
});
