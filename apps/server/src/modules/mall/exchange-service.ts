// One click on 立即兑换, as one transaction: the exchange row is claimed by the click's request id (a repeated
// click finds it and changes nothing), the stock is taken with a guarded UPDATE (stock >= quantity, so
// concurrent clicks can never oversell), the per-user limit is checked under that row lock, the points are
// spent through the achievement ledger with the exchange's id as the source (never below zero), a coupon is
// issued at once (goods wait for shipment), and `mall.exchanged` is recorded. Any failure undoes all of it.
import { ExchangeStatus, MallItemKind, mallEvents, type TMallExchangeRequest } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import type { ShippingSnapshot } from '../../db/schema/mall.ts';
import { spendPoints } from '../achievement/ledger-service.ts';
import { findAddress } from './address-service.ts';
import { myExchangedQuantity } from './catalog-service.ts';
import { requireFound, requireWithinLimit } from './policy.ts';
import { type ItemRow, itemColumns, itemShape } from './queries.ts';

/** The ledger's reason for points spent in the mall (and given back on cancel). */
export const SPEND_REASON = 'mall.exchange';
export const REFUND_REASON = 'mall.refund';
export const LEDGER_BIZ_TYPE = 'mall_exchange';

const DAY_MS = 86_400_000;

async function shippingFor(tx: DbOrTx, actor: Actor, item: ItemRow, addressId: number | undefined) {
  if (item.kind !== MallItemKind.goods) return null;
  if (!addressId) throw new AppError('MALL_ADDRESS_REQUIRED');
  const address = await findAddress(tx, actor, addressId);
  const snapshot: ShippingSnapshot = {
    receiver: address.receiver,
    phone: address.phone,
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.detail,
  };
  return snapshot;
}

async function issueCoupons(tx: DbOrTx, actor: Actor, item: ItemRow, exchangeId: number, quantity: number) {
  const validTo = new Date(Date.now() + item.valid_days * DAY_MS);
  await runStatement(
    tx,
    sql`insert into mall_user_coupons (tenant_id, user_id, exchange_id, item_id, name, discount_type, amount_cents,
        percent_off, min_spend_cents, valid_from, valid_to)
      select ${actor.tenantId}, ${actor.userId}, ${exchangeId}, ${item.id}, ${item.name}, ${item.discount_type ?? 'fixed'},
        ${item.amount_cents}, ${item.percent_off}, ${item.min_spend_cents}, now(), ${validTo}
      from generate_series(1, ${quantity})`,
  );
}

/** The exchange this click made, or made before: its id and whether this call made it. */
export function exchangeItem(db: Db, actor: Actor, input: TMallExchangeRequest) {
  return db.transaction(async (tx) => {
    const item = requireFound(
      await queryRow(
        tx,
        sql`select ${itemColumns} from mall_items i
          where i.id = ${input.itemId} and i.tenant_id = ${actor.tenantId} and i.on_shelf`,
        itemShape,
      ),
    );
    const address = await shippingFor(tx, actor, item, input.addressId);
    const status =
      item.kind === MallItemKind.goods ? ExchangeStatus.pendingShipment : ExchangeStatus.completed;
    // Claims the request id first: a concurrent repeat of this click waits here and then finds the row.
    const claimed = await queryRow(
      tx,
      sql`insert into mall_exchanges (tenant_id, user_id, item_id, request_id, kind, item_name, item_image, quantity,
          points, status, address, completed_at)
        values (${actor.tenantId}, ${actor.userId}, ${item.id}, ${input.requestId}, ${item.kind}, ${item.name},
          ${item.images[0] ?? ''}, ${input.quantity}, ${item.points * input.quantity}, ${status},
          ${address ? JSON.stringify(address) : null}::jsonb,
          ${status === ExchangeStatus.completed ? sql`now()` : null})
        on conflict (tenant_id, user_id, request_id) do nothing
        returning id`,
      { id: col.int },
    );
    if (!claimed) {
      const earlier = requireFound(
        await queryRow(
          tx,
          sql`select id, item_id from mall_exchanges
            where tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and request_id = ${input.requestId}`,
          { id: col.int, item_id: col.int },
        ),
      );
      if (earlier.item_id !== item.id) throw new AppError('MALL_REQUEST_REUSED');
      return { id: earlier.id, created: false };
    }
    // The guarded UPDATE: takes the item's row lock, so limits below are read one click at a time.
    const taken = await queryRow(
      tx,
      sql`update mall_items set stock = stock - ${input.quantity}, exchanged_num = exchanged_num + ${input.quantity}
        where id = ${item.id} and tenant_id = ${actor.tenantId} and stock >= ${input.quantity}
        returning stock`,
      { stock: col.int },
    );
    if (!taken) throw new AppError('MALL_OUT_OF_STOCK');
    if (item.per_user_limit > 0) {
      const before = (await myExchangedQuantity(tx, actor, item.id)) - input.quantity;
      requireWithinLimit(item.per_user_limit, before, input.quantity);
    }
    const points = item.points * input.quantity;
    await spendPoints(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      points,
      reason: SPEND_REASON,
      bizType: LEDGER_BIZ_TYPE,
      bizId: String(claimed.id),
      note: item.name,
    });
    if (item.kind === MallItemKind.coupon) await issueCoupons(tx, actor, item, claimed.id, input.quantity);
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: mallEvents.exchanged,
      userId: actor.userId,
      subjectType: 'mall_exchange',
      subjectId: claimed.id,
      dedupeKey: `${mallEvents.exchanged}:${claimed.id}`,
      data: { itemId: item.id, kind: item.kind, quantity: input.quantity, points },
    });
    return { id: claimed.id, created: true };
  });
}
