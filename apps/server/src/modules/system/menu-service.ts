// System data: the menu tree with what this user owns, organisation privileges, dictionaries, site info.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictionaries, menuGrants, menus, organisations, orgPrivileges } from '../../db/schema/index.ts';
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

export async function listDictionary(db: Db, tenantId: string, code: string) {
  return db
    .select({ dictKey: dictionaries.dictKey, dictValue: dictionaries.dictValue, sort: dictionaries.sort })
    .from(dictionaries)
    .where(and(eq(dictionaries.tenantId, tenantId), eq(dictionaries.code, code)))
    .orderBy(asc(dictionaries.sort), asc(dictionaries.id));
}
