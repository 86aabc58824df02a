// Cancelling and refunding: the learner cancels their own unpaid order; the back office refunds a fulfilled
// order within the refund window — fulfilment and commission reversed in one transaction, then the money
// given back at the gateway that collected it.
import { OrderStatus, PaymentStatus, type TRefund } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { closeOrder, reverseOrder } from './fulfil-service.ts';
import { announceMembership } from './membership-service.ts';
import type { PayDeps } from './payment-service.ts';
import { ownOrder, requireFound } from './policy.ts';

export async function cancelMyOrder(deps: PayDeps, actor: Actor, orderId: number) {
  const now = commerceClock.now();
  const payments = await deps.db.transaction(async (tx) => {
    requireFound(
      await queryRow(
        tx,
        sql`select o.id from commerce_orders o where o.id = ${orderId} and ${ownOrder(actor)}`,
        { id: col.int },
      ),
    );
    const closed = await closeOrder(tx, actor.tenantId, orderId, OrderStatus.cancelled, now);
    if (!closed) throw new AppError('COMMERCE_ORDER_STATE');
    return queryRows(
      tx,
      sql`update commerce_payments set status = ${PaymentStatus.closed}
        where order_id = ${orderId} and status = ${PaymentStatus.pending} returning payment_no, provider`,
      { payment_no: col.text, provider: col.text },
    );
  });
  for (const payment of payments) await deps.gateways.provider(payment.provider).close(payment.payment_no);
}

export async function refundOrder(deps: PayDeps, actor: Actor, input: TRefund) {
  const now = commerceClock.now();
  const { order, payment } = await deps.db.transaction(async (tx) => {
    const order = await reverseOrder(tx, actor.tenantId, input.id, input.reason, now);
    const payment = await queryRow(
      tx,
      sql`update commerce_payments set status = ${PaymentStatus.refunded}, refunded_at = ${new Date(now)}
        where order_id = ${order.id} and status = ${PaymentStatus.succeeded} returning payment_no, provider, amount_cents`,
      { payment_no: col.text, provider: col.text, amount_cents: col.int },
    );
    return { order, payment };
  });
  if (payment)
    await deps.gateways.provider(payment.provider).refund(payment.payment_no, payment.amount_cents);
  await announceMembership(deps, order.tenant_id, order.user_id);
  return order;
}
