// Orders: created from a product with the price computed here (pricing-service.ts), in one transaction with
// its ledger lines, the coupon it holds and the place it takes; a repeated request (same requestId) finds the
// order it made. `createOrder(tx, actor, input)` runs inside the caller's transaction, so another domain (the
// approval form "buy train") can create an order as part of its own change.
import { randomInt } from 'node:crypto';
import {
  OrderStatus,
  ProductKind,
  COMMERCE_RULES as R,
  type TOrderCreate,
  type TOrderList,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { couponTerms, holdCoupon } from './coupon-service.ts';
import { settleOrder } from './fulfil-service.ts';
import { membershipOf, planDays } from './membership-service.ts';
import { requireFound } from './policy.ts';
import { priceLines, totalOf } from './pricing-service.ts';
import { lockProduct, takePlace } from './product-service.ts';
import { ledgerShape, orderColumns, orderShape, type ProductRow } from './queries.ts';
import { requireUnlockable } from './unlock-service.ts';

export type CreatedOrder = { id: number; created: boolean; fulfilled: boolean };

function orderNumber(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `CO${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function sharerOf(tx: DbOrTx, actor: Actor, productId: number, code: string | undefined) {
  if (!code) return null;
  const link = await queryRow(
    tx,
    sql`select user_id from commerce_share_links where code = ${code} and tenant_id = ${actor.tenantId}
      and product_id = ${productId}`,
    { user_id: col.int },
  );
  return link && link.user_id !== actor.userId ? link.user_id : null;
}

/** A course, training or activity is bought once; a second live order for it is refused. */
async function requireNotOwned(tx: DbOrTx, actor: Actor, product: ProductRow) {
  if (product.kind === ProductKind.vipMonthly || product.kind === ProductKind.vipYearly) return;
  const owned = await queryRow(
    tx,
    sql`select id from commerce_orders where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
      and product_id = ${product.id} and status in (${OrderStatus.created}, ${OrderStatus.paid}, ${OrderStatus.fulfilled})
      limit 1`,
    { id: col.int },
  );
  if (owned) throw new AppError('COMMERCE_ALREADY_OWNED');
}

async function earlierOrder(
  tx: DbOrTx,
  actor: Actor,
  input: TOrderCreate,
): Promise<CreatedOrder | undefined> {
  const row = await queryRow(
    tx,
    sql`select id, product_id, status from commerce_orders
      where tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and request_id = ${input.requestId}`,
    { id: col.int, product_id: col.int, status: col.text },
  );
  if (!row) return undefined;
  if (row.product_id !== input.productId) throw new AppError('COMMERCE_REQUEST_REUSED');
  return { id: row.id, created: false, fulfilled: row.status === OrderStatus.fulfilled };
}

/** What the order would cost now, line by line (the same computation the order uses). */
export async function quote(
  tx: DbOrTx,
  actor: Actor,
  product: ProductRow,
  input: Pick<TOrderCreate, 'couponId' | 'couponSource'>,
) {
  const now = commerceClock.now();
  const { isVip } = await membershipOf(tx, actor.tenantId, actor.userId, now);
  const coupon = input.couponId ? await couponTerms(tx, actor, input.couponSource, input.couponId) : null;
  return priceLines(product, isVip, coupon, now);
}

export async function createOrder(tx: DbOrTx, actor: Actor, input: TOrderCreate): Promise<CreatedOrder> {
  const earlier = await earlierOrder(tx, actor, input);
  if (earlier) return earlier;
  const product = await lockProduct(tx, actor, input.productId);
  // A concurrent repeat of this request may have held the product lock first and committed its order.
  const committed = await earlierOrder(tx, actor, input);
  if (committed) return committed;
  const now = commerceClock.now();
  if (product.kind === ProductKind.activity && product.ends_at !== null && product.ends_at <= now)
    throw new AppError('COMMERCE_SIGNUP_CLOSED');
  await requireNotOwned(tx, actor, product);
  await requireUnlockable(tx, actor, product, now);
  const lines = await quote(tx, actor, product, input);
  const total = totalOf(lines);
  const sharer =
    product.commission_percent > 0 ? await sharerOf(tx, actor, product.id, input.shareCode) : null;
  const couponName = input.couponId
    ? (await couponTerms(tx, actor, input.couponSource, input.couponId)).name
    : '';
  const inserted = await queryRow(
    tx,
    sql`insert into commerce_orders (tenant_id, user_id, order_no, request_id, product_id, product_kind, product_name,
        ref_id, status, list_price_cents, discount_cents, total_cents, coupon_source, coupon_id, coupon_name,
        holds_place, vip_days, share_user_id, pay_deadline, created_at)
      values (${actor.tenantId}, ${actor.userId}, ${orderNumber(now)}, ${input.requestId}, ${product.id}, ${product.kind},
        ${product.name}, ${product.ref_id}, ${OrderStatus.created}, ${product.price_cents}, ${product.price_cents - total},
        ${total}, ${input.couponId ? input.couponSource : ''}, ${input.couponId ?? 0}, ${couponName},
        ${product.capacity > 0}, ${planDays(product.kind)}, ${sharer}, ${new Date(now + R.payWindowMs)}, ${new Date(now)})
      on conflict (tenant_id, user_id, request_id) do nothing
      returning id`,
    { id: col.int },
  );
  // A concurrent repeat of this request inserted first: answer its order.
  if (!inserted) return requireFound(await earlierOrder(tx, actor, input));
  for (const line of lines)
    await runStatement(
      tx,
      sql`insert into commerce_order_ledger (tenant_id, order_id, entry, amount_cents)
        values (${actor.tenantId}, ${inserted.id}, ${line.entry}, ${line.amountCents})`,
    );
  if (input.couponId)
    await holdCoupon(tx, actor, input.couponSource, input.couponId, inserted.id, new Date(now));
  if (product.capacity > 0 && !(await takePlace(tx, product.id))) throw new AppError('COMMERCE_SOLD_OUT');
  // Nothing to collect (VIP gratis, a full coupon): paid and fulfilled at once, without a gateway.
  if (total === 0) await settleOrder(tx, actor.tenantId, inserted.id, now);
  return { id: inserted.id, created: true, fulfilled: total === 0 };
}

const countedOrderShape = { ...orderShape, total_num: col.int };

export async function pageOfOrders(db: DbOrTx, where: SQL, query: TOrderList) {
  const { limit, offset } = pageWindow(query);
  const status = query.status ? sql` and o.status = ${query.status}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${orderColumns}, (count(*) over ())::int as total_num from commerce_orders o
      where ${where}${status} order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
    countedOrderShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One order within `scope` with its ledger, or a 404. */
export async function orderWithLedger(db: DbOrTx, scope: SQL, id: number) {
  const order = requireFound(
    await queryRow(
      db,
      sql`select ${orderColumns} from commerce_orders o where o.id = ${id} and ${scope}`,
      orderShape,
    ),
  );
  const lines = await queryRows(
    db,
    sql`select entry, amount_cents from commerce_order_ledger where order_id = ${order.id} order by id`,
    ledgerShape,
  );
  return { order, lines };
}
