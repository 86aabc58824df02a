// The SQL and the reads of the shared category trees (core/category-tree.ts): the facts a tree is
// described by, its row shapes, the subtree and partition pieces, and the lists the pages read (the tree,
// the grouped column, the flat list, the creators filter).
import type { ErrorCode } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { col, queryRows, type RowOf } from '../db/rows.ts';

export type CategoryTreeFacts = {
  /** The table (a trusted identifier): id, tenant_id, parent_id, name, sort, enabled, org_ids, created_by, updated_at. */
  table: string;
  /** A column naming one tree among several in the table (the training table's `source`). */
  partition?: string;
  /** Audit module and entity type; also the lock's name. */
  module: string;
  entityType: string;
  /** Whether sibling names differ only by case count as the same name. */
  ignoreCase: boolean;
  errors: { nameTaken: ErrorCode; parent: ErrorCode; inUse: ErrorCode };
  /** SQL (int): how many items are filed directly under the category row `c`. */
  itemCount: SQL;
  /** 'leaf': a category with subcategories stays; 'branch': an empty branch goes with it. */
  deletes: 'leaf' | 'branch';
};

export type CategoryListQuery = {
  name?: string | undefined;
  status?: 0 | 1 | undefined;
  addFlag?: string | undefined;
  creatorId?: number | undefined;
};
export const categoryRowShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  sort: col.int,
  enabled: col.bool,
  org_ids: col.json<number[]>(),
  org_scope_name: col.text,
  creator_id: col.intOrNull,
  creator_name: col.text,
  updated_at: col.epochMs,
  item_num: col.int,
};
export type CategoryRow = RowOf<typeof categoryRowShape>;
const columnShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  enabled: col.bool,
  count: col.int,
};
export type CategoryColumnRow = RowOf<typeof columnShape>;
export const factShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  enabled: col.bool,
  part: col.text,
};

/** The SQL pieces of one tree: its table, its partition and its subtrees. */
export function treeSql(facts: CategoryTreeFacts) {
  const table = sql.raw(facts.table);
  const partOf = (alias: string) => sql.raw(facts.partition ? `${alias}.${facts.partition}` : `''`);
  const samePart = (alias: string, part: string) =>
    facts.partition ? sql`${partOf(alias)} = ${part}` : sql`true`;
  /** SQL: the category `id` and every category below it (`union` stops at a cycle, should one exist). */
  const subtreeOf = (tenantId: string, id: number): SQL =>
    sql`(with recursive sub as (select id from ${table} where tenant_id = ${tenantId} and id = ${id}
      union select c.id from ${table} c join sub on c.parent_id = sub.id where c.tenant_id = ${tenantId})
      select id from sub)`;
  return { table, partOf, samePart, subtreeOf };
}

/** The reads of one tree. */
export function categoryTreeReads(facts: CategoryTreeFacts) {
  const { table, samePart } = treeSql(facts);
  /** The tenant's categories of the tree matching the filters, in (sort, id) order. */
  async function list(db: DbOrTx, tenantId: string, query: CategoryListQuery & { part?: string }) {
    const filters: SQL[] = [sql`c.tenant_id = ${tenantId}`, samePart('c', query.part ?? '')];
    if (query.name) filters.push(sql`position(lower(${query.name}) in lower(c.name)) > 0`);
    if (query.status !== undefined) filters.push(sql`c.enabled = ${query.status === 1}`);
    if (query.addFlag === '1') filters.push(sql`c.enabled`);
    if (query.creatorId !== undefined) filters.push(sql`c.created_by = ${query.creatorId}`);
    return queryRows(
      db,
      sql`select c.id, c.parent_id, c.name, c.sort, c.enabled, c.org_ids,
          coalesce((select string_agg(o.name, ',' order by o.id) from organisations o
            where o.tenant_id = c.tenant_id and o.id in (select jsonb_array_elements_text(c.org_ids)::int)), '') as org_scope_name,
          c.created_by as creator_id, coalesce(u.name, '') as creator_name,
          (extract(epoch from c.updated_at) * 1000)::float8 as updated_at, ${facts.itemCount} as item_num
        from ${table} c left join users u on u.id = c.created_by
        where ${sql.join(filters, sql` and `)} order by c.sort, c.id`,
      categoryRowShape,
    );
  }

  /** The original grouped column: the groups (top level) and the categories under `parentId` (under every
   *  group without it), each with how many items and subcategories it holds. */
  async function column(db: DbOrTx, tenantId: string, part: string, parentId: number | undefined) {
    const under = parentId === undefined ? sql`c.parent_id is not null` : sql`c.parent_id = ${parentId}`;
    const rows = await queryRows(
      db,
      sql`select c.id, c.parent_id, c.name, c.enabled, ${facts.itemCount}
            + (select count(*)::int from ${table} k where k.tenant_id = c.tenant_id and k.parent_id = c.id) as count
        from ${table} c where c.tenant_id = ${tenantId} and ${samePart('c', part)} and (c.parent_id is null or ${under})
        order by c.sort, c.id`,
      columnShape,
    );
    return {
      group: rows.filter((row) => row.parent_id === null),
      son: rows.filter((row) => row.parent_id !== null),
    };
  }

  /** Every category of the tree, flat, in (sort, id) order, with the items filed directly under it. */
  const flat = (db: DbOrTx, tenantId: string, part = '') =>
    queryRows(
      db,
      sql`select c.id, c.parent_id, c.name, c.enabled, ${facts.itemCount} as count from ${table} c
        where c.tenant_id = ${tenantId} and ${samePart('c', part)} order by c.sort, c.id`,
      columnShape,
    );

  /** The people who created categories of the tree (the page's creator filter). */
  const creators = (db: DbOrTx, tenantId: string, part = '') =>
    queryRows(
      db,
      sql`select distinct u.id, coalesce(u.name, '') as name from ${table} c join users u on u.id = c.created_by
          where c.tenant_id = ${tenantId} and ${samePart('c', part)} order by u.id`,
      { id: col.int, name: col.text },
    );

  return { list, column, flat, creators };
}
