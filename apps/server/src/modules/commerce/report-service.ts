// The sales report: orders, collected and refunded cents by product kind over a period, and the order rows
// for export. Collected = paid orders' totals (fulfilled or later refunded); refunded counted separately.
import { OrderStatus, type TAdminOrderList, type TReport } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { orderColumns, orderShape } from './queries.ts';

function period(report: TReport) {
  const from = report.from ? sql` and o.created_at >= ${new Date(report.from)}` : sql``;
  const to = report.to ? sql` and o.created_at < ${new Date(report.to)}` : sql``;
  return sql`${from}${to}`;
}

export function salesReport(db: DbOrTx, actor: Actor, report: TReport) {
  return queryRows(
    db,
    sql`select o.product_kind as kind, count(*)::int as order_num,
        coalesce(sum(o.total_cents) filter (where o.paid_at is not null), 0)::int as paid_cents,
        coalesce(sum(o.total_cents) filter (where o.status = ${OrderStatus.refunded}), 0)::int as refunded_cents
      from commerce_orders o where o.tenant_id = ${actor.tenantId}${period(report)}
      group by o.product_kind order by o.product_kind`,
    { kind: col.text, order_num: col.int, paid_cents: col.int, refunded_cents: col.int },
  );
}

/** Every order of the filter (the export; capped to keep one file reasonable). */
export function ordersForExport(
  db: DbOrTx,
  actor: Actor,
  query: Pick<TAdminOrderList, 'status' | 'keyword'>,
) {
  const status = query.status ? sql` and o.status = ${query.status}` : sql``;
  const keyword = query.keyword
    ? sql` and (o.order_no ilike ${`%${query.keyword}%`} or o.product_name ilike ${`%${query.keyword}%`})`
    : sql``;
  return queryRows(
    db,
    sql`select ${orderColumns} from commerce_orders o where o.tenant_id = ${actor.tenantId}${status}${keyword}
      order by o.id desc limit 10000`,
    orderShape,
  );
}
