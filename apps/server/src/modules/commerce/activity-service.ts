// The activities centre: time-limited events with sign-up, free or paid, with a capacity. Signing up is buying
// the activity (order-service.ts): a free one is fulfilled at once, a paid one when its order is paid; either
// way the place is taken when the order is created and given back if it expires.
import { ProductKind, type TActivitySignUp, type TActivitySignUps, type TPageQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf } from '../../db/rows.ts';
import { createOrder } from './order-service.ts';
import { onShelfFor, requireFound } from './policy.ts';
import { myPrices } from './product-service.ts';
import { ms, productColumns, productShape } from './queries.ts';

const activityShape = {
  ...productShape,
  sign_up_num: col.int,
  signed_up: col.bool,
  my_order_id: col.intOrNull,
  total_num: col.int,
};

export type ActivityRow = RowOf<typeof activityShape>;

function activityColumns(actor: Actor) {
  return sql`${productColumns},
    (select count(*)::int from commerce_activity_sign_ups s where s.product_id = p.id and s.cancelled_at is null) as sign_up_num,
    exists (select 1 from commerce_activity_sign_ups s where s.product_id = p.id and s.user_id = ${actor.userId}
      and s.cancelled_at is null) as signed_up,
    (select o.id from commerce_orders o where o.product_id = p.id and o.user_id = ${actor.userId}
      and o.status in ('created', 'paid', 'fulfilled') order by o.id desc limit 1) as my_order_id,
    (count(*) over ())::int as total_num`;
}

export async function listActivities(db: DbOrTx, actor: Actor, query: TPageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${activityColumns(actor)} from commerce_products p
      where ${onShelfFor(actor)} and p.kind = ${ProductKind.activity}
      order by p.starts_at desc nulls last, p.id desc limit ${limit} offset ${offset}`,
    activityShape,
  );
  return { rows: await myPrices(db, actor, rows), totalNum: rows[0]?.total_num ?? 0 };
}

export async function activityDetail(db: DbOrTx, actor: Actor, id: number) {
  const row = requireFound(
    await queryRow(
      db,
      sql`select ${activityColumns(actor)} from commerce_products p
        where p.id = ${id} and ${onShelfFor(actor)} and p.kind = ${ProductKind.activity}`,
      activityShape,
    ),
  );
  const [priced] = await myPrices(db, actor, [row]);
  return { row, myPriceCents: requireFound(priced).myPriceCents };
}

/** Signs up: the activity's order (free ones are fulfilled in the same transaction). */
export async function signUpForActivity(db: Db, actor: Actor, input: TActivitySignUp) {
  await activityDetail(db, actor, input.id);
  return db.transaction((tx) =>
    createOrder(tx, actor, {
      productId: input.id,
      requestId: input.requestId,
      couponSource: 'batch',
      couponId: undefined,
      shareCode: undefined,
    }),
  );
}

export async function listSignUps(db: DbOrTx, actor: Actor, query: TActivitySignUps) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select s.user_id, coalesce(u.name, '') as user_name, coalesce(o.order_no, '') as order_no, s.created_at,
        (count(*) over ())::int as total_num
      from commerce_activity_sign_ups s join users u on u.id = s.user_id left join commerce_orders o on o.id = s.order_id
      where s.tenant_id = ${actor.tenantId} and s.product_id = ${query.productId} and s.cancelled_at is null
      order by s.id desc limit ${limit} offset ${offset}`,
    {
      user_id: col.int,
      user_name: col.text,
      order_no: col.text,
      created_at: ms,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
