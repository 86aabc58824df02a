// Paying through the sandbox gateway, through the real app: the gateway's page and its asynchronous signed
// notifications; a duplicated or late notification fulfils once; a bad signature changes nothing and is
// logged; reconciliation finds a payment whose notification never came; membership extends from the later of
// now and its end; a refund reverses fulfilment and the sharer's commission; commissions become available
// after the refund window and are settled once.
import {
  commerceAdminPaths as A,
  authPaths,
  commercePaths as P,
  payPaths,
  type TOrder,
  type TPayStart,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { commerceClock } from './clock.ts';
import { payDepsOf, sweepCommerce } from './sweep-service.ts';
import { heldSandbox, makeCommerceAdmin, makeProduct, requestId } from './test-factories.ts';

describe('commerce: payment', () => {
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

  /** Creates the order and pays it on the sandbox page; answers the order and the gateway's notification. */
  async function buyAndPay(token: string, productId: number, extra: Record<string, unknown> = {}) {
    const created = await api.post<TOrder>(
      P.orderCreate,
      { productId, requestId: requestId(), ...extra },
      { token },
    );
    expect(created.status).toBe(200);
    const started = await api.post<TPayStart>(P.orderPay, { id: created.body.response.id }, { token });
    expect(started.status).toBe(200);
    const url = new URL(started.body.response.payUrl, 'http://x');
    const page = {
      tradeNo: url.searchParams.get('tradeNo') ?? '',
      token: url.searchParams.get('token') ?? '',
    };
    const checkout = await api.get<{ amountCents: number }>(payPaths.sandboxCheckout, { query: page });
    expect(checkout.body.response.amountCents).toBe(created.body.response.totalCents);
    sandbox.held.length = 0;
    const paid = await api.post<{ status: string }>(payPaths.sandboxConfirm, { ...page, outcome: 'pay' });
    expect(paid.body.response.status).toBe('paid');
    const trade = await queryRow(
      testApp.database.db,
      sql`select trade_no, out_trade_no, amount_cents from commerce_sandbox_trades where trade_no = ${page.tradeNo}`,
      { trade_no: col.text, out_trade_no: col.text, amount_cents: col.int },
    );
    if (!trade) throw new Error('no trade');
    return { order: created.body.response, notification: sandbox.sandbox.notificationOf(trade) };
  }

  const statusOf = async (token: string, id: number) =>
    (await api.get<TOrder>(P.orderDetail, { token, query: { id } })).body.response.status;
  const notify = (body: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: payPaths.notifySandbox, payload: body });
  const fulfilledEvents = (orderId: number) =>
    queryRows(
      testApp.database.db,
      sql`select id from domain_events where type = 'commerce.fulfilled' and subject_id = ${orderId}`,
      { id: col.int },
    );

  it('fulfils once however often and however late the gateway notifies', async () => {
    const plan = await makeProduct(testApp, { kind: 'vip_yearly', priceCents: 36500 });
    const { token } = await makeSignedInUser(testApp);
    const { order, notification } = await buyAndPay(token, plan.id);
    // The gateway scheduled its notification; delivering it through the scheduler reaches our URL.
    expect(sandbox.held.length).toBeGreaterThan(0);
    for (const delivery of sandbox.held.splice(0)) delivery.run();
    for (const delivery of sandbox.held.splice(0)) delivery.run();
    await vi.waitFor(async () => expect(await statusOf(token, order.id)).toBe('fulfilled'), {
      timeout: 10_000,
    });
    const replies = await Promise.all([notify(notification), notify(notification)]);
    expect(replies.map((r) => r.body)).toEqual(['success', 'success']);
    commerceClock.now = () => realNow() + 3_600_000;
    expect((await notify(notification)).body).toBe('success');
    expect(await statusOf(token, order.id)).toBe('fulfilled');
    expect(await fulfilledEvents(order.id)).toHaveLength(1);
    const info = await api.get<{ isYearMember: boolean }>(authPaths.userInfo, { token });
    expect(info.body.response.isYearMember).toBe(true);
  });

  it('logs a notification with a bad signature and changes nothing', async () => {
    const product = await makeProduct(testApp, { priceCents: 500 });
    const { token } = await makeSignedInUser(testApp);
    const { order, notification } = await buyAndPay(token, product.id);
    const forged = { ...notification, total_amount: '1' };
    const reply = await notify(forged);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('fail');
    expect(await statusOf(token, order.id)).toBe('created');
    const logged = await queryRows(
      testApp.database.db,
      sql`select outcome, signature_valid from commerce_payment_notifications where payment_no = ${notification.out_trade_no}`,
      { outcome: col.text, signature_valid: col.bool },
    );
    expect(logged).toEqual([{ outcome: 'rejected', signature_valid: false }]);
  });

  it('reconciles a paid payment whose notification never arrived', async () => {
    const product = await makeProduct(testApp, { priceCents: 700 });
    const { token } = await makeSignedInUser(testApp);
    const { order } = await buyAndPay(token, product.id);
    sandbox.held.length = 0;
    commerceClock.now = () => realNow() + 120_000;
    // Earlier tests may leave trades paid at the gateway without a valid notification: they are settled too.
    expect((await sweepCommerce(payDepsOf(testApp.app))).reconciled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(token, order.id)).toBe('fulfilled');
    expect((await sweepCommerce(payDepsOf(testApp.app))).reconciled).toBe(0);
  });

  it('extends a membership from its current end, not from now', async () => {
    const plan = await makeProduct(testApp, { kind: 'vip_monthly', priceCents: 3000 });
    const { token, user } = await makeSignedInUser(testApp);
    for (let i = 0; i < 2; i += 1) {
      const { notification } = await buyAndPay(token, plan.id);
      expect((await notify(notification)).body).toBe('success');
    }
    const center = await api.get<{ membership: { level: string; expiresAt: number } }>(P.memberCenter, {
      token,
    });
    expect(center.body.response.membership.level).toBe('monthly');
    const days = (center.body.response.membership.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(61);
    expect(days).toBeLessThan(63);
    expect(user.id).toBeGreaterThan(0);
  });

  it('reverses fulfilment and the commission on refund, once, and settles commissions after the window', async () => {
    const admin = await makeCommerceAdmin(testApp);
    const product = await makeProduct(testApp, {
      kind: 'activity',
      priceCents: 10000,
      commissionPercent: 15,
      capacity: 5,
    });
    const sharer = await makeSignedInUser(testApp);
    // Only courses and trainings are shared; an activity with a commission is refused a link.
    expect((await api.post(P.shareLink, { productId: product.id }, { token: sharer.token })).status).toBe(
      409,
    );
    const course = await makeProduct(testApp, { kind: 'course', priceCents: 10000, commissionPercent: 15 });
    const link = await api.post<{ code: string }>(
      P.shareLink,
      { productId: course.id },
      { token: sharer.token },
    );
    const buyer = await makeSignedInUser(testApp);
    const { order, notification } = await buyAndPay(buyer.token, course.id, {
      shareCode: link.body.response.code,
    });
    expect((await notify(notification)).body).toBe('success');
    const mine = await api.get<{ pendingCents: number }>(P.myCommissions, { token: sharer.token });
    expect(mine.body.response.pendingCents).toBe(1500);

    const refunds = await Promise.all([
      api.post(A.orderRefund, { id: order.id, reason: 'asked' }, { token: admin.token }),
      api.post(A.orderRefund, { id: order.id, reason: 'asked' }, { token: admin.token }),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await statusOf(buyer.token, order.id)).toBe('refunded');
    const after = await api.get<{ pendingCents: number; data: { status: string }[] }>(P.myCommissions, {
      token: sharer.token,
    });
    expect(after.body.response.pendingCents).toBe(0);
    expect(after.body.response.data[0]?.status).toBe('reversed');

    const second = await makeSignedInUser(testApp);
    const paid = await buyAndPay(second.token, course.id, { shareCode: link.body.response.code });
    expect((await notify(paid.notification)).body).toBe('success');
    commerceClock.now = () => realNow() + 8 * 86_400_000;
    await sweepCommerce(payDepsOf(testApp.app));
    const late = await api.post(A.orderRefund, { id: paid.order.id, reason: 'late' }, { token: admin.token });
    expect(late.status).toBe(409);
    const list = await api.get<{ data: { id: number; status: string }[] }>(A.commissionList, {
      token: admin.token,
      query: { status: 'available' },
    });
    const available = list.body.response.data.map((c) => c.id);
    expect(available.length).toBeGreaterThan(0);
    const settled = await api.post<{ settled: number }>(
      A.commissionSettle,
      { ids: available },
      { token: admin.token },
    );
    expect(settled.body.response.settled).toBe(available.length);
    expect((await api.post(A.commissionSettle, { ids: available }, { token: admin.token })).status).toBe(409);
    // Learners are refused the back office.
    expect(
      (await api.post(A.orderRefund, { id: paid.order.id, reason: 'x' }, { token: second.token })).status,
    ).toBe(403);
  });
});
