// Selection mode of the study lists (SPEC §2 list 1, §5): items with isRemove 0 cannot be checked and
// select-all skips them; the select-all box is indeterminate when some but not all selectable are chosen.
import { Removable } from '@elearning/shared';

type Item = { id: number; isRemove: number };

export function isSelectable(item: Item): boolean {
  return item.isRemove !== Removable.no;
}

export function selectAllState(items: Item[], selected: ReadonlySet<number>) {
  const selectable = items.filter(isSelectable);
  const chosen = selectable.filter((item) => selected.has(item.id)).length;
  return {
    checked: selectable.length > 0 && chosen === selectable.length,
    indeterminate: chosen > 0 && chosen < selectable.length,
    disabled: selectable.length === 0,
  };
}

/** Select-all on: every selectable item; off: none of the shown items. */
export function toggleAll(items: Item[], selected: ReadonlySet<number>, on: boolean): Set<number> {
  const next = new Set(selected);
  for (const item of items) {
    if (on && isSelectable(item)) next.add(item.id);
    else next.delete(item.id);
  }
  return next;
}

export function toggleOne(item: Item, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (!isSelectable(item)) return next;
  if (next.has(item.id)) next.delete(item.id);
  else next.add(item.id);
  return next;
}
