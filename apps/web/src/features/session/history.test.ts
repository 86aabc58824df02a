// Unit tests of the search history rule and the privilege rules of SPEC §6.
import { describe, expect, it } from 'vitest';
import { pushSearchHistory } from './history.ts';
import { hasPermission, ownedButtonPaths, ownedMenuTree, ownedOrgPrivileges } from './privileges.ts';
import type { MenuNode } from './types.ts';

describe('pushSearchHistory', () => {
  it('keeps 5 unique entries, newest first', () => {
    let history: string[] = [];
    for (const word of ['a', 'b', 'c', 'a', 'd', 'e', 'f', ' g ', ''])
      history = pushSearchHistory(history, word);
    expect(history).toEqual(['g', 'f', 'e', 'd', 'a']);
  });
});

const node = (menuId: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  menuId,
  menuName: menuId,
  menuType: 'Menu',
  isOwn: 1,
  ...extra,
});

describe('privileges', () => {
  const tree: MenuNode[] = [
    node('b', { sort: 2 }),
    node('a', {
      sort: 1,
      menuType: 'Dir',
      children: [
        node('a1'),
        node('a-btn', { menuType: 'Button', path: 'course:remove' }),
        node('a-btn2', { menuType: 'Button', path: 'course:share', isOwn: 0 }),
      ],
    }),
    node('c', { isOwn: 0 }),
  ];

  it('builds the owned, sorted menu tree without buttons', () => {
    const menus = ownedMenuTree(tree);
    expect(menus.map((m) => m.menuId)).toEqual(['a', 'b']);
    expect(menus[0]?.children?.map((m) => m.menuId)).toEqual(['a1']);
  });

  it('collects owned button paths', () => {
    expect(ownedButtonPaths(tree)).toEqual(['course:remove']);
  });

  it('keeps owned org privileges', () => {
    expect(
      ownedOrgPrivileges([
        { orgId: '1', orgName: 'A', isOwn: 1 },
        { orgId: '2', orgName: 'B', isOwn: 0 },
      ]),
    ).toEqual([{ orgId: '1', orgName: 'A', isOwn: 1 }]);
  });

  it("grants '*' and undefined, otherwise checks the list", () => {
    expect(hasPermission([], '*')).toBe(true);
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission(['x'], 'x')).toBe(true);
    expect(hasPermission(['x'], 'y')).toBe(false);
  });
});
