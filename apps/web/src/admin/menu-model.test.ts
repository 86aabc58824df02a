// The side menu shows only registered routes whose code the role holds, grouped in the fixed order.
import { describe, expect, it } from 'vitest';
import { menuGroups, routeAt } from './menu-model.ts';
import { ADMIN_HOME_CODE } from './routes.ts';
import { heldMenuCodes } from './session/privileges.ts';
import type { AdminRoute } from './types.ts';

const load = async () => ({ Component: () => null });
const route = (path: string, menuCode: string, group: string, hidden?: boolean): AdminRoute => ({
  path,
  menuCode,
  title: `t:${path}`,
  group,
  hidden,
  load,
});
const routes = [
  route('course/list', 'course:list', 'course'),
  route('course/edit/:id', 'course:list', 'course', true),
  route('', ADMIN_HOME_CODE, 'home'),
  route('org/staff', 'org:user', 'org'),
  route('exam/paper', 'exam:paper', 'exam'),
];

describe('back-office menu', () => {
  it('shows held codes only, home always, hidden pages never, groups in order', () => {
    const groups = menuGroups(routes, new Set(['course:list', 'org:user', 'unregistered:code']));
    expect(groups.map((g) => [g.group, g.routes.map((r) => r.path)])).toEqual([
      ['home', ['']],
      ['org', ['org/staff']],
      ['course', ['course/list']],
    ]);
  });

  it('finds the route of a path with params', () => {
    expect(routeAt(routes, '/course/edit/12')?.params).toEqual({ id: '12' });
    expect(routeAt(routes, '/')?.route.menuCode).toBe(ADMIN_HOME_CODE);
    expect(routeAt(routes, '/nope')).toBeUndefined();
  });

  it('reads owned, enabled codes from either privilege shape', () => {
    const tree = [
      { code: 'org', isOwn: 1, children: [{ code: 'org:user', isOwn: 1, isEnabled: 1 }] },
      { code: 'exam', isOwn: 0, children: [{ code: 'exam:paper', isOwn: 1 }] },
      { code: 'course:list', isOwn: 1, isEnabled: 0 },
    ];
    expect(heldMenuCodes({ menuPrivileges: tree })).toEqual(['org', 'org:user']);
    expect(heldMenuCodes({ menus: tree })).toEqual(['org', 'org:user']);
    expect(heldMenuCodes(undefined)).toEqual([]);
  });
});
