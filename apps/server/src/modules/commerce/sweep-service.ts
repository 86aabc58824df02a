// The commerce job, run every COMMERCE_RULES.sweepIntervalMs by every instance (and on demand from the back
// office): reconciliation asks the gateway about payments still pending (a lost or late notification is
// applied exactly like one that arrived), then orders past their pay deadline expire (coupon and place
// released, their gateway payment closed), then commissions whose refund window has passed become available.
import { CommissionStatus, OrderStatus, PaymentStatus, COMMERCE_RULES as R } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../core/periodic.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { closeOrder } from './fulfil-service.ts';
import { gatewaysOf } from './gateways.ts';
import { announceMembership } from './membership-service.ts';
import { applyPaid, type PayDeps } from './payment-service.ts';

/** Pending payments older than this are asked about (a fresh one is still on the payer's screen). */
const RECONCILE_AFTER_MS = 60_000;

export async function reconcilePayments(deps: PayDeps, now: number) {
  const pending = await queryRows(
    deps.db,
    sql`select p.payment_no, p.provider from commerce_payments p join commerce_orders o on o.id = p.order_id
      where p.status = ${PaymentStatus.pending}
        and (p.created_at <= ${new Date(now - RECONCILE_AFTER_MS)} or o.pay_deadline <= ${new Date(now)})
      order by p.id limit 200`,
    { payment_no: col.text, provider: col.text },
  );
  let applied = 0;
  for (const payment of pending) {
    const provider = deps.gateways.provider(payment.provider);
    const state = await provider.query(payment.payment_no);
    if (state.state !== 'paid') continue;
    const check = {
      valid: true,
      notifyId: `query:${payment.payment_no}`,
      paymentNo: payment.payment_no,
      tradeNo: state.tradeNo,
      amountCents: state.amountCents,
      paid: true,
    };
    const result = await deps.db.transaction((tx) => applyPaid(tx, check, now));
    if (result.refund && result.payment)
      await provider.refund(payment.payment_no, result.payment.amount_cents);
    if (result.settled) {
      applied += 1;
      await announceMembership(deps, result.settled.tenant_id, result.settled.user_id);
    }
  }
  return applied;
}

export async function expireOrders(deps: PayDeps, now: number) {
  const due = await queryRows(
    deps.db,
    sql`select id, tenant_id from commerce_orders where status = ${OrderStatus.created} and pay_deadline <= ${new Date(now)}
      order by pay_deadline limit 500`,
    { id: col.int, tenant_id: col.text },
  );
  let expired = 0;
  for (const order of due) {
    const closed = await deps.db.transaction(async (tx) => {
      const moved = await closeOrder(tx, order.tenant_id, order.id, OrderStatus.expired, now);
      if (!moved) return [];
      expired += 1;
      return queryRows(
        tx,
        sql`update commerce_payments set status = ${PaymentStatus.closed}
          where order_id = ${order.id} and status = ${PaymentStatus.pending} returning payment_no, provider`,
        { payment_no: col.text, provider: col.text },
      );
    });
    for (const payment of closed) await deps.gateways.provider(payment.provider).close(payment.payment_no);
  }
  return expired;
}

export async function releaseCommissions(deps: Pick<PayDeps, 'db'>, now: number) {
  await runStatement(
    deps.db,
    sql`update commerce_commissions c set status = ${CommissionStatus.available}
      where c.status = ${CommissionStatus.pending} and c.available_at <= ${new Date(now)}
        and exists (select 1 from commerce_orders o where o.id = c.order_id and o.status = ${OrderStatus.fulfilled})`,
  );
}

/** One pass of the job. */
export async function sweepCommerce(deps: PayDeps, now = commerceClock.now()) {
  const reconciled = await reconcilePayments(deps, now);
  const expired = await expireOrders(deps, now);
  await releaseCommissions(deps, now);
  return { reconciled, expired };
}

export function payDepsOf(app: FastifyInstance): PayDeps {
  return { db: app.deps.db, realtime: app.deps.realtime, gateways: gatewaysOf(app), log: app.log };
}

/** Starts the periodic job when the app is ready and stops it when the app closes. */
export function startCommerceSweeper(app: FastifyInstance, intervalMs: number = R.sweepIntervalMs) {
  runPeriodically(app, 'commerce sweep', intervalMs, () => sweepCommerce(payDepsOf(app)));
}
