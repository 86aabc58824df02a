// The back office's items: goods and coupon templates of the tenant, add / edit, shelf on and off, new stock
// batches (added, never overwritten, so a concurrent exchange's decrement is never lost) and deleting an item
// nobody has exchanged.
import { MallItemKind, type TMallAdminItemList, type TMallItemSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { countedItemShape, itemColumns, itemShape } from './queries.ts';

export async function listItems(db: DbOrTx, actor: Actor, query: TMallAdminItemList) {
  const { limit, offset } = pageWindow(query);
  const filters = [sql`i.tenant_id = ${actor.tenantId}`, sql`i.kind = ${query.kind}`];
  if (query.name) filters.push(sql`strpos(lower(i.name), lower(${query.name})) > 0`);
  if (query.onShelf !== undefined) filters.push(sql`i.on_shelf = ${query.onShelf}`);
  const rows = await queryRows(
    db,
    sql`select ${itemColumns}, (count(*) over ())::int as total_num from mall_items i
      where ${sql.join(filters, sql` and `)} order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
    countedItemShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getItem(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${itemColumns} from mall_items i where i.id = ${id} and i.tenant_id = ${actor.tenantId}`,
      itemShape,
    ),
  );
}

function terms(input: TMallItemSave) {
  const coupon = input.kind === MallItemKind.coupon;
  return {
    discountType: coupon ? (input.discountType ?? null) : null,
    amountCents: coupon && input.discountType === 'fixed' ? input.amountCents : 0,
    percentOff: coupon && input.discountType === 'percent' ? input.percentOff : 0,
    minSpendCents: coupon ? input.minSpendCents : 0,
    validDays: coupon ? input.validDays : 0,
  };
}

/** Adds (stock as given) or edits (stock untouched: restock adds batches); the kind never changes. */
export async function saveItem(db: DbOrTx, actor: Actor, input: TMallItemSave): Promise<number> {
  const t = terms(input);
  const images = JSON.stringify(input.kind === MallItemKind.goods ? input.images : []);
  if (input.id) {
    const current = await getItem(db, actor, input.id);
    if (current.kind !== input.kind) throw new AppError('NOT_FOUND');
    await queryRow(
      db,
      sql`update mall_items set name = ${input.name}, category = ${input.category ?? ''},
        description = ${input.description ?? ''}, images = ${images}::jsonb, points = ${input.points},
        per_user_limit = ${input.perUserLimit}, on_shelf = ${input.onShelf}, discount_type = ${t.discountType},
        amount_cents = ${t.amountCents}, percent_off = ${t.percentOff}, min_spend_cents = ${t.minSpendCents},
        valid_days = ${t.validDays}, updated_at = now()
        where id = ${input.id} and tenant_id = ${actor.tenantId} returning id`,
      { id: col.int },
    );
    return input.id;
  }
  const row = await queryRow(
    db,
    sql`insert into mall_items (tenant_id, kind, name, category, description, images, points, stock, per_user_limit,
        on_shelf, discount_type, amount_cents, percent_off, min_spend_cents, valid_days, creator_id)
      values (${actor.tenantId}, ${input.kind}, ${input.name}, ${input.category ?? ''}, ${input.description ?? ''},
        ${images}::jsonb, ${input.points}, ${input.stock}, ${input.perUserLimit}, ${input.onShelf}, ${t.discountType},
        ${t.amountCents}, ${t.percentOff}, ${t.minSpendCents}, ${t.validDays}, ${actor.userId})
      returning id`,
    { id: col.int },
  );
  return requireFound(row).id;
}

export async function setShelf(db: DbOrTx, actor: Actor, id: number, onShelf: boolean): Promise<void> {
  requireFound(
    await queryRow(
      db,
      sql`update mall_items set on_shelf = ${onShelf}, updated_at = now()
        where id = ${id} and tenant_id = ${actor.tenantId} returning id`,
      { id: col.int },
    ),
  );
}

export async function restock(db: DbOrTx, actor: Actor, id: number, quantity: number): Promise<number> {
  const row = await queryRow(
    db,
    sql`update mall_items set stock = stock + ${quantity}, updated_at = now()
      where id = ${id} and tenant_id = ${actor.tenantId} returning stock`,
    { stock: col.int },
  );
  return requireFound(row).stock;
}

export function deleteItem(db: Db, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await getItem(tx, actor, id);
    const used = await queryRow(
      tx,
      sql`select exists (select 1 from mall_exchanges where item_id = ${id}) as used`,
      {
        used: col.bool,
      },
    );
    if (used?.used) throw new AppError('MALL_ITEM_IN_USE');
    await queryRow(
      tx,
      sql`delete from mall_items where id = ${id} and tenant_id = ${actor.tenantId} returning id`,
      {
        id: col.int,
      },
    );
  });
}
