// Paying an order through a gateway: starting a payment (the gateway's page URL), and handling the gateway's
// notifications — verified by signature, logged whatever they say, processed exactly once (the payment row is
// locked and moves pending → succeeded once; the order's own guarded moves are the second guard), answered the
// way the gateway expects. Gateway calls happen outside our transactions.
import { randomBytes } from 'node:crypto';
import { PaymentStatus, payPaths } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { settleOrder } from './fulfil-service.ts';
import { announceMembership } from './membership-service.ts';
import { DEFAULT_PROVIDER, type Gateways, type NotificationCheck } from './payment-provider.ts';
import { ownOrder, requireFound, requireState } from './policy.ts';
import { ms } from './queries.ts';

export type PayDeps = Pick<AppDeps, 'db' | 'realtime'> & {
  gateways: Gateways;
  log?: { warn(data: object, msg: string): void };
};

const returnUrlOf = (orderId: number) => `/buyingProcess/paySuccess?orderId=${orderId}`;

/** Opens a payment for the caller's unpaid order (closing an earlier unfinished one) and answers its page. */
export async function startPayment(deps: PayDeps, actor: Actor, orderId: number) {
  const now = commerceClock.now();
  const provider = deps.gateways.provider(DEFAULT_PROVIDER);
  const paymentNo = `PAY${now}${randomBytes(5).toString('hex')}`;
  const { order, replaced } = await deps.db.transaction(async (tx) => {
    const order = requireFound(
      await queryRow(
        tx,
        sql`select o.id, o.status, o.total_cents, o.product_name, o.pay_deadline from commerce_orders o
          where o.id = ${orderId} and ${ownOrder(actor)} for update`,
        {
          id: col.int,
          status: col.text,
          total_cents: col.int,
          product_name: col.text,
          pay_deadline: ms,
        },
      ),
    );
    requireState(order.status, 'pay');
    if (order.pay_deadline <= now || order.total_cents === 0) throw new AppError('COMMERCE_ORDER_STATE');
    const replaced = await queryRows(
      tx,
      sql`update commerce_payments set status = ${PaymentStatus.closed}
        where order_id = ${order.id} and status = ${PaymentStatus.pending} returning payment_no`,
      { payment_no: col.text },
    );
    await runStatement(
      tx,
      sql`insert into commerce_payments (tenant_id, order_id, provider, payment_no, amount_cents, status)
        values (${actor.tenantId}, ${order.id}, ${provider.name}, ${paymentNo}, ${order.total_cents}, ${PaymentStatus.pending})`,
    );
    return { order, replaced };
  });
  for (const earlier of replaced) await provider.close(earlier.payment_no);
  const opened = await provider.createPayment({
    tenantId: actor.tenantId,
    paymentNo,
    subject: order.product_name,
    amountCents: order.total_cents,
    notifyUrl: payPaths.notifySandbox,
    returnUrl: returnUrlOf(order.id),
  });
  await runStatement(
    deps.db,
    sql`update commerce_payments set trade_no = ${opened.tradeNo} where payment_no = ${paymentNo}`,
  );
  return { payUrl: opened.payUrl, tradeNo: opened.tradeNo };
}

type Outcome = 'processed' | 'duplicate' | 'rejected' | 'ignored' | 'refunded_late' | 'reconciled';

async function logNotification(
  tx: DbOrTx,
  tenantId: string,
  provider: string,
  check: NotificationCheck,
  outcome: Outcome,
  body: Record<string, unknown>,
) {
  await runStatement(
    tx,
    sql`insert into commerce_payment_notifications (tenant_id, provider, notify_id, payment_no, signature_valid, outcome, body)
      values (${tenantId}, ${provider}, ${check.notifyId}, ${check.paymentNo}, ${check.valid}, ${outcome}, ${JSON.stringify(body)}::jsonb)`,
  );
}

const paymentShape = {
  id: col.int,
  tenant_id: col.text,
  order_id: col.int,
  amount_cents: col.int,
  status: col.text,
};

/**
 * Applies a collected payment once: pending → succeeded and the order settled. Answers what happened and
 * whether money must go back (the order had expired or was cancelled before the money arrived).
 */
export async function applyPaid(tx: DbOrTx, check: NotificationCheck, now: number) {
  const payment = await queryRow(
    tx,
    sql`select id, tenant_id, order_id, amount_cents, status from commerce_payments where payment_no = ${check.paymentNo} for update`,
    paymentShape,
  );
  if (!payment) return { outcome: 'ignored' as const, payment, settled: undefined, refund: false };
  if (!check.paid || check.amountCents !== payment.amount_cents)
    return { outcome: 'rejected' as const, payment, settled: undefined, refund: false };
  if (payment.status === PaymentStatus.succeeded || payment.status === PaymentStatus.refunded)
    return { outcome: 'duplicate' as const, payment, settled: undefined, refund: false };
  const settled = await settleOrder(tx, payment.tenant_id, payment.order_id, now);
  const status = settled ? PaymentStatus.succeeded : PaymentStatus.refunded;
  await runStatement(
    tx,
    sql`update commerce_payments set status = ${status}, trade_no = ${check.tradeNo}, succeeded_at = ${new Date(now)}
      ${settled ? sql`` : sql`, refunded_at = ${new Date(now)}`} where id = ${payment.id}`,
  );
  return {
    outcome: settled ? ('processed' as const) : ('refunded_late' as const),
    payment,
    settled,
    refund: !settled,
  };
}

/** One notification from a gateway; answers the acknowledgement the gateway expects. */
export async function handleNotification(deps: PayDeps, providerName: string, body: Record<string, unknown>) {
  const provider = deps.gateways.provider(providerName);
  const check = provider.verifyNotification(body);
  const now = commerceClock.now();
  if (!check.valid) {
    const known = await queryRow(
      deps.db,
      sql`select tenant_id from commerce_payments where payment_no = ${check.paymentNo}`,
      {
        tenant_id: col.text,
      },
    );
    await logNotification(deps.db, known?.tenant_id ?? '', provider.name, check, 'rejected', body);
    deps.log?.warn(
      { provider: provider.name, paymentNo: check.paymentNo },
      'payment notification with a bad signature',
    );
    return provider.acknowledge(false);
  }
  const result = await deps.db.transaction(async (tx) => {
    const applied = await applyPaid(tx, check, now);
    await logNotification(tx, applied.payment?.tenant_id ?? '', provider.name, check, applied.outcome, body);
    return applied;
  });
  if (result.refund && result.payment) await provider.refund(check.paymentNo, result.payment.amount_cents);
  if (result.settled) await announceMembership(deps, result.settled.tenant_id, result.settled.user_id);
  return provider.acknowledge(result.outcome !== 'rejected' && result.outcome !== 'ignored');
}
