// The catalogue tree of the knowledge base (whole, or one level under a parent) and the knowledge-system
// tree (kept by the course centre's category service, shared by every kind filed under it).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';

export type CatalogNode = {
  id: number;
  name: string;
  parentId: number | null;
  enabled: boolean;
  children: CatalogNode[];
};

const catalogShape = {
  id: col.int,
  name: col.text,
  parent_id: col.intOrNull,
  enabled: col.bool,
  sort: col.int,
  created_by: col.intOrNull,
  creator_name: col.text,
  resource_num: col.int,
};

export async function catalogRows(db: DbOrTx, tenantId: string, enabledOnly: boolean) {
  return queryRows(
    db,
    sql`select c.id, c.name, c.parent_id, c.enabled, c.sort, c.created_by, coalesce(u.name, '') as creator_name,
        (select count(*)::int from knowledge_resources k where k.catalog_id = c.id and k.deleted_at is null) as resource_num
      from knowledge_catalogs c left join users u on u.id = c.created_by
      where c.tenant_id = ${tenantId} ${enabledOnly ? sql`and c.enabled` : sql``}
      order by c.sort, c.id`,
    catalogShape,
  );
}
export type CatalogRow = Awaited<ReturnType<typeof catalogRows>>[number];

export function treeOf<R extends { id: number; parent_id: number | null }, N extends { children: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>(rows.map((row) => [row.id, toNode(row)]));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The enabled catalogues as a tree (a disabled one hides its subtree). */
export async function catalogTree(db: DbOrTx, tenantId: string): Promise<CatalogNode[]> {
  const rows = await catalogRows(db, tenantId, true);
  return treeOf(rows, (row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    enabled: row.enabled,
    children: [],
  }));
}

/** The enabled catalogues right under `parentId` (the top level without one). */
export async function nextCatalogs(db: DbOrTx, tenantId: string, parentId: number | undefined) {
  const rows = await catalogRows(db, tenantId, true);
  return rows.filter((row) => row.parent_id === (parentId ?? null));
}
