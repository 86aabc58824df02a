// The replies of commerce's learner calls, built from what the services return. Money stays integer cents.
import {
  CommissionStatus,
  InvoiceStatus,
  LedgerEntry,
  OrderStatus,
  ProductKind,
  type TActivity,
  type TCommission,
  type TCouponBatch,
  type TInvoice,
  type TLedgerLine,
  type TOrder,
  type TProduct,
} from '@elearning/shared';
import type { ActivityRow } from './activity-service.ts';
import type { BatchRow, CommissionRow, InvoiceRow, LedgerRow, OrderRow, ProductRow } from './queries.ts';

/** The enum value the column holds (the database only ever stores these). */
function oneOf<T extends string>(values: Record<string, T>, value: string, fallback: T): T {
  return Object.values(values).find((candidate) => candidate === value) ?? fallback;
}

export function presentProduct({ row, myPriceCents }: { row: ProductRow; myPriceCents: number }): TProduct {
  return {
    id: row.id,
    kind: oneOf(ProductKind, row.kind, ProductKind.course),
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    memberPriceCents: row.member_price_cents,
    vipFree: row.vip_free,
    refId: row.ref_id,
    capacity: row.capacity,
    soldNum: row.sold_num,
    commissionPercent: row.commission_percent,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    onShelf: row.on_shelf,
    myPriceCents,
  };
}

export function presentActivity(priced: { row: ActivityRow; myPriceCents: number }): TActivity {
  return {
    ...presentProduct(priced),
    signedUp: priced.row.signed_up,
    signUpNum: priced.row.sign_up_num,
    myOrderId: priced.row.my_order_id,
  };
}

export function presentLines(lines: LedgerRow[]): TLedgerLine[] {
  return lines.map((line) => ({
    entry: oneOf(LedgerEntry, line.entry, LedgerEntry.listPrice),
    amountCents: line.amount_cents,
  }));
}

export function presentOrder(row: OrderRow, lines?: LedgerRow[], withUser = false): TOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    productId: row.product_id,
    productKind: oneOf(ProductKind, row.product_kind, ProductKind.course),
    productName: row.product_name,
    status: oneOf(OrderStatus, row.status, OrderStatus.created),
    listPriceCents: row.list_price_cents,
    discountCents: row.discount_cents,
    totalCents: row.total_cents,
    couponName: row.coupon_name,
    payDeadline: row.pay_deadline,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    fulfilledAt: row.fulfilled_at,
    refundedAt: row.refunded_at,
    closedAt: row.closed_at,
    hasInvoice: row.has_invoice,
    ...(withUser ? { userName: row.user_name } : {}),
    ...(lines ? { lines: presentLines(lines) } : {}),
  };
}

export function presentInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    title: row.title,
    taxNo: row.tax_no,
    email: row.email,
    amountCents: row.amount_cents,
    status: oneOf(InvoiceStatus, row.status, InvoiceStatus.applied),
    fileUrl: row.file_url,
    createdAt: row.created_at,
    issuedAt: row.issued_at,
    sentAt: row.sent_at,
  };
}

export function presentCommission(row: CommissionRow, withSharer = false): TCommission {
  return {
    id: row.id,
    orderNo: row.order_no,
    productName: row.product_name,
    buyerName: row.buyer_name,
    ...(withSharer ? { sharerName: row.sharer_name } : {}),
    amountCents: row.amount_cents,
    status: oneOf(CommissionStatus, row.status, CommissionStatus.pending),
    availableAt: row.available_at,
    settledAt: row.settled_at,
    createdAt: row.created_at,
  };
}

export function presentBatch(row: BatchRow & { my_claimed?: number }): TCouponBatch {
  return {
    id: row.id,
    name: row.name,
    discountType: row.discount_type === 'percent' ? 'percent' : 'fixed',
    amountCents: row.amount_cents,
    percentOff: row.percent_off,
    minSpendCents: row.min_spend_cents,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    perUserLimit: row.per_user_limit,
    total: row.total,
    issuedNum: row.issued_num,
    productIds: row.product_ids,
    claimable: row.claimable,
    activityProductId: row.activity_product_id,
    ...(row.my_claimed === undefined ? {} : { myClaimed: row.my_claimed }),
  };
}
