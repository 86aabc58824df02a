// Menus and privileges (SPEC §6): the menu tree with what this user owns, and an org admin's org units.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuGrants, menus, organisations, orgPrivileges } from '../../db/schema/index.ts';
import type { MenuIdentity } from './policy.ts';

export type MenuRow = typeof menus.$inferSelect & { isOwn: boolean };
export type MenuNode = MenuRow & { children: MenuNode[] };

export async function listMenusFor(
  db: Db,
  tenantId: string,
  identities: Set<MenuIdentity>,
): Promise<MenuNode[]> {
  const [rows, grants] = await Promise.all([
    db.select().from(menus).where(eq(menus.tenantId, tenantId)).orderBy(asc(menus.sort), asc(menus.id)),
    db
      .select({ menuId: menuGrants.menuId })
      .from(menuGrants)
      .where(and(eq(menuGrants.tenantId, tenantId), inArray(menuGrants.identity, [...identities]))),
  ]);
  const owned = new Set(grants.map((g) => g.menuId));
  const nodes = new Map<number, MenuNode>(
    rows.map((row) => [row.id, { ...row, isOwn: owned.has(row.id), children: [] }]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function listOrgPrivileges(db: Db, tenantId: string, userId: number) {
  return db
    .select({ orgId: organisations.id, orgName: organisations.name })
    .from(orgPrivileges)
    .innerJoin(organisations, eq(organisations.id, orgPrivileges.orgId))
    .where(and(eq(orgPrivileges.tenantId, tenantId), eq(orgPrivileges.userId, userId)))
    .orderBy(asc(organisations.sort), asc(organisations.id));
}
