// Reads the menu privilege call (SPEC §6; the original back office's shape `menuPrivileges`, items with
// isOwn, menuType, isEnabled, sort, path, children; the learner site's `menus` until that lands) into the
// set of codes the signed-in role holds.

/** A node of the privilege tree as far as the back office reads it. */
export type PrivilegeNode = {
  code?: string;
  alias?: string;
  isOwn?: number | boolean;
  isEnabled?: number | boolean;
  children?: PrivilegeNode[];
};

export type PrivilegeTreeReply = { menuPrivileges?: PrivilegeNode[]; menus?: PrivilegeNode[] };

const granted = (flag: number | boolean | undefined, fallback: boolean) =>
  flag === undefined ? fallback : flag === true || flag === 1;

/** Codes of the nodes the role owns and that are enabled; a node not owned hides its children too. */
export function heldMenuCodes(reply: PrivilegeTreeReply | undefined): string[] {
  const codes = new Set<string>();
  const walk = (nodes: PrivilegeNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (!granted(node.isOwn, false) || !granted(node.isEnabled, true)) continue;
      if (node.code) codes.add(node.code);
      walk(node.children);
    }
  };
  walk(reply?.menuPrivileges ?? reply?.menus);
  return [...codes];
}
