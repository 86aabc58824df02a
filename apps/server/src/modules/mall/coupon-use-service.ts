// Coupons bought with points, as the commerce module uses them on an order (issue 17): their terms, holding
// one for an order with a guarded UPDATE (of two concurrent orders exactly one wins it), and giving it back
// when that order expires or is cancelled. Commerce calls only these; it never touches mall tables itself.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';

const ms = (value: unknown, column: string): number => col.date(value, column).getTime();

export const mallCouponTermsShape = {
  id: col.int,
  name: col.text,
  discount_type: col.text,
  amount_cents: col.int,
  percent_off: col.int,
  min_spend_cents: col.int,
  valid_from: ms,
  valid_to: ms,
  used_at: (value: unknown, column: string) => (value === null ? null : ms(value, column)),
  revoked: col.bool,
};

const termsColumns = sql`c.id, c.name, c.discount_type, c.amount_cents, c.percent_off, c.min_spend_cents,
  c.valid_from, c.valid_to, c.used_at, (c.revoked_at is not null) as revoked`;

/** The user's coupons bought with points (revoked ones aside), newest first. */
export function mallCouponsOf(db: DbOrTx, tenantId: string, userId: number) {
  return queryRows(
    db,
    sql`select ${termsColumns} from mall_user_coupons c
      where c.tenant_id = ${tenantId} and c.user_id = ${userId} and c.revoked_at is null
      order by c.valid_to desc limit 200`,
    mallCouponTermsShape,
  );
}

/** One of the user's coupons, or undefined (another user's or tenant's is not theirs). */
export function mallCouponOf(db: DbOrTx, tenantId: string, userId: number, couponId: number) {
  return queryRow(
    db,
    sql`select ${termsColumns} from mall_user_coupons c
      where c.id = ${couponId} and c.tenant_id = ${tenantId} and c.user_id = ${userId}`,
    mallCouponTermsShape,
  );
}

/** Holds the coupon for an order; false when it is used, revoked or not the user's (nothing changes). */
export async function holdMallCoupon(
  tx: DbOrTx,
  owner: { tenantId: string; userId: number },
  couponId: number,
  biz: { type: string; id: number },
  at: Date,
): Promise<boolean> {
  const held = await queryRow(
    tx,
    sql`update mall_user_coupons set used_at = ${at}, used_biz_type = ${biz.type}, used_biz_id = ${biz.id}
      where id = ${couponId} and tenant_id = ${owner.tenantId} and user_id = ${owner.userId}
        and used_at is null and revoked_at is null and valid_from <= ${at} and valid_to > ${at}
      returning id`,
    { id: col.int },
  );
  return held !== undefined;
}

/** Gives back the coupon a business record held (its order expired or was cancelled). */
export async function releaseMallCoupon(tx: DbOrTx, tenantId: string, biz: { type: string; id: number }) {
  await runStatement(
    tx,
    sql`update mall_user_coupons set used_at = null, used_biz_type = '', used_biz_id = 0
      where tenant_id = ${tenantId} and used_biz_type = ${biz.type} and used_biz_id = ${biz.id}`,
  );
}
