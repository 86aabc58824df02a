// Share links and commissions: a learner's link for a paid course or training (one code per learner and
// product); a purchase through it records the sharer's commission at fulfilment (fulfil-service.ts), pending
// until the refund window passes (sweep-service.ts), then available; the back office settles available ones.
import { randomBytes } from 'node:crypto';
import { CommissionStatus, ProductKind, type TCommissionList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { commerceClock } from './clock.ts';
import { onShelfFor, requireFound } from './policy.ts';
import { commissionColumns, commissionJoins, commissionShape } from './queries.ts';

const SHAREABLE: readonly string[] = [ProductKind.course, ProductKind.training];

export async function shareLinkOf(db: DbOrTx, actor: Actor, productId: number) {
  const product = requireFound(
    await queryRow(
      db,
      sql`select p.id, p.kind, p.commission_percent from commerce_products p where p.id = ${productId} and ${onShelfFor(actor)}`,
      { id: col.int, kind: col.text, commission_percent: col.int },
    ),
  );
  if (!SHAREABLE.includes(product.kind) || product.commission_percent === 0)
    throw new AppError('COMMERCE_PRODUCT_OFF');
  await queryRows(
    db,
    sql`insert into commerce_share_links (tenant_id, user_id, product_id, code)
      values (${actor.tenantId}, ${actor.userId}, ${product.id}, ${randomBytes(9).toString('base64url')})
      on conflict (tenant_id, user_id, product_id) do nothing returning id`,
    { id: col.int },
  );
  const link = await queryRow(
    db,
    sql`select code from commerce_share_links where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
      and product_id = ${product.id}`,
    { code: col.text },
  );
  return { code: requireFound(link).code, commissionPercent: product.commission_percent };
}

async function page(db: DbOrTx, where: SQL, query: TCommissionList) {
  const { limit, offset } = pageWindow(query);
  const status = query.status ? sql` and c.status = ${query.status}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${commissionColumns}, (count(*) over ())::int as total_num from commerce_commissions c ${commissionJoins}
      where ${where}${status} order by c.id desc limit ${limit} offset ${offset}`,
    { ...commissionShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function myCommissions(db: DbOrTx, actor: Actor, query: TCommissionList) {
  const mine = sql`c.tenant_id = ${actor.tenantId} and c.sharer_user_id = ${actor.userId}`;
  const sums = await queryRow(
    db,
    sql`select coalesce(sum(amount_cents) filter (where status = ${CommissionStatus.pending}), 0)::int as pending,
        coalesce(sum(amount_cents) filter (where status = ${CommissionStatus.available}), 0)::int as available,
        coalesce(sum(amount_cents) filter (where status = ${CommissionStatus.settled}), 0)::int as settled
      from commerce_commissions c where ${mine}`,
    { pending: col.int, available: col.int, settled: col.int },
  );
  return { ...(await page(db, mine, query)), sums: sums ?? { pending: 0, available: 0, settled: 0 } };
}

export function tenantCommissions(db: DbOrTx, actor: Actor, query: TCommissionList) {
  return page(db, sql`c.tenant_id = ${actor.tenantId}`, query);
}

/** Settles the listed commissions; all must be available (otherwise nothing changes). */
export function settleCommissions(db: DbOrTx, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const settled = await queryRows(
      tx,
      sql`update commerce_commissions set status = ${CommissionStatus.settled}, settled_at = ${new Date(commerceClock.now())}
        where tenant_id = ${actor.tenantId} and status = ${CommissionStatus.available}
          and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        returning id`,
      { id: col.int },
    );
    if (settled.length !== new Set(ids).size) throw new AppError('COMMERCE_COMMISSION_STATE');
    return settled.length;
  });
}
