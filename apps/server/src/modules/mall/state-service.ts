// Moves an exchange along pending shipment → shipped → completed, or cancels it. Every move is one guarded
// UPDATE (`where status in (<allowed>)`), so of two concurrent cancels exactly one wins: only the winner puts
// the stock back and refunds the points (the ledger's refund is keyed by the exchange too, a second guard).
import { ExchangeStatus, mallEvents, type TMallShip } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { refundPoints } from '../achievement/ledger-service.ts';
import { LEDGER_BIZ_TYPE, REFUND_REASON } from './exchange-service.ts';
import {
  type ExchangeAction,
  FROM_STATES,
  ownExchange,
  requireFound,
  requireState,
  tenantExchange,
} from './policy.ts';

const movedShape = { id: col.int, user_id: col.int, item_id: col.int, quantity: col.int, points: col.int };

async function currentStatus(tx: DbOrTx, scope: SQL, id: number): Promise<number> {
  const row = await queryRow(tx, sql`select e.status from mall_exchanges e where e.id = ${id} and ${scope}`, {
    status: col.int,
  });
  return requireFound(row).status;
}

/** The guarded move: the row when this call moved it; NOT_FOUND or MALL_EXCHANGE_STATE otherwise. */
async function move(tx: DbOrTx, scope: SQL, id: number, action: ExchangeAction, set: SQL) {
  const from = FROM_STATES[action];
  const moved = await queryRow(
    tx,
    sql`update mall_exchanges e set ${set}
      where e.id = ${id} and ${scope} and e.status in (${sql.join(
        from.map((status) => sql`${status}`),
        sql`, `,
      )})
      returning e.id, e.user_id, e.item_id, e.quantity, e.points`,
    movedShape,
  );
  if (moved) return moved;
  requireState(await currentStatus(tx, scope, id), action);
  // The row changed between our update and the read (a concurrent move): its state no longer allows this.
  throw new AppError('MALL_EXCHANGE_STATE');
}

export function shipExchange(db: Db, actor: Actor, input: TMallShip) {
  return db.transaction(async (tx) => {
    const moved = await move(
      tx,
      tenantExchange(actor),
      input.id,
      'ship',
      sql`status = ${ExchangeStatus.shipped}, tracking_company = ${input.trackingCompany},
        tracking_no = ${input.trackingNo}, shipped_at = now()`,
    );
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: mallEvents.shipped,
      userId: moved.user_id,
      subjectType: 'mall_exchange',
      subjectId: moved.id,
      dedupeKey: `${mallEvents.shipped}:${moved.id}`,
      data: { trackingCompany: input.trackingCompany, trackingNo: input.trackingNo },
    });
  });
}

/** The back office completes a shipped exchange; the learner does the same by confirming receipt. */
export function completeExchange(db: Db, actor: Actor, id: number, byLearner: boolean) {
  return db.transaction(async (tx) => {
    const scope = byLearner ? ownExchange(actor) : tenantExchange(actor);
    await move(
      tx,
      scope,
      id,
      byLearner ? 'receive' : 'complete',
      sql`status = ${ExchangeStatus.completed}, completed_at = now()`,
    );
  });
}

/** Cancels: stock back, coupons revoked, points refunded — exactly once, however many calls race. */
export function cancelExchange(db: Db, actor: Actor, id: number, reason: string, byLearner: boolean) {
  return db.transaction(async (tx) => {
    const scope = byLearner ? ownExchange(actor) : tenantExchange(actor);
    const moved = await move(
      tx,
      scope,
      id,
      byLearner ? 'cancelOwn' : 'cancel',
      sql`status = ${ExchangeStatus.cancelled}, cancelled_at = now(), cancel_reason = ${reason}`,
    );
    await runStatement(
      tx,
      sql`update mall_items set stock = stock + ${moved.quantity}, exchanged_num = greatest(0, exchanged_num - ${moved.quantity})
        where id = ${moved.item_id} and tenant_id = ${actor.tenantId}`,
    );
    await runStatement(
      tx,
      sql`update mall_user_coupons set revoked_at = now() where exchange_id = ${moved.id} and revoked_at is null`,
    );
    await refundPoints(tx, {
      tenantId: actor.tenantId,
      userId: moved.user_id,
      points: moved.points,
      reason: REFUND_REASON,
      bizType: LEDGER_BIZ_TYPE,
      bizId: String(moved.id),
      note: reason,
    });
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: mallEvents.cancelled,
      userId: moved.user_id,
      subjectType: 'mall_exchange',
      subjectId: moved.id,
      dedupeKey: `${mallEvents.cancelled}:${moved.id}`,
      data: { points: moved.points, reason },
    });
  });
}
