// The menu editor (the original menu/info calls) over the learner site's menus of the tenant (the table the
// privilege call reads, SPEC §6): list children, add, edit or switch off, delete. The back office's own
// menus are the privilege catalogue (code): they are listed read-only, a change is refused (policy).
// A new menu is owned by the identities that own its parent (everyone — 'learner' — at the top level).
import type { TCreateMenuInfo, TEditMenuInfo, TMenuInfoQuery } from '@elearning/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { menuGrants, menus } from '../../db/schema/index.ts';
import { requireFound } from './policy.ts';
import { type MenuInfoRow, menuInfoShape } from './queries.ts';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

async function selectMenus(db: DbOrTx, tenantId: string, where: SQL, lock = false): Promise<MenuInfoRow[]> {
  return queryRows(
    db,
    sql`select m.id, m.parent_id, m.name, m.code, m.alias, m.path, m.icon, m.menu_type, m.sort, m.is_enabled,
          m.is_show, exists (select 1 from menus c where c.tenant_id = m.tenant_id and c.parent_id = m.id) as has_children
        from menus m where m.tenant_id = ${tenantId} and ${where}
        order by m.sort, m.id ${lock ? sql`for update of m` : sql``}`,
    menuInfoShape,
  );
}

/** The children of a menu (0: the top level), or every menu whose name matches when `name` is given. */
export async function listMenuInfo(db: Db, actor: Actor, query: TMenuInfoQuery): Promise<MenuInfoRow[]> {
  if (query.name) return selectMenus(db, actor.tenantId, sql`m.name ilike ${escapeLike(query.name)}`);
  const parent = query.parentId === 0 ? sql`m.parent_id is null` : sql`m.parent_id = ${query.parentId}`;
  return selectMenus(db, actor.tenantId, parent);
}

async function findMenu(tx: DbOrTx, tenantId: string, id: number, lock = false): Promise<MenuInfoRow> {
  return requireFound((await selectMenus(tx, tenantId, sql`m.id = ${id}`, lock))[0]);
}

async function requireCodeFree(tx: DbOrTx, tenantId: string, code: string, exceptId = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menus:${tenantId}`}))`);
  const taken = await queryRows(
    tx,
    sql`select id from menus where tenant_id = ${tenantId} and code = ${code} and id <> ${exceptId}`,
    { id: col.int },
  );
  if (taken.length > 0) throw new AppError('MENU_CODE_TAKEN');
}

export async function createMenuInfo(db: Db, actor: Actor, input: TCreateMenuInfo): Promise<MenuInfoRow> {
  return db.transaction(async (tx) => {
    const parent = input.parentId === 0 ? null : await findMenu(tx, actor.tenantId, input.parentId, true);
    await requireCodeFree(tx, actor.tenantId, input.code);
    const [row] = await tx
      .insert(menus)
      .values({
        tenantId: actor.tenantId,
        parentId: parent?.id ?? null,
        name: input.name,
        code: input.code,
        alias: input.alias ?? '',
        path: input.path ?? '',
        icon: input.icon ?? '',
        menuType: input.menuType,
        sort: input.sort,
        isShow: input.isShow === 1,
      })
      .returning({ id: menus.id });
    const id = requireFound(row).id;
    const owners = parent
      ? (
          await tx
            .select({ identity: menuGrants.identity })
            .from(menuGrants)
            .where(and(eq(menuGrants.tenantId, actor.tenantId), eq(menuGrants.menuId, parent.id)))
        ).map((grant) => grant.identity)
      : ['learner'];
    if (owners.length > 0)
      await tx
        .insert(menuGrants)
        .values(owners.map((identity) => ({ tenantId: actor.tenantId, menuId: id, identity })));
    const created = await findMenu(tx, actor.tenantId, id);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'menu',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function editMenuInfo(db: Db, actor: Actor, input: TEditMenuInfo): Promise<MenuInfoRow> {
  return db.transaction(async (tx) => {
    const before = await findMenu(tx, actor.tenantId, input.menuId, true);
    if (input.code !== undefined) await requireCodeFree(tx, actor.tenantId, input.code, before.id);
    await tx
      .update(menus)
      .set({
        name: input.name,
        code: input.code,
        alias: input.alias,
        path: input.path,
        icon: input.icon,
        menuType: input.menuType,
        sort: input.sort,
        isShow: input.isShow === undefined ? undefined : input.isShow === 1,
        isEnabled: input.isEnabled === undefined ? undefined : input.isEnabled === 1,
      })
      .where(and(eq(menus.tenantId, actor.tenantId), eq(menus.id, before.id)));
    const after = await findMenu(tx, actor.tenantId, before.id);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'menu',
      entityId: before.id,
      before,
      after,
    });
    return after;
  });
}

/** Deletes the menus named; one of another tenant is a 404, one with children not deleted with it a 409. */
export async function deleteMenuInfo(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await selectMenus(tx, actor.tenantId, inArrayIds(unique), true);
    if (found.length !== unique.length) throw new AppError('NOT_FOUND');
    const children = await queryRows(
      tx,
      sql`select m.id from menus m where m.tenant_id = ${actor.tenantId} and ${inArrayIds(unique, 'parent_id')}`,
      { id: col.int },
    );
    if (children.some((child) => !unique.includes(child.id))) throw new AppError('MENU_HAS_CHILDREN');
    await tx.delete(menus).where(and(eq(menus.tenantId, actor.tenantId), inArray(menus.id, unique)));
    for (const menu of found)
      await recordAudit(tx, actor, {
        module: 'role',
        action: 'delete',
        entityType: 'menu',
        entityId: menu.id,
        before: menu,
      });
  });
}

function inArrayIds(ids: readonly number[], column: 'id' | 'parent_id' = 'id'): SQL {
  return sql`${sql.raw(`m.${column}`)} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
