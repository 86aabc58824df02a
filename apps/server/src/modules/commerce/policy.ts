// Who may see and change what in commerce, in one place. A learner sees products on their tenant's shelf and
// only their own orders, coupons, invoices and commissions (another user's or tenant's is a 404). An order
// moves created → paid → fulfilled → refunded, or created → expired / cancelled; anything else is
// COMMERCE_ORDER_STATE. Refunds only within the refund window after payment.
import { OrderStatus } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

/** SQL: order `o` is the caller's own. */
export function ownOrder(actor: Actor): SQL {
  return sql`o.tenant_id = ${actor.tenantId} and o.user_id = ${actor.userId}`;
}

/** SQL: order `o` belongs to the back-office caller's tenant. */
export function tenantOrder(actor: Actor): SQL {
  return sql`o.tenant_id = ${actor.tenantId}`;
}

/** SQL: product `p` is on the caller's tenant's shelf. */
export function onShelfFor(actor: Actor): SQL {
  return sql`p.tenant_id = ${actor.tenantId} and p.on_shelf`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export type OrderAction = 'pay' | 'fulfil' | 'refund' | 'close' | 'invoice';

/** The states each action may start from. */
export const FROM_STATES: Record<OrderAction, readonly OrderStatus[]> = {
  pay: [OrderStatus.created],
  fulfil: [OrderStatus.paid],
  refund: [OrderStatus.fulfilled],
  close: [OrderStatus.created],
  invoice: [OrderStatus.paid, OrderStatus.fulfilled],
};

export function requireState(status: string, action: OrderAction): void {
  if (!FROM_STATES[action].some((allowed) => allowed === status)) throw new AppError('COMMERCE_ORDER_STATE');
}

/** A refund is possible until the window after payment closes (commissions become available then). */
export function requireRefundable(paidAt: number | null, now: number, windowMs: number): void {
  if (paidAt === null || now > paidAt + windowMs) throw new AppError('COMMERCE_REFUND_WINDOW');
}
