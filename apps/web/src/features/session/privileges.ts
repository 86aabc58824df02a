// Privilege rules of SPEC §6: non-button entries with isOwn 1 form the menu tree, button entries with
// isOwn 1 give permission paths, org privileges with isOwn 1 are kept; '*' or undefined grants all.
import { MenuType } from '@elearning/shared';
import type { MenuNode, OrgPrivilege } from './types.ts';

const bySort = (a: MenuNode, b: MenuNode) => (a.sort ?? 0) - (b.sort ?? 0);

/** The menu tree the user owns, sorted, without buttons. */
export function ownedMenuTree(nodes: MenuNode[]): MenuNode[] {
  return nodes
    .filter((node) => node.isOwn === 1 && node.menuType !== MenuType.button)
    .sort(bySort)
    .map((node) => ({ ...node, children: ownedMenuTree(node.children ?? []) }));
}

/** Permission paths of every owned button anywhere in the tree. */
export function ownedButtonPaths(nodes: MenuNode[]): string[] {
  const paths: string[] = [];
  const walk = (list: MenuNode[]) => {
    for (const node of list) {
      if (node.menuType === MenuType.button && node.isOwn === 1) {
        const permission = node.path || node.code;
        if (permission) paths.push(permission);
      }
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return [...new Set(paths)];
}

export function ownedOrgPrivileges(orgs: OrgPrivilege[]): OrgPrivilege[] {
  return orgs.filter((org) => org.isOwn === 1);
}

/** The permission check behind the permission directive: '*' or no requirement grants. */
export function hasPermission(granted: readonly string[], required: string | undefined): boolean {
  if (required === undefined || required === '*') return true;
  return granted.includes(required);
}
