// The points mall (issue 15): items on the shelf (goods with stock and images, or coupon templates), the
// learners' shipping addresses (one default each), exchanges (points for an item, once per client request
// id) and the coupons bought with points (the commerce issue consumes them). Points themselves live in the
// achievement ledger; an exchange spends them there with the exchange's id as the source.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const mallItems = pgTable(
  'mall_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** 'goods' | 'coupon'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Same-origin image paths of the file service (public files). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    points: integer('points').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Most one learner may exchange in all (cancelled exchanges aside); 0 = no limit. */
    perUserLimit: integer('per_user_limit').notNull().default(0),
    /** Units exchanged and not cancelled. */
    exchangedNum: integer('exchanged_num').notNull().default(0),
    onShelf: boolean('on_shelf').notNull().default(true),
    /** Coupon terms ('fixed' | 'percent'; amounts in cents). */
    discountType: text('discount_type'),
    amountCents: integer('amount_cents').notNull().default(0),
    percentOff: integer('percent_off').notNull().default(0),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validDays: integer('valid_days').notNull().default(0),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mall_items_shelf_idx').on(t.tenantId, t.kind, t.onShelf, t.createdAt.desc()),
    check('mall_items_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const mallAddresses = pgTable(
  'mall_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mall_addresses_user_idx').on(t.tenantId, t.userId),
    uniqueIndex('mall_addresses_one_default_idx').on(t.tenantId, t.userId).where(sql`${t.isDefault}`),
  ],
);

export type ShippingSnapshot = {
  receiver: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

export const mallExchanges = pgTable(
  'mall_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'restrict' }),
    /** The client's id of the click: a repeated request finds this row instead of exchanging again. */
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    itemName: text('item_name').notNull(),
    itemImage: text('item_image').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Points spent in all (unit price × quantity at the time). */
    points: integer('points').notNull(),
    /** 1 pending shipment, 2 shipped, 3 completed, 4 cancelled (ExchangeStatus). */
    status: smallint('status').notNull(),
    address: jsonb('address').$type<ShippingSnapshot | null>(),
    trackingCompany: text('tracking_company').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: createdAt(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mall_exchanges_request_idx').on(t.tenantId, t.userId, t.requestId),
    index('mall_exchanges_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('mall_exchanges_item_user_idx').on(t.tenantId, t.itemId, t.userId),
    index('mall_exchanges_status_idx').on(t.tenantId, t.status, t.createdAt.desc()),
  ],
);

export const mallUserCoupons = pgTable(
  'mall_user_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => mallExchanges.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    discountType: text('discount_type').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    percentOff: integer('percent_off').notNull().default(0),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Set by the commerce module when an order uses it; with the order's kind and id. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBizType: text('used_biz_type').notNull().default(''),
    usedBizId: integer('used_biz_id').notNull().default(0),
    /** Cancelled with its exchange: no longer usable. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mall_user_coupons_user_idx').on(t.tenantId, t.userId, t.validTo),
    index('mall_user_coupons_exchange_idx').on(t.exchangeId),
  ],
);
