// Coupon batches: the back office creates a batch (terms, validity, per-user limit, total, products) and
// issues it to chosen learners; a claimable batch is claimed by learners themselves (couponsDetails); an
// activity's batch goes to everyone who signs up. Each issue locks the batch row, so totals and per-user
// limits hold under concurrent claims.
import type { TCouponBatchSave, TCouponIssue, TPageQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { commerceClock, nowDate } from './clock.ts';
import { requireFound } from './policy.ts';
import { batchColumns, batchShape } from './queries.ts';

export async function listBatches(db: DbOrTx, actor: Actor, query: TPageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${batchColumns}, (count(*) over ())::int as total_num from commerce_coupon_batches b
      where b.tenant_id = ${actor.tenantId} order by b.id desc limit ${limit} offset ${offset}`,
    { ...batchShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function createBatch(db: DbOrTx, actor: Actor, input: TCouponBatchSave) {
  if (input.activityProductId)
    requireFound(
      await queryRow(
        db,
        sql`select id from commerce_products where id = ${input.activityProductId} and tenant_id = ${actor.tenantId}
          and kind = 'activity'`,
        { id: col.int },
      ),
    );
  const created = await queryRow(
    db,
    sql`insert into commerce_coupon_batches (tenant_id, name, discount_type, amount_cents, percent_off,
        min_spend_cents, valid_from, valid_to, per_user_limit, total, product_ids, claimable, activity_product_id)
      values (${actor.tenantId}, ${input.name}, ${input.discountType},
        ${input.discountType === 'fixed' ? input.amountCents : 0}, ${input.discountType === 'percent' ? input.percentOff : 0},
        ${input.minSpendCents}, ${new Date(input.validFrom ?? commerceClock.now())}, ${new Date(input.validTo)},
        ${input.perUserLimit}, ${input.total}, ${JSON.stringify(input.productIds)}::jsonb, ${input.claimable},
        ${input.activityProductId ?? null})
      returning id`,
    { id: col.int },
  );
  return requireFound(created).id;
}

async function lockBatch(tx: DbOrTx, tenantId: string, batchId: number) {
  return requireFound(
    await queryRow(
      tx,
      sql`select ${batchColumns} from commerce_coupon_batches b where b.id = ${batchId} and b.tenant_id = ${tenantId}
        for update`,
      batchShape,
    ),
  );
}

/** Gives one coupon of the locked batch to the user, within the total and their limit; false when not. */
async function giveOne(tx: DbOrTx, tenantId: string, batchId: number, userId: number): Promise<boolean> {
  const given = await queryRows(
    tx,
    sql`with room as (
        update commerce_coupon_batches b set issued_num = issued_num + 1
        where b.id = ${batchId} and (b.total = 0 or b.issued_num < b.total)
          and (select count(*) from commerce_coupons c where c.batch_id = b.id and c.user_id = ${userId}) < b.per_user_limit
        returning b.id)
      insert into commerce_coupons (tenant_id, user_id, batch_id)
      select ${tenantId}, ${userId}, id from room returning id`,
    { id: col.int },
  );
  return given.length > 0;
}

/** Issues one coupon to each listed user of the tenant; answers how many got one. */
export function issueBatch(db: Db, actor: Actor, input: TCouponIssue) {
  return db.transaction(async (tx) => {
    await lockBatch(tx, actor.tenantId, input.batchId);
    const known = await queryRows(
      tx,
      sql`select id from users where tenant_id = ${actor.tenantId} and id in (${sql.join(
        input.userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      { id: col.int },
    );
    if (known.length !== new Set(input.userIds).size) throw new AppError('NOT_FOUND');
    let issued = 0;
    for (const { id } of known) if (await giveOne(tx, actor.tenantId, input.batchId, id)) issued += 1;
    return issued;
  });
}

/** A claimable batch as the learner sees it, with how many they hold. */
export async function claimableBatch(db: DbOrTx, actor: Actor, batchId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${batchColumns}, (select count(*)::int from commerce_coupons c where c.batch_id = b.id
          and c.user_id = ${actor.userId}) as my_claimed
        from commerce_coupon_batches b where b.id = ${batchId} and b.tenant_id = ${actor.tenantId} and b.claimable`,
      { ...batchShape, my_claimed: col.int },
    ),
  );
}

/** The learner claims one coupon of a claimable batch still valid. */
export function claimCoupon(db: Db, actor: Actor, batchId: number) {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, actor.tenantId, batchId);
    if (!batch.claimable) throw new AppError('NOT_FOUND');
    if (batch.valid_to <= nowDate().getTime()) throw new AppError('COMMERCE_COUPON_UNUSABLE');
    if (!(await giveOne(tx, actor.tenantId, batchId, actor.userId)))
      throw new AppError('COMMERCE_COUPON_LIMIT');
  });
}

/** The coupons an activity gives its new participant (one of each of its batches, where there is room). */
export async function issueForActivity(tx: DbOrTx, tenantId: string, productId: number, userId: number) {
  const batches = await queryRows(
    tx,
    sql`select id from commerce_coupon_batches where tenant_id = ${tenantId} and activity_product_id = ${productId}
      order by id for update`,
    { id: col.int },
  );
  for (const batch of batches) await giveOne(tx, tenantId, batch.id, userId);
}
