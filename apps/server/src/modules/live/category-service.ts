// The live category tree of the back office (original live/classify): add, edit (never under itself), enable
// or disable a branch, sort, delete a branch no live uses, the creators filter. Names are unique among
// siblings; every change is audited in its transaction.
import type {
  TLiveCategory,
  TLiveCategoryEdit,
  TLiveCategorySortNode,
  TLiveCategoryTreeQuery,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';

export const adminCategoryShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  sort: col.int,
  enabled: col.bool,
  org_ids: col.json<number[]>(),
  org_scope_name: col.text,
  creator_id: col.intOrNull,
  creator_name: col.text,
  updated_at: col.epochMs,
};

/** SQL: the category `id` and every category below it. */
function subtreeOf(tenantId: string, id: number): SQL {
  return sql`(with recursive sub as (select id from live_categories where tenant_id = ${tenantId} and id = ${id}
    union all select c.id from live_categories c join sub on c.parent_id = sub.id where c.tenant_id = ${tenantId})
    select id from sub)`;
}

/** Every category of the tenant (the filters mark matches; the page keeps their ancestors for the tree). */
export async function adminCategories(db: DbOrTx, tenantId: string, query: TLiveCategoryTreeQuery) {
  const filters: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (query.name) filters.push(sql`position(lower(${query.name}) in lower(c.name)) > 0`);
  if (query.status !== undefined) filters.push(sql`c.enabled = ${query.status === 1}`);
  if (query.creatorId !== undefined) filters.push(sql`c.created_by = ${query.creatorId}`);
  return queryRows(
    db,
    sql`select c.id, c.parent_id, c.name, c.sort, c.enabled, c.org_ids,
        coalesce((select string_agg(o.name, ',' order by o.id) from organisations o
          where o.tenant_id = c.tenant_id and o.id in (select jsonb_array_elements_text(c.org_ids)::int)), '') as org_scope_name,
        c.created_by as creator_id, coalesce(u.name, '') as creator_name,
        (extract(epoch from c.updated_at) * 1000)::float8 as updated_at
      from live_categories c left join users u on u.id = c.created_by
      where ${sql.join(filters, sql` and `)} order by c.sort, c.id`,
    adminCategoryShape,
  );
}

async function categoryOf(db: DbOrTx, tenantId: string, id: number) {
  return requireFound(
    (await queryRow(
      db,
      sql`select id, parent_id from live_categories where tenant_id = ${tenantId} and id = ${id}`,
      { id: col.int, parent_id: col.intOrNull },
    )) ?? undefined,
  );
}

async function assertNameFree(tx: DbOrTx, tenantId: string, input: TLiveCategory, id: number | null) {
  const parent = input.parentId ?? null;
  const taken = await queryRow(
    tx,
    sql`select exists (select 1 from live_categories where tenant_id = ${tenantId} and name = ${input.name}
      and parent_id is not distinct from ${parent}::int and id <> ${id ?? 0}) as yes`,
    { yes: col.bool },
  );
  if (taken?.yes) throw new AppError('LIVE_CATEGORY_NAME_TAKEN');
}

export async function addCategory(db: Db, actor: Actor, input: TLiveCategory) {
  return db.transaction(async (tx) => {
    await runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`live-category:${actor.tenantId}`}))`);
    if (input.parentId !== undefined) await categoryOf(tx, actor.tenantId, input.parentId);
    await assertNameFree(tx, actor.tenantId, input, null);
    const row = await queryRow(
      tx,
      sql`insert into live_categories (tenant_id, parent_id, name, sort, org_ids, created_by)
        values (${actor.tenantId}, ${input.parentId ?? null}, ${input.name},
          (select coalesce(max(sort), 0) + 1 from live_categories where tenant_id = ${actor.tenantId}),
          ${JSON.stringify(input.orgIds)}::jsonb, ${actor.userId}) returning id`,
      { id: col.int },
    );
    if (!row) throw new Error('addCategory: no row');
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'create',
      entityType: 'live-category',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

export async function editCategory(db: Db, actor: Actor, input: TLiveCategoryEdit) {
  await db.transaction(async (tx) => {
    await runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`live-category:${actor.tenantId}`}))`);
    await categoryOf(tx, actor.tenantId, input.id);
    if (input.parentId !== undefined) {
      const below = await queryRow(
        tx,
        sql`select ${input.parentId}::int in ${subtreeOf(actor.tenantId, input.id)} as yes`,
        { yes: col.bool },
      );
      if (below?.yes) throw new AppError('LIVE_CATEGORY_PARENT');
      await categoryOf(tx, actor.tenantId, input.parentId);
    }
    await assertNameFree(tx, actor.tenantId, input, input.id);
    await runStatement(
      tx,
      sql`update live_categories set name = ${input.name}, parent_id = ${input.parentId ?? null},
        org_ids = ${JSON.stringify(input.orgIds)}::jsonb, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${input.id}`,
    );
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'update',
      entityType: 'live-category',
      entityId: input.id,
      after: input,
    });
  });
}

/** Disabling a category disables the branch below it; enabling enables the branch too. */
export async function setCategoryEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await categoryOf(tx, actor.tenantId, id);
    await runStatement(
      tx,
      sql`update live_categories set enabled = ${enabled}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
    );
    await recordAudit(tx, actor, {
      module: 'live',
      action: enabled ? 'enable' : 'disable',
      entityType: 'live-category',
      entityId: id,
    });
  });
}

/** Whether a live (not deleted) belongs to the category or one below it. */
export async function categoryInUse(db: DbOrTx, tenantId: string, id: number): Promise<boolean> {
  await categoryOf(db, tenantId, id);
  const row = await queryRow(
    db,
    sql`select exists (select 1 from live_plans where tenant_id = ${tenantId} and deleted_at is null
      and category_id in ${subtreeOf(tenantId, id)}) as yes`,
    { yes: col.bool },
  );
  return row?.yes ?? false;
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`live-category:${actor.tenantId}`}))`);
    if (await categoryInUse(tx, actor.tenantId, id)) throw new AppError('LIVE_CATEGORY_IN_USE');
    await runStatement(
      tx,
      sql`delete from live_categories where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
    );
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'delete',
      entityType: 'live-category',
      entityId: id,
    });
  });
}

/** Saves the order the page sorted: each node's sort among its siblings (unknown ids change nothing). */
export async function sortCategories(db: Db, actor: Actor, nodes: readonly TLiveCategorySortNode[]) {
  const flat: { id: number; sort: number }[] = [];
  const walk = (list: readonly TLiveCategorySortNode[]) => {
    for (const node of list) {
      flat.push({ id: node.id, sort: node.sort });
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  if (flat.length === 0) return;
  await db.transaction(async (tx) => {
    const values = flat.map((node) => sql`(${node.id}::int, ${node.sort}::int)`);
    await runStatement(
      tx,
      sql`update live_categories c set sort = v.sort, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, sort)
        where c.tenant_id = ${actor.tenantId} and c.id = v.id`,
    );
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'sort',
      entityType: 'live-category',
      entityId: 0,
      after: flat,
    });
  });
}

export async function categoryCreators(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select distinct u.id, coalesce(u.name, '') as name from live_categories c join users u on u.id = c.created_by
      where c.tenant_id = ${tenantId} order by u.id`,
    { id: col.int, name: col.text },
  );
}
