// Column lists and row shapes of the points mall, written once: an item (`i`), an exchange (`e`, with its
// learner `u`), an address and a bought coupon.
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';
import type { ShippingSnapshot } from '../../db/schema/mall.ts';

/** A timestamptz column as epoch milliseconds (float8: both drivers hand back a plain number). */
function ms(column: string, as: string): SQL {
  return sql.raw(`(extract(epoch from ${column}) * 1000)::float8 as ${as}`);
}

export const itemShape = {
  id: col.int,
  tenant_id: col.text,
  kind: col.text,
  name: col.text,
  category: col.text,
  description: col.text,
  images: col.json<string[]>(),
  points: col.int,
  stock: col.int,
  per_user_limit: col.int,
  exchanged_num: col.int,
  on_shelf: col.bool,
  discount_type: col.textOrNull,
  amount_cents: col.int,
  percent_off: col.int,
  min_spend_cents: col.int,
  valid_days: col.int,
  created_at: col.epochMs,
  updated_at: col.epochMs,
};
export type ItemRow = RowOf<typeof itemShape>;
export const countedItemShape = { ...itemShape, total_num: col.int };

export const itemColumns = sql`i.id, i.tenant_id, i.kind, i.name, i.category, i.description, i.images, i.points,
  i.stock, i.per_user_limit, i.exchanged_num, i.on_shelf, i.discount_type, i.amount_cents, i.percent_off,
  i.min_spend_cents, i.valid_days, ${ms('i.created_at', 'created_at')}, ${ms('i.updated_at', 'updated_at')}`;

export const exchangeShape = {
  id: col.int,
  tenant_id: col.text,
  user_id: col.int,
  item_id: col.int,
  request_id: col.text,
  kind: col.text,
  item_name: col.text,
  item_image: col.text,
  quantity: col.int,
  points: col.int,
  status: col.int,
  address: col.json<ShippingSnapshot | null>(),
  tracking_company: col.text,
  tracking_no: col.text,
  cancel_reason: col.text,
  created_at: col.epochMs,
  shipped_at: col.epochMsOrNull,
  completed_at: col.epochMsOrNull,
  cancelled_at: col.epochMsOrNull,
  coupon_id: col.intOrNull,
  user_name: col.text,
  account: col.text,
};
export type ExchangeRow = RowOf<typeof exchangeShape>;
export const countedExchangeShape = { ...exchangeShape, total_num: col.int };

/** The exchange's columns; `e` exchanges, `u` the learner. */
export const exchangeColumns = sql`e.id, e.tenant_id, e.user_id, e.item_id, e.request_id, e.kind, e.item_name,
  e.item_image, e.quantity, e.points, e.status, e.address, e.tracking_company, e.tracking_no, e.cancel_reason,
  ${ms('e.created_at', 'created_at')}, ${ms('e.shipped_at', 'shipped_at')}, ${ms('e.completed_at', 'completed_at')},
  ${ms('e.cancelled_at', 'cancelled_at')},
  (select min(c.id) from mall_user_coupons c where c.exchange_id = e.id)::int as coupon_id,
  coalesce(u.name, '') as user_name, coalesce(u.account, '') as account`;
export const exchangeFrom = sql`mall_exchanges e left join users u on u.id = e.user_id`;

export const addressShape = {
  id: col.int,
  receiver: col.text,
  phone: col.text,
  province: col.text,
  city: col.text,
  district: col.text,
  detail: col.text,
  is_default: col.bool,
};
export type AddressRow = RowOf<typeof addressShape>;
export const addressColumns = sql`id, receiver, phone, province, city, district, detail, is_default`;

export const userCouponShape = {
  id: col.int,
  name: col.text,
  discount_type: col.text,
  amount_cents: col.int,
  percent_off: col.int,
  min_spend_cents: col.int,
  valid_from: col.epochMs,
  valid_to: col.epochMs,
  used_at: col.epochMsOrNull,
  status: col.text,
};
export type UserCouponRow = RowOf<typeof userCouponShape>;
