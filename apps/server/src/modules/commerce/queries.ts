// Row shapes and column lists of commerce, written once for the services.
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds (drivers hand raw SQL timestamps back as Date or text). */
export const ms = (value: unknown, column: string): number => col.date(value, column).getTime();
export const msOrNull = (value: unknown, column: string): number | null =>
  value === null ? null : ms(value, column);

export const productShape = {
  id: col.int,
  tenant_id: col.text,
  kind: col.text,
  name: col.text,
  description: col.text,
  price_cents: col.int,
  member_price_cents: col.intOrNull,
  vip_free: col.bool,
  ref_id: col.intOrNull,
  capacity: col.int,
  sold_num: col.int,
  commission_percent: col.int,
  starts_at: msOrNull,
  ends_at: msOrNull,
  on_shelf: col.bool,
};
export type ProductRow = RowOf<typeof productShape>;
export const productColumns = sql`p.id, p.tenant_id, p.kind, p.name, p.description, p.price_cents,
  p.member_price_cents, p.vip_free, p.ref_id, p.capacity, p.sold_num, p.commission_percent, p.starts_at,
  p.ends_at, p.on_shelf`;

export const orderShape = {
  id: col.int,
  tenant_id: col.text,
  user_id: col.int,
  order_no: col.text,
  product_id: col.int,
  product_kind: col.text,
  product_name: col.text,
  ref_id: col.intOrNull,
  status: col.text,
  list_price_cents: col.int,
  discount_cents: col.int,
  total_cents: col.int,
  coupon_source: col.text,
  coupon_id: col.int,
  coupon_name: col.text,
  holds_place: col.bool,
  vip_days: col.int,
  share_user_id: col.intOrNull,
  pay_deadline: ms,
  paid_at: msOrNull,
  fulfilled_at: msOrNull,
  refunded_at: msOrNull,
  closed_at: msOrNull,
  created_at: ms,
  has_invoice: col.bool,
  user_name: col.text,
};
export type OrderRow = RowOf<typeof orderShape>;
/** `o` orders; the invoice flag and the buyer's name come along. */
export const orderColumns = sql`o.id, o.tenant_id, o.user_id, o.order_no, o.product_id, o.product_kind,
  o.product_name, o.ref_id, o.status, o.list_price_cents, o.discount_cents, o.total_cents, o.coupon_source,
  o.coupon_id, o.coupon_name, o.holds_place, o.vip_days, o.share_user_id, o.pay_deadline, o.paid_at,
  o.fulfilled_at, o.refunded_at, o.closed_at, o.created_at,
  exists (select 1 from commerce_invoices iv where iv.order_id = o.id) as has_invoice,
  coalesce((select u.name from users u where u.id = o.user_id), '') as user_name`;

export const ledgerShape = { entry: col.text, amount_cents: col.int };
export type LedgerRow = RowOf<typeof ledgerShape>;

export const batchShape = {
  id: col.int,
  name: col.text,
  discount_type: col.text,
  amount_cents: col.int,
  percent_off: col.int,
  min_spend_cents: col.int,
  valid_from: ms,
  valid_to: ms,
  per_user_limit: col.int,
  total: col.int,
  issued_num: col.int,
  product_ids: col.json<number[]>(),
  claimable: col.bool,
  activity_product_id: col.intOrNull,
};
export type BatchRow = RowOf<typeof batchShape>;
export const batchColumns = sql`b.id, b.name, b.discount_type, b.amount_cents, b.percent_off, b.min_spend_cents,
  b.valid_from, b.valid_to, b.per_user_limit, b.total, b.issued_num, b.product_ids, b.claimable,
  b.activity_product_id`;

export const invoiceShape = {
  id: col.int,
  order_id: col.int,
  order_no: col.text,
  title: col.text,
  tax_no: col.text,
  email: col.text,
  amount_cents: col.int,
  status: col.text,
  file_url: col.text,
  created_at: ms,
  issued_at: msOrNull,
  sent_at: msOrNull,
};
export type InvoiceRow = RowOf<typeof invoiceShape>;
export const invoiceColumns = sql`iv.id, iv.order_id, o.order_no, iv.title, iv.tax_no, iv.email, iv.amount_cents,
  iv.status, iv.file_url, iv.created_at, iv.issued_at, iv.sent_at`;

export const commissionShape = {
  id: col.int,
  order_no: col.text,
  product_name: col.text,
  buyer_name: col.text,
  sharer_name: col.text,
  amount_cents: col.int,
  status: col.text,
  available_at: ms,
  settled_at: msOrNull,
  created_at: ms,
};
export type CommissionRow = RowOf<typeof commissionShape>;
export const commissionColumns = sql`c.id, o.order_no, o.product_name, coalesce(bu.name, '') as buyer_name,
  coalesce(su.name, '') as sharer_name, c.amount_cents, c.status, c.available_at, c.settled_at, c.created_at`;
export const commissionJoins = sql`join commerce_orders o on o.id = c.order_id
  left join users bu on bu.id = c.buyer_user_id left join users su on su.id = c.sharer_user_id`;
