// An order's transitions after creation, each one guarded UPDATE (`where status = <from>`), so a second
// notification, a reconciliation and a retry that race all find the order moved and change nothing:
// created → paid → fulfilled (membership extended, activity place confirmed, course or training handed to its
// domain through `commerce.fulfilled`, commission recorded), fulfilled → refunded (all of that reversed), and
// created → expired / cancelled (coupon and place released).
import {
  CommissionStatus,
  commerceEvents,
  OrderStatus,
  ProductKind,
  COMMERCE_RULES as R,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { issueForActivity } from './coupon-batch-service.ts';
import { consumeCoupon, releaseCoupon } from './coupon-service.ts';
import { extendMembership, shortenMembership } from './membership-service.ts';
import { requireRefundable } from './policy.ts';
import { givePlaceBack } from './product-service.ts';
import { type OrderRow, orderColumns, orderShape } from './queries.ts';

/** Moves the order from one state to another; the row when this call moved it, else undefined. */
type Stamp = 'paid_at' | 'fulfilled_at' | 'refunded_at' | 'closed_at';

async function move(
  tx: DbOrTx,
  tenantId: string,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  stamp: Stamp,
  at: Date,
) {
  const moved = await queryRow(
    tx,
    sql`update commerce_orders o set status = ${to}, ${sql.raw(stamp)} = ${at}
      where o.id = ${orderId} and o.tenant_id = ${tenantId} and o.status = ${from}
      returning ${orderColumns}`,
    orderShape,
  );
  return moved;
}

async function recordCommission(tx: DbOrTx, order: OrderRow, paidAt: number) {
  if (order.share_user_id === null || order.total_cents === 0) return;
  const product = await queryRow(
    tx,
    sql`select commission_percent from commerce_products where id = ${order.product_id}`,
    {
      commission_percent: col.int,
    },
  );
  const amount = Math.floor((order.total_cents * (product?.commission_percent ?? 0)) / 100);
  if (amount <= 0) return;
  await runStatement(
    tx,
    sql`insert into commerce_commissions (tenant_id, order_id, sharer_user_id, buyer_user_id, amount_cents, status, available_at)
      values (${order.tenant_id}, ${order.id}, ${order.share_user_id}, ${order.user_id}, ${amount}, ${CommissionStatus.pending},
        ${new Date(paidAt + R.refundWindowMs)})
      on conflict (order_id) do nothing`,
  );
}

async function fulfil(tx: DbOrTx, order: OrderRow, now: number) {
  const owner = { tenantId: order.tenant_id, userId: order.user_id };
  if (order.vip_days > 0) await extendMembership(tx, owner, order.product_kind, order.vip_days, now);
  if (order.product_kind === ProductKind.activity) {
    await runStatement(
      tx,
      sql`insert into commerce_activity_sign_ups (tenant_id, product_id, user_id, order_id)
        values (${order.tenant_id}, ${order.product_id}, ${order.user_id}, ${order.id})
        on conflict (product_id, user_id) where cancelled_at is null do nothing`,
    );
    await issueForActivity(tx, order.tenant_id, order.product_id, order.user_id);
  }
  await recordCommission(tx, order, now);
  await emitDomainEvent(tx, {
    tenantId: order.tenant_id,
    type: commerceEvents.fulfilled,
    userId: order.user_id,
    subjectType: 'commerce_order',
    subjectId: order.id,
    dedupeKey: `${commerceEvents.fulfilled}:${order.id}`,
    data: {
      orderId: order.id,
      productKind: order.product_kind,
      refId: order.ref_id,
      totalCents: order.total_cents,
    },
  });
}

/**
 * The money arrived: created → paid → fulfilled, once. Answers the order when this call settled it and
 * undefined when it was settled before (a duplicate) or is no longer payable (expired, cancelled).
 */
export async function settleOrder(tx: DbOrTx, tenantId: string, orderId: number, now: number) {
  const at = new Date(now);
  const paid = await move(tx, tenantId, orderId, OrderStatus.created, OrderStatus.paid, 'paid_at', at);
  if (!paid) return undefined;
  await consumeCoupon(tx, tenantId, orderId, at);
  const fulfilled = await move(
    tx,
    tenantId,
    orderId,
    OrderStatus.paid,
    OrderStatus.fulfilled,
    'fulfilled_at',
    at,
  );
  if (!fulfilled) throw new AppError('COMMERCE_ORDER_STATE');
  await fulfil(tx, fulfilled, now);
  return fulfilled;
}

/** An unpaid order ends (deadline passed, or its owner cancelled): coupon and place go back. */
export async function closeOrder(
  tx: DbOrTx,
  tenantId: string,
  orderId: number,
  to: typeof OrderStatus.expired | typeof OrderStatus.cancelled,
  now: number,
) {
  const closed = await move(tx, tenantId, orderId, OrderStatus.created, to, 'closed_at', new Date(now));
  if (!closed) return undefined;
  await releaseCoupon(tx, tenantId, closed.coupon_source, closed.id);
  if (closed.holds_place) await givePlaceBack(tx, closed.product_id);
  return closed;
}

/** Reverses a fulfilled order within the refund window; the caller gives the money back at the gateway. */
export async function reverseOrder(
  tx: DbOrTx,
  tenantId: string,
  orderId: number,
  reason: string,
  now: number,
) {
  const current = await queryRow(
    tx,
    sql`select ${orderColumns} from commerce_orders o where o.id = ${orderId} and o.tenant_id = ${tenantId} for update`,
    orderShape,
  );
  if (!current) throw new AppError('NOT_FOUND');
  if (current.status !== OrderStatus.fulfilled) throw new AppError('COMMERCE_ORDER_STATE');
  requireRefundable(current.paid_at, now, R.refundWindowMs);
  const order = await move(
    tx,
    tenantId,
    orderId,
    OrderStatus.fulfilled,
    OrderStatus.refunded,
    'refunded_at',
    new Date(now),
  );
  if (!order) throw new AppError('COMMERCE_ORDER_STATE');
  await runStatement(tx, sql`update commerce_orders set refund_reason = ${reason} where id = ${order.id}`);
  const owner = { tenantId, userId: order.user_id };
  if (order.vip_days > 0) await shortenMembership(tx, owner, order.product_kind, order.vip_days, now);
  if (order.product_kind === ProductKind.activity)
    await runStatement(
      tx,
      sql`update commerce_activity_sign_ups set cancelled_at = ${new Date(now)} where order_id = ${order.id} and cancelled_at is null`,
    );
  if (order.holds_place) await givePlaceBack(tx, order.product_id);
  await runStatement(
    tx,
    sql`update commerce_commissions set status = ${CommissionStatus.reversed}
      where order_id = ${order.id} and status in (${CommissionStatus.pending}, ${CommissionStatus.available})`,
  );
  await emitDomainEvent(tx, {
    tenantId,
    type: commerceEvents.refunded,
    userId: order.user_id,
    subjectType: 'commerce_order',
    subjectId: order.id,
    dedupeKey: `${commerceEvents.refunded}:${order.id}`,
    data: { orderId: order.id, productKind: order.product_kind, refId: order.ref_id, reason },
  });
  return order;
}
