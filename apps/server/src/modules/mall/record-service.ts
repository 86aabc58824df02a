// Exchange records: mine (the learner's list and detail), the tenant's for the back office (filters by
// state, kind and learner or item name) and its export, and the coupons I bought.
import type {
  TMallAdminExchangeList,
  TMallCouponList,
  TMallExchangeExport,
  TMallExchangeList,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRow, queryRows } from '../../db/rows.ts';
import { ownExchange, requireFound, tenantExchange } from './policy.ts';
import {
  countedExchangeShape,
  exchangeColumns,
  exchangeFrom,
  exchangeShape,
  userCouponShape,
} from './queries.ts';

async function pageOfExchanges(db: DbOrTx, filters: SQL[], page: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select ${exchangeColumns}, (count(*) over ())::int as total_num from ${exchangeFrom}
      where ${sql.join(filters, sql` and `)} order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`,
    countedExchangeShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export function listMyExchanges(db: DbOrTx, actor: Actor, query: TMallExchangeList) {
  const filters = [ownExchange(actor)];
  if (query.status) filters.push(sql`e.status = ${query.status}`);
  return pageOfExchanges(db, filters, query);
}

export async function myExchange(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${exchangeColumns} from ${exchangeFrom} where e.id = ${id} and ${ownExchange(actor)}`,
      exchangeShape,
    ),
  );
}

function adminFilters(actor: Actor, query: TMallExchangeExport): SQL[] {
  const filters = [tenantExchange(actor)];
  if (query.status) filters.push(sql`e.status = ${query.status}`);
  if (query.kind) filters.push(sql`e.kind = ${query.kind}`);
  if (query.keyword) {
    const word = query.keyword.toLowerCase();
    filters.push(sql`(strpos(lower(e.item_name), ${word}) > 0 or strpos(lower(coalesce(u.name, '')), ${word}) > 0
      or strpos(lower(coalesce(u.account, '')), ${word}) > 0)`);
  }
  return filters;
}

export function listTenantExchanges(db: DbOrTx, actor: Actor, query: TMallAdminExchangeList) {
  return pageOfExchanges(db, adminFilters(actor, query), query);
}

/** Every matching record for the export (newest first, at most 50 000 rows). */
export function exportTenantExchanges(db: DbOrTx, actor: Actor, query: TMallExchangeExport) {
  return queryRows(
    db,
    sql`select ${exchangeColumns} from ${exchangeFrom} where ${sql.join(adminFilters(actor, query), sql` and `)}
      order by e.created_at desc, e.id desc limit 50000`,
    exchangeShape,
  );
}

const couponStatus = sql`(case when c.used_at is not null then 'used'
  when c.revoked_at is not null or c.valid_to < now() then 'expired' else 'unused' end)`;

export async function listMyCoupons(db: DbOrTx, actor: Actor, query: TMallCouponList) {
  const filters = [sql`c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId}`];
  if (query.status) filters.push(sql`${couponStatus} = ${query.status}`);
  return queryRows(
    db,
    sql`select c.id, c.name, c.discount_type, c.amount_cents, c.percent_off, c.min_spend_cents,
        (extract(epoch from c.valid_from) * 1000)::float8 as valid_from,
        (extract(epoch from c.valid_to) * 1000)::float8 as valid_to,
        (extract(epoch from c.used_at) * 1000)::float8 as used_at, ${couponStatus} as status
      from mall_user_coupons c where ${sql.join(filters, sql` and `)} order by c.valid_to desc, c.id desc limit 200`,
    userCouponShape,
  );
}
