// The live category tree as the original pages read it: the shared tree nodes (core/category-tree-nodes.ts)
// with nothing added. With a filter, matches are kept with their ancestors so the tree still reads.

import type { CategoryRow } from '../../core/category-tree.ts';
import { type CategoryNode, categoryNodes } from '../../core/category-tree-nodes.ts';

export type TLiveCategoryNode = CategoryNode<Record<never, never>>;

export const presentCategoryTree = (rows: readonly CategoryRow[], matches: Set<number> | null) =>
  categoryNodes(rows, matches, () => ({}));
