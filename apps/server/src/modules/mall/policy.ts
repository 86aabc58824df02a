// Who may see and change what in the mall, in one place. A learner sees items on their tenant's shelf, and
// only their own addresses and exchanges (another user's or tenant's is a 404). State changes follow
// pending shipment → shipped → completed, and cancel from pending (the learner) or pending / shipped (the back
// office); anything else is MALL_EXCHANGE_STATE.
import { ExchangeStatus } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

/** SQL: item `i` is on the caller's tenant's shelf. */
export function onShelfFor(actor: Actor): SQL {
  return sql`i.tenant_id = ${actor.tenantId} and i.on_shelf`;
}

/** SQL: exchange `e` is the caller's own. */
export function ownExchange(actor: Actor): SQL {
  return sql`e.tenant_id = ${actor.tenantId} and e.user_id = ${actor.userId}`;
}

/** SQL: exchange `e` belongs to the back-office caller's tenant. */
export function tenantExchange(actor: Actor): SQL {
  return sql`e.tenant_id = ${actor.tenantId}`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export type ExchangeAction = 'ship' | 'complete' | 'receive' | 'cancelOwn' | 'cancel';

/** The states each action may start from. */
export const FROM_STATES: Record<ExchangeAction, readonly ExchangeStatus[]> = {
  ship: [ExchangeStatus.pendingShipment],
  complete: [ExchangeStatus.shipped],
  receive: [ExchangeStatus.shipped],
  cancelOwn: [ExchangeStatus.pendingShipment],
  cancel: [ExchangeStatus.pendingShipment, ExchangeStatus.shipped],
};

export function requireState(status: number, action: ExchangeAction): void {
  if (!FROM_STATES[action].some((allowed) => allowed === status)) throw new AppError('MALL_EXCHANGE_STATE');
}

/** A learner exchanges only what their per-user limit still allows. */
export function requireWithinLimit(limit: number, already: number, quantity: number): void {
  if (limit > 0 && already + quantity > limit) throw new AppError('MALL_LIMIT_REACHED');
}
