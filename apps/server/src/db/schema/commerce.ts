// Commerce (issue 17): products with prices (VIP plans, paid courses and trainings, activities), coupon batches
// and the coupons they issue, orders with their price ledger, payments at a gateway and the notifications it
// sends, the built-in sandbox gateway's own trades, invoices, share links, commissions and activity sign-ups.
// Money is integer cents everywhere; an order's ledger lines sum to its total (a CHECK keeps the order's own
// arithmetic honest too).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'restrict' });

export const commerceProducts = pgTable(
  'commerce_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** ProductKind: vip_monthly | vip_yearly | course | training | activity. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** What a VIP pays instead (null: no member price). */
    memberPriceCents: integer('member_price_cents'),
    /** Free for a VIP. */
    vipFree: boolean('vip_free').notNull().default(false),
    /** The course or training bought (by id in its domain); null for plans and activities. */
    refId: integer('ref_id'),
    /** Places (activities, trainings); 0 = no limit. `sold_num` counts places held by live orders. */
    capacity: integer('capacity').notNull().default(0),
    soldNum: integer('sold_num').notNull().default(0),
    /** Share of the paid total a sharer earns through a share link. */
    commissionPercent: integer('commission_percent').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    onShelf: boolean('on_shelf').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('commerce_products_shelf_idx').on(t.tenantId, t.kind, t.onShelf),
    check(
      'commerce_products_price_ok',
      sql`${t.priceCents} >= 0 and coalesce(${t.memberPriceCents}, 0) >= 0`,
    ),
    check('commerce_products_capacity_ok', sql`${t.capacity} = 0 or ${t.soldNum} <= ${t.capacity}`),
    check('commerce_products_sold_ok', sql`${t.soldNum} >= 0`),
  ],
);

export const commerceCouponBatches = pgTable(
  'commerce_coupon_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    discountType: text('discount_type').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    percentOff: integer('percent_off').notNull().default(0),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Coupons the batch may issue in all; 0 = no limit. */
    total: integer('total').notNull().default(0),
    issuedNum: integer('issued_num').notNull().default(0),
    /** Products the coupons apply to; empty = every product. */
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** Learners may claim it themselves (couponsDetails). */
    claimable: boolean('claimable').notNull().default(false),
    /** Issued to everyone who signs up for this activity. */
    activityProductId: integer('activity_product_id').references(() => commerceProducts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('commerce_coupon_batches_tenant_idx').on(t.tenantId, t.createdAt.desc()),
    check('commerce_coupon_batches_total_ok', sql`${t.total} = 0 or ${t.issuedNum} <= ${t.total}`),
  ],
);

export const commerceCoupons = pgTable(
  'commerce_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userRef('user_id').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => commerceCouponBatches.id),
    /** The live order holding it (set on order creation; cleared when the order expires or is cancelled). */
    orderId: integer('order_id'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('commerce_coupons_user_idx').on(t.tenantId, t.userId),
    index('commerce_coupons_batch_user_idx').on(t.batchId, t.userId),
  ],
);

export const commerceOrders = pgTable(
  'commerce_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userRef('user_id').notNull(),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => commerceProducts.id),
    productKind: text('product_kind').notNull(),
    productName: text('product_name').notNull(),
    refId: integer('ref_id'),
    /** OrderStatus. */
    status: text('status').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponSource: text('coupon_source').notNull().default(''),
    couponId: integer('coupon_id').notNull().default(0),
    couponName: text('coupon_name').notNull().default(''),
    /** Whether the order took a place of the product's capacity (given back on expiry or refund). */
    holdsPlace: boolean('holds_place').notNull().default(false),
    /** Membership days granted on fulfilment (taken back on refund). */
    vipDays: integer('vip_days').notNull().default(0),
    shareUserId: userRef('share_user_id'),
    payDeadline: at('pay_deadline').notNull(),
    paidAt: at('paid_at'),
    fulfilledAt: at('fulfilled_at'),
    refundedAt: at('refunded_at'),
    closedAt: at('closed_at'),
    refundReason: text('refund_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_orders_no_idx').on(t.orderNo),
    uniqueIndex('commerce_orders_request_idx').on(t.tenantId, t.userId, t.requestId),
    index('commerce_orders_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('commerce_orders_status_idx').on(t.status, t.payDeadline),
    check(
      'commerce_orders_total_ok',
      sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.listPriceCents} - ${t.discountCents}`,
    ),
  ],
);

export const commerceOrderLedger = pgTable(
  'commerce_order_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => commerceOrders.id, { onDelete: 'cascade' }),
    /** LedgerEntry. */
    entry: text('entry').notNull(),
    /** Signed cents: the list price positive, discounts negative. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('commerce_order_ledger_order_idx').on(t.orderId)],
);

export const commerceInvoices = pgTable(
  'commerce_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    userId: userRef('user_id').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** InvoiceStatus. */
    status: text('status').notNull(),
    fileUrl: text('file_url').notNull().default(''),
    createdAt: createdAt(),
    issuedAt: at('issued_at'),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('commerce_invoices_order_idx').on(t.orderId),
    index('commerce_invoices_status_idx').on(t.tenantId, t.status, t.createdAt.desc()),
  ],
);

export const commerceShareLinks = pgTable(
  'commerce_share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userRef('user_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => commerceProducts.id),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_share_links_code_idx').on(t.code),
    uniqueIndex('commerce_share_links_user_product_idx').on(t.tenantId, t.userId, t.productId),
  ],
);

export const commerceCommissions = pgTable(
  'commerce_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => commerceOrders.id),
    sharerUserId: userRef('sharer_user_id').notNull(),
    buyerUserId: userRef('buyer_user_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** CommissionStatus. */
    status: text('status').notNull(),
    availableAt: at('available_at').notNull(),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_commissions_order_idx').on(t.orderId),
    index('commerce_commissions_sharer_idx').on(t.tenantId, t.sharerUserId, t.createdAt.desc()),
    index('commerce_commissions_status_idx').on(t.status, t.availableAt),
  ],
);

/** A learner's place in an activity (free: at once; paid: when its order is fulfilled). */
export const commerceActivitySignUps = pgTable(
  'commerce_activity_sign_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => commerceProducts.id),
    userId: userRef('user_id').notNull(),
    orderId: integer('order_id'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commerce_activity_sign_ups_live_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.cancelledAt} is null`),
  ],
);
