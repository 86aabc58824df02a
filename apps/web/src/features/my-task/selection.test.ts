// Selection rules of the study lists: assigned items are never selected, select-all is indeterminate
// between none and all.
import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleOne } from './selection.ts';

const items = [
  { id: 1, isRemove: 0 },
  { id: 2, isRemove: 1 },
  { id: 3, isRemove: 1 },
];

describe('study list selection', () => {
  it('select-all skips items that cannot be removed', () => {
    const all = toggleAll(items, new Set(), true);
    expect([...all].sort()).toEqual([2, 3]);
    expect(selectAllState(items, all)).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('is indeterminate when some but not all removable items are chosen', () => {
    const one = toggleOne(items[1]!, new Set());
    expect(selectAllState(items, one)).toMatchObject({ checked: false, indeterminate: true });
    expect(selectAllState(items, new Set())).toMatchObject({ checked: false, indeterminate: false });
  });

  it('never checks an assigned item and unchecks everything on select-all off', () => {
    expect(toggleOne(items[0]!, new Set()).size).toBe(0);
    expect(toggleAll(items, new Set([2, 3, 99]), false)).toEqual(new Set([99]));
  });

  it('has nothing to select when every item is assigned', () => {
    expect(selectAllState([items[0]!], new Set())).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });
});
