// The mall's front page call (the shelf, filtered by kind, category or name) as one named prepared statement:
// PostgreSQL plans it once per connection rather than on every call, which cost more than reading a tenant's
// shelf. An absent filter is a NULL parameter, so one statement serves every combination.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { decodeRow } from '../../db/rows.ts';
import { countedItemShape, itemColumns } from './queries.ts';

export type ShelfParams = {
  tenantId: string;
  kind: string | null;
  category: string | null;
  keyword: string | null;
  limit: number;
  offset: number;
};

const p = (name: keyof ShelfParams) => sql.placeholder(name);

// On the tenant's shelf (as policy.onShelfFor says), then each filter when given.
const SHELF = sql`(select ${itemColumns}, (count(*) over ())::int as total_num,
    row_number() over (order by (i.stock > 0) desc, i.created_at desc, i.id desc) as position
  from mall_items i
  where i.tenant_id = ${p('tenantId')} and i.on_shelf
    and (${p('kind')}::text is null or i.kind = ${p('kind')}::text)
    and (${p('category')}::text is null or i.category = ${p('category')}::text)
    and (${p('keyword')}::text is null or strpos(lower(i.name), lower(${p('keyword')}::text)) > 0)
  order by position limit ${p('limit')} offset ${p('offset')}) q`;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(countedItemShape).map((name) => [name, sql`${sql.raw(`q.${name}`)}`]),
);

function prepare(db: DbOrTx) {
  return db.select(selection).from(SHELF).orderBy(sql`q.position`).prepare('mall_shelf_page');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

/** One page of the shelf, items in stock first, newest first; each row carries the filtered total. */
export async function selectShelf(db: DbOrTx, params: ShelfParams) {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, countedItemShape));
}
