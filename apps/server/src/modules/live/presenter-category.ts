// The live category tree as the original pages read it (id, idStr, parentIdStr, status '1' enabled / '0'
// disabled, children). With a filter, matches are kept with their ancestors so the tree still reads.
import type { adminCategories } from './category-service.ts';

type CategoryRow = Awaited<ReturnType<typeof adminCategories>>[number];

export type TLiveCategoryNode = {
  id: number;
  idStr: string;
  parentId: number | null;
  parentIdStr: string;
  name: string;
  sort: number;
  status: '0' | '1';
  orgIds: number[];
  orgScopeName: string;
  creatorId: number | null;
  creatorName: string;
  updateTime: number;
  children?: TLiveCategoryNode[];
};

export function presentCategoryTree(rows: readonly CategoryRow[], matches: Set<number> | null) {
  const nodes = new Map<number, TLiveCategoryNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        idStr: String(row.id),
        parentId: row.parent_id,
        parentIdStr: row.parent_id === null ? '0' : String(row.parent_id),
        name: row.name,
        sort: row.sort,
        status: row.enabled ? '1' : '0',
        orgIds: row.org_ids,
        orgScopeName: row.org_scope_name,
        creatorId: row.creator_id,
        creatorName: row.creator_name,
        updateTime: row.updated_at,
      },
    ]),
  );
  let keep: Set<number> | null = null;
  if (matches) {
    keep = new Set();
    for (const id of matches)
      for (let at: number | null = id; at !== null && !keep.has(at); at = nodes.get(at)?.parentId ?? null)
        keep.add(at);
  }
  const roots: TLiveCategoryNode[] = [];
  for (const node of nodes.values()) {
    if (keep && !keep.has(node.id)) continue;
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}
