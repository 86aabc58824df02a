// Coupons on orders: a batch coupon (issued here) or one bought with points in the mall (held and released
// through the mall's own exported services). Holding a coupon is one guarded UPDATE, so of two concurrent
// orders with the same coupon exactly one gets it; an expired or cancelled order gives it back, a paid one
// marks it used for good.
import { CouponSource, type TCoupon } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import {
  holdMallCoupon,
  mallCouponOf,
  mallCouponsOf,
  releaseMallCoupon,
} from '../mall/coupon-use-service.ts';
import { requireFound } from './policy.ts';
import type { CouponTerms } from './pricing-service.ts';
import { ms, msOrNull } from './queries.ts';

/** The mall's record of which business record holds a coupon. */
export const MALL_BIZ_TYPE = 'commerce_order';

const batchCouponShape = {
  id: col.int,
  name: col.text,
  discount_type: col.text,
  amount_cents: col.int,
  percent_off: col.int,
  min_spend_cents: col.int,
  valid_from: ms,
  valid_to: ms,
  product_ids: col.json<number[]>(),
  order_id: col.intOrNull,
  used_at: msOrNull,
};

const batchCouponColumns = sql`c.id, b.name, b.discount_type, b.amount_cents, b.percent_off, b.min_spend_cents,
  b.valid_from, b.valid_to, b.product_ids, c.order_id, c.used_at`;

/** The terms of one of the caller's coupons; another user's is a 404, one already held is unusable. */
export async function couponTerms(
  tx: DbOrTx,
  actor: Actor,
  source: CouponSource,
  couponId: number,
): Promise<CouponTerms> {
  if (source === CouponSource.mall) {
    const coupon = requireFound(await mallCouponOf(tx, actor.tenantId, actor.userId, couponId));
    if (coupon.used_at !== null || coupon.revoked) throw new AppError('COMMERCE_COUPON_UNUSABLE');
    return { ...coupon, productIds: [] };
  }
  const coupon = requireFound(
    await queryRow(
      tx,
      sql`select ${batchCouponColumns} from commerce_coupons c join commerce_coupon_batches b on b.id = c.batch_id
        where c.id = ${couponId} and c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId}`,
      batchCouponShape,
    ),
  );
  if (coupon.order_id !== null || coupon.used_at !== null) throw new AppError('COMMERCE_COUPON_UNUSABLE');
  return { ...coupon, productIds: coupon.product_ids };
}

/** Holds the coupon for the order, or refuses when another order got it first. */
export async function holdCoupon(
  tx: DbOrTx,
  actor: Actor,
  source: CouponSource,
  couponId: number,
  orderId: number,
  at: Date,
) {
  const held =
    source === CouponSource.mall
      ? await holdMallCoupon(tx, actor, couponId, { type: MALL_BIZ_TYPE, id: orderId }, at)
      : (
          await queryRows(
            tx,
            sql`update commerce_coupons set order_id = ${orderId}
              where id = ${couponId} and tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
                and order_id is null and used_at is null
              returning id`,
            { id: col.int },
          )
        ).length > 0;
  if (!held) throw new AppError('COMMERCE_COUPON_UNUSABLE');
}

/** Gives the order's coupon back (the order expired or was cancelled). */
export async function releaseCoupon(tx: DbOrTx, tenantId: string, source: string, orderId: number) {
  if (source === CouponSource.mall)
    await releaseMallCoupon(tx, tenantId, { type: MALL_BIZ_TYPE, id: orderId });
  else if (source === CouponSource.batch)
    await runStatement(
      tx,
      sql`update commerce_coupons set order_id = null where tenant_id = ${tenantId} and order_id = ${orderId} and used_at is null`,
    );
}

/** The order was paid: its batch coupon is used for good (a mall coupon is already marked by the hold). */
export async function consumeCoupon(tx: DbOrTx, tenantId: string, orderId: number, at: Date) {
  await runStatement(
    tx,
    sql`update commerce_coupons set used_at = ${at} where tenant_id = ${tenantId} and order_id = ${orderId} and used_at is null`,
  );
}

function usableFor(terms: CouponTerms, productId: number | undefined, now: number) {
  const forProduct =
    productId === undefined || terms.productIds.length === 0 || terms.productIds.includes(productId);
  return forProduct && terms.valid_from <= now && now < terms.valid_to;
}

/** My coupons of both kinds, usable first (for the product when one is asked). */
export async function listMyCoupons(db: DbOrTx, actor: Actor, productId: number | undefined, now: number) {
  const batch = await queryRows(
    db,
    sql`select ${batchCouponColumns} from commerce_coupons c join commerce_coupon_batches b on b.id = c.batch_id
      where c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId} order by b.valid_to desc limit 200`,
    batchCouponShape,
  );
  const mall = await mallCouponsOf(db, actor.tenantId, actor.userId);
  const coupons: TCoupon[] = [
    ...batch.map((c) => ({
      ...c,
      source: CouponSource.batch,
      productIds: c.product_ids,
      held: c.order_id !== null,
    })),
    ...mall.map((c) => ({ ...c, source: CouponSource.mall, productIds: [], held: false })),
  ].map((c) => ({
    id: c.id,
    source: c.source,
    name: c.name,
    discountType: c.discount_type === 'percent' ? 'percent' : 'fixed',
    amountCents: c.amount_cents,
    percentOff: c.percent_off,
    minSpendCents: c.min_spend_cents,
    validFrom: c.valid_from,
    validTo: c.valid_to,
    usedAt: c.used_at,
    usable: c.used_at === null && !c.held && usableFor(c, productId, now),
  }));
  return coupons.sort((a, b) => Number(b.usable) - Number(a.usable) || a.validTo - b.validTo);
}
