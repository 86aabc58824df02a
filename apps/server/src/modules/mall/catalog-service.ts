// The learner's side of the catalogue: items on the shelf (by kind, category, name), the categories, one
// item with how many more I may exchange, and my spendable points (read through the achievement ledger).
import { ExchangeStatus, type TMallItemList } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { balanceOf } from '../achievement/ledger-service.ts';
import { onShelfFor, requireFound } from './policy.ts';
import { itemColumns, itemShape } from './queries.ts';
import { selectShelf } from './shelf-prepared.ts';

/** A page of the shelf; empty filters are no filters. Also the page's total past the end, for paging. */
export async function listShelf(db: DbOrTx, actor: Actor, query: TMallItemList) {
  const { limit, offset } = pageWindow(query);
  const params = {
    tenantId: actor.tenantId,
    kind: query.kind || null,
    category: query.category || null,
    keyword: query.keyword || null,
    limit,
    offset,
  };
  const rows = await selectShelf(db, params);
  if (rows.length > 0 || offset === 0) return { rows, totalNum: rows[0]?.total_num ?? 0 };
  const [first] = await selectShelf(db, { ...params, limit: 1, offset: 0 });
  return { rows, totalNum: first?.total_num ?? 0 };
}

export async function shelfCategories(db: DbOrTx, actor: Actor): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select distinct i.category from mall_items i where ${onShelfFor(actor)} and i.category <> ''
      order by i.category`,
    { category: col.text },
  );
  return rows.map((row) => row.category);
}

/** Units of the item I hold in exchanges that were not cancelled. */
export async function myExchangedQuantity(db: DbOrTx, actor: Actor, itemId: number): Promise<number> {
  const row = await queryRow(
    db,
    sql`select coalesce(sum(quantity), 0)::int as n from mall_exchanges
      where tenant_id = ${actor.tenantId} and item_id = ${itemId} and user_id = ${actor.userId} and status <> ${ExchangeStatus.cancelled}`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

export async function shelfItem(db: DbOrTx, actor: Actor, id: number) {
  const item = requireFound(
    await queryRow(
      db,
      sql`select ${itemColumns} from mall_items i where i.id = ${id} and ${onShelfFor(actor)}`,
      itemShape,
    ),
  );
  const mine = item.per_user_limit > 0 ? await myExchangedQuantity(db, actor, id) : 0;
  const myRemaining =
    item.per_user_limit > 0 ? Math.max(0, Math.min(item.stock, item.per_user_limit - mine)) : null;
  return { item, myRemaining };
}

export function myBalance(db: DbOrTx, actor: Actor): Promise<number> {
  return balanceOf(db, actor.tenantId, actor.userId);
}
