// Commerce's test data: products and coupon batches straight into their tables, coupons given to a learner,
// a membership set through the membership service, a back-office user holding every code, and a sandbox
// gateway whose notifications the test delivers itself (when and how often it likes).
import { commercePaths, payPaths } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { col, queryRow } from '../../db/rows.ts';
import { commerceCouponBatches, commerceCoupons, commerceProducts } from '../../db/schema/commerce.ts';
import { roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { commerceClock } from './clock.ts';
import { setUpGateways } from './gateways.ts';
import { extendMembership } from './membership-service.ts';

export type ProductOptions = {
  tenantId?: string;
  kind?: 'vip_monthly' | 'vip_yearly' | 'course' | 'training' | 'activity';
  priceCents?: number;
  memberPriceCents?: number | null;
  vipFree?: boolean;
  capacity?: number;
  commissionPercent?: number;
  onShelf?: boolean;
  endsAt?: Date | null;
  /** The course or training sold. */
  refId?: number | null;
};

/** A product on sale: a 99-yuan course-like product without a course behind it unless asked. */
export async function makeProduct(testApp: TestApp, options: ProductOptions = {}) {
  const [product] = await testApp.database.db
    .insert(commerceProducts)
    .values({
      tenantId: options.tenantId ?? 'learn',
      kind: options.kind ?? 'activity',
      name: `Product ${uniqueSuffix()}`,
      priceCents: options.priceCents ?? 9900,
      memberPriceCents: options.memberPriceCents ?? null,
      vipFree: options.vipFree ?? false,
      capacity: options.capacity ?? 0,
      commissionPercent: options.commissionPercent ?? 0,
      onShelf: options.onShelf ?? true,
      endsAt: options.endsAt ?? null,
      refId: options.refId ?? null,
    })
    .returning();
  if (!product) throw new Error('makeProduct: no row');
  return product;
}

export type BatchOptions = {
  tenantId?: string;
  discountType?: 'fixed' | 'percent';
  amountCents?: number;
  percentOff?: number;
  minSpendCents?: number;
  productIds?: number[];
  perUserLimit?: number;
  claimable?: boolean;
};

/** A batch valid from an hour ago for 30 days: 10 yuan off by default. */
export async function makeCouponBatch(testApp: TestApp, options: BatchOptions = {}) {
  const now = commerceClock.now();
  const [batch] = await testApp.database.db
    .insert(commerceCouponBatches)
    .values({
      tenantId: options.tenantId ?? 'learn',
      name: `Coupon ${uniqueSuffix()}`,
      discountType: options.discountType ?? 'fixed',
      amountCents: options.amountCents ?? 1000,
      percentOff: options.percentOff ?? 0,
      minSpendCents: options.minSpendCents ?? 0,
      validFrom: new Date(now - 3_600_000),
      validTo: new Date(now + 30 * 86_400_000),
      perUserLimit: options.perUserLimit ?? 5,
      productIds: options.productIds ?? [],
      claimable: options.claimable ?? false,
    })
    .returning();
  if (!batch) throw new Error('makeCouponBatch: no row');
  return batch;
}

/** One coupon of the batch in the user's hands. */
export async function giveCoupon(testApp: TestApp, batch: { id: number; tenantId: string }, userId: number) {
  const [coupon] = await testApp.database.db
    .insert(commerceCoupons)
    .values({ tenantId: batch.tenantId, userId, batchId: batch.id })
    .returning();
  if (!coupon) throw new Error('giveCoupon: no row');
  return coupon;
}

/** Makes the user a member for `days` through the membership service. */
export async function makeMember(
  testApp: TestApp,
  user: { id: number; tenantId: string },
  kind: 'vip_monthly' | 'vip_yearly',
  days = 31,
) {
  await testApp.database.db.transaction((tx) =>
    extendMembership(tx, { tenantId: user.tenantId, userId: user.id }, kind, days, commerceClock.now()),
  );
}

/** A signed-in back-office user whose role is the tenant's administrator (every code). */
export async function makeCommerceAdmin(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: `Commerce admin ${uniqueSuffix()}`,
      code: `com${uniqueSuffix()}`,
      kind: 'tenantAdmin',
    })
    .returning();
  if (!role) throw new Error('makeCommerceAdmin: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}

/** A fresh request id, as the web app makes one per click. */
export function requestId(): string {
  return `req-${uniqueSuffix()}-${Math.random().toString(36).slice(2, 10)}`;
}

export type HeldDelivery = { run: () => void; delayMs: number };

/** Replaces the app's sandbox with one whose deliveries wait in `held` until the test runs them. */
export function heldSandbox(testApp: TestApp) {
  const held: HeldDelivery[] = [];
  const installed = setUpGateways(testApp.app, {
    schedule: (run, delayMs) => held.push({ run, delayMs }),
    random: () => 0.9,
  });
  return { ...installed, held };
}

/** The order's ledger lines summed, and its total. */
export async function ledgerOf(testApp: TestApp, orderId: number) {
  return queryRow(
    testApp.database.db,
    sql`select (select coalesce(sum(amount_cents), 0)::int from commerce_order_ledger where order_id = o.id) as ledger_sum,
        o.total_cents from commerce_orders o where o.id = ${orderId}`,
    { ledger_sum: col.int, total_cents: col.int },
  );
}

type Api = {
  post: <T = unknown>(
    url: string,
    body?: unknown,
    options?: { token?: string },
  ) => Promise<{ status: number; body: { response: T } }>;
};

/** Pays the order on the sandbox page; answers the notification the gateway would send (not delivered yet). */
export async function payAtGateway(
  testApp: TestApp,
  api: Api,
  sandbox: ReturnType<typeof heldSandbox>,
  token: string,
  orderId: number,
) {
  const started = await api.post<{ payUrl: string }>(commercePaths.orderPay, { id: orderId }, { token });
  if (started.status !== 200) throw new Error(`payOrder: pay answered ${started.status}`);
  const url = new URL(started.body.response.payUrl, 'http://sandbox.invalid');
  const page = { tradeNo: url.searchParams.get('tradeNo') ?? '', token: url.searchParams.get('token') ?? '' };
  await api.post(payPaths.sandboxConfirm, { ...page, outcome: 'pay' });
  sandbox.held.length = 0;
  const trade = await queryRow(
    testApp.database.db,
    sql`select trade_no, out_trade_no, amount_cents from commerce_sandbox_trades where trade_no = ${page.tradeNo}`,
    { trade_no: col.text, out_trade_no: col.text, amount_cents: col.int },
  );
  if (!trade) throw new Error('payOrder: no trade');
  return sandbox.sandbox.notificationOf(trade);
}

/** Pays the order on the sandbox page and delivers the gateway's notification; answers that notification. */
export async function payOrder(
  testApp: TestApp,
  api: Api,
  sandbox: ReturnType<typeof heldSandbox>,
  token: string,
  orderId: number,
) {
  const notification = await payAtGateway(testApp, api, sandbox, token, orderId);
  const reply = await testApp.app.inject({
    method: 'POST',
    url: payPaths.notifySandbox,
    payload: notification,
  });
  if (reply.body !== 'success') throw new Error(`payOrder: notification answered ${reply.body}`);
  return notification;
}
