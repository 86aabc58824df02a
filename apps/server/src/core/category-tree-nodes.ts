// The category trees of core/category-tree.ts as the original back-office pages read them (id, idStr,
// parentIdStr, status '1' enabled / '0' disabled, children), written once for every tree; a domain adds
// its own fields (a count, for instance). With a filter, the matches are kept with their ancestors so
// the tree still reads.
import type { TCategoryNodeBase } from '@elearning/shared';
import type { CategoryColumnRow, CategoryRow } from './category-tree.ts';

export type CategoryNode<E> = TCategoryNodeBase & E & { children?: CategoryNode<E>[] };

/** The tree of `rows`; with `matches`, only those and their ancestors. `extra` adds a domain's fields. */
export function categoryNodes<E extends object>(
  rows: readonly CategoryRow[],
  matches: Set<number> | null,
  extra: (row: CategoryRow) => E,
): CategoryNode<E>[] {
  const nodes = new Map<number, CategoryNode<E>>(
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
        ...extra(row),
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
  const roots: CategoryNode<E>[] = [];
  for (const node of nodes.values()) {
    if (keep && !keep.has(node.id)) continue;
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** One entry of the original grouped column ({ group, son }). */
export const categoryColumnEntry = (row: CategoryColumnRow) => ({
  id: row.id,
  idStr: String(row.id),
  parentId: row.parent_id,
  parentStr: row.parent_id === null ? '0' : String(row.parent_id),
  name: row.name,
  status: row.enabled ? '1' : '0',
  count: row.count,
});
