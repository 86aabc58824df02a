// The back office's category trees, written once (live categories, study-plan categories, the training
// catalogue and classroom categories): rows by tenant (and by a partition column where one table holds
// several trees), parent, sort and name. Names are unique among siblings; a category never moves under
// itself or below itself; a category is deleted only when nothing is filed under it; new categories go
// last; lists are in (sort, id) order. Every change takes the tree's per-tenant lock (two editors cannot
// both create one name, or cross two moves into a cycle) and is audited in its transaction.
import { errorCatalogue } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { col, queryRow, runStatement } from '../db/rows.ts';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import { recordAudit } from './audit.ts';

import { type CategoryTreeFacts, categoryTreeReads, factShape, treeSql } from './category-tree-reads.ts';

export type {
  CategoryColumnRow,
  CategoryListQuery,
  CategoryRow,
  CategoryTreeFacts,
} from './category-tree-reads.ts';

export type CategoryInput = { name: string; parentId?: number | undefined; orgIds: number[] };
export type SortNode = { id: number; sort: number; children?: readonly SortNode[] | undefined };

/** The verbs of one category tree. */
export function categoryTree(facts: CategoryTreeFacts) {
  const { table, partOf, samePart, subtreeOf } = treeSql(facts);
  const sameName = (name: string) =>
    facts.ignoreCase ? sql`lower(c.name) = lower(${name})` : sql`c.name = ${name}`;

  const lock = (tx: DbOrTx, tenantId: string) =>
    runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`${facts.entityType}:${tenantId}`}))`);

  /** The category of this tenant, or a 404 (another tenant's id is not found). */
  async function requireCategory(db: DbOrTx, tenantId: string, id: number) {
    const row = await queryRow(
      db,
      sql`select c.id, c.parent_id, c.name, c.enabled, ${partOf('c')}::text as part from ${table} c
        where c.tenant_id = ${tenantId} and c.id = ${id}`,
      factShape,
    );
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function assertNameFree(
    tx: DbOrTx,
    tenantId: string,
    part: string,
    name: string,
    parentId: number | null,
    id: number | null,
  ) {
    const taken = await queryRow(
      tx,
      sql`select exists (select 1 from ${table} c where c.tenant_id = ${tenantId} and ${samePart('c', part)}
        and ${sameName(name)} and c.parent_id is not distinct from ${parentId}::int and c.id <> ${id ?? 0}) as yes`,
      { yes: col.bool },
    );
    if (taken?.yes)
      throw new AppError(facts.errors.nameTaken, {
        fields: [{ field: 'name', message: errorCatalogue[facts.errors.nameTaken].message }],
      });
  }

  /** A new parent must be of this tenant and tree, and not the category itself or one below it. */
  async function assertParent(
    tx: DbOrTx,
    tenantId: string,
    part: string,
    id: number | null,
    parentId: number | undefined,
  ) {
    if (parentId === undefined) return;
    const parentError = () =>
      new AppError(facts.errors.parent, {
        fields: [{ field: 'parentId', message: errorCatalogue[facts.errors.parent].message }],
      });
    if (id !== null) {
      const below = await queryRow(tx, sql`select ${parentId}::int in ${subtreeOf(tenantId, id)} as yes`, {
        yes: col.bool,
      });
      if (below?.yes) throw parentError();
    }
    const parent = await requireCategory(tx, tenantId, parentId);
    if (parent.part !== part) throw new AppError('NOT_FOUND');
  }

  const audit = (tx: DbOrTx, actor: Actor, action: string, id: number, before?: unknown, after?: unknown) =>
    recordAudit(tx, actor, {
      module: facts.module,
      action,
      entityType: facts.entityType,
      entityId: id,
      before,
      after,
    });

  /** Whether the category holds anything: for 'leaf' trees a subcategory or an item, for 'branch' an item below it. */
  async function inUse(db: DbOrTx, tenantId: string, id: number): Promise<boolean> {
    await requireCategory(db, tenantId, id);
    const used =
      facts.deletes === 'branch'
        ? sql`exists (select 1 from ${table} c where c.id in ${subtreeOf(tenantId, id)} and ${facts.itemCount} > 0)`
        : sql`exists (select 1 from ${table} k where k.tenant_id = ${tenantId} and k.parent_id = ${id})
            or exists (select 1 from ${table} c where c.id = ${id} and ${facts.itemCount} > 0)`;
    const row = await queryRow(db, sql`select (${used}) as yes`, { yes: col.bool });
    return row?.yes ?? false;
  }

  return {
    subtreeOf,
    lock,
    requireCategory,
    ...categoryTreeReads(facts),
    inUse,

    /** Adds a category last among the tree's; returns its id. */
    add: (db: Db, actor: Actor, input: CategoryInput & { part?: string }) =>
      db.transaction(async (tx) => {
        const part = input.part ?? '';
        await lock(tx, actor.tenantId);
        await assertParent(tx, actor.tenantId, part, null, input.parentId);
        const parentId = input.parentId ?? null;
        await assertNameFree(tx, actor.tenantId, part, input.name, parentId, null);
        const partColumn = facts.partition ? sql`, ${sql.raw(facts.partition)}` : sql``;
        const partValue = facts.partition ? sql`, ${part}` : sql``;
        const row = await queryRow(
          tx,
          sql`insert into ${table} (tenant_id, parent_id, name, sort, org_ids, created_by ${partColumn})
            values (${actor.tenantId}, ${parentId}, ${input.name},
              (select coalesce(max(sort), 0) + 1 from ${table} where tenant_id = ${actor.tenantId}),
              ${JSON.stringify(input.orgIds)}::jsonb, ${actor.userId} ${partValue}) returning id`,
          { id: col.int },
        );
        if (!row) throw new Error(`${facts.table}: no row`);
        await audit(tx, actor, 'create', row.id, null, input);
        return row.id;
      }),

    /** Name, parent and org scope of one category. */
    edit: (db: Db, actor: Actor, input: CategoryInput & { id: number }) =>
      db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        const category = await requireCategory(tx, actor.tenantId, input.id);
        await assertParent(tx, actor.tenantId, category.part, input.id, input.parentId);
        const parentId = input.parentId ?? null;
        await assertNameFree(tx, actor.tenantId, category.part, input.name, parentId, input.id);
        await runStatement(
          tx,
          sql`update ${table} set name = ${input.name}, parent_id = ${parentId},
            org_ids = ${JSON.stringify(input.orgIds)}::jsonb, updated_at = now()
            where tenant_id = ${actor.tenantId} and id = ${input.id}`,
        );
        await audit(tx, actor, 'update', input.id, null, input);
      }),

    /** Renames a category; the name stays unique among its siblings. */
    rename: (db: Db, actor: Actor, id: number, name: string) =>
      db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        const category = await requireCategory(tx, actor.tenantId, id);
        await assertNameFree(tx, actor.tenantId, category.part, name, category.parent_id, id);
        await runStatement(
          tx,
          sql`update ${table} set name = ${name}, updated_at = now() where tenant_id = ${actor.tenantId} and id = ${id}`,
        );
        await audit(tx, actor, 'update', id, { name: category.name }, { name });
      }),

    /** Moves a category under another one (or to the top), never under itself or its own children. */
    move: (db: Db, actor: Actor, id: number, parentId: number | undefined) =>
      db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        const category = await requireCategory(tx, actor.tenantId, id);
        await assertParent(tx, actor.tenantId, category.part, id, parentId);
        await assertNameFree(tx, actor.tenantId, category.part, category.name, parentId ?? null, id);
        await runStatement(
          tx,
          sql`update ${table} set parent_id = ${parentId ?? null}, updated_at = now()
            where tenant_id = ${actor.tenantId} and id = ${id}`,
        );
        await audit(tx, actor, 'move', id, { parentId: category.parent_id }, { parentId: parentId ?? null });
      }),

    /** Disabling a category disables the branch below it; enabling enables the branch too. */
    setEnabled: (db: Db, actor: Actor, id: number, enabled: boolean) =>
      db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        await requireCategory(tx, actor.tenantId, id);
        await runStatement(
          tx,
          sql`update ${table} set enabled = ${enabled}, updated_at = now()
            where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
        );
        await audit(tx, actor, enabled ? 'enable' : 'disable', id);
      }),

    /** Deletes an empty category (for 'branch' trees with its empty branch); one in use is refused. */
    remove: (db: Db, actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        if (await inUse(tx, actor.tenantId, id)) throw new AppError(facts.errors.inUse);
        await runStatement(
          tx,
          sql`delete from ${table} where tenant_id = ${actor.tenantId} and id in ${subtreeOf(actor.tenantId, id)}`,
        );
        await audit(tx, actor, 'delete', id);
      }),

    /** Saves the order the page sorted: each node's sort among its siblings (unknown ids change nothing). */
    sort: async (db: Db, actor: Actor, nodes: readonly SortNode[]) => {
      const flat: { id: number; sort: number }[] = [];
      const walk = (level: readonly SortNode[]) => {
        for (const node of level) {
          flat.push({ id: node.id, sort: node.sort });
          if (node.children) walk(node.children);
        }
      };
      walk(nodes);
      if (flat.length === 0) return;
      await db.transaction(async (tx) => {
        await lock(tx, actor.tenantId);
        const values = flat.map((node) => sql`(${node.id}::int, ${node.sort}::int)`);
        await runStatement(
          tx,
          sql`update ${table} c set sort = v.sort, updated_at = now()
            from (values ${sql.join(values, sql`, `)}) as v(id, sort) where c.tenant_id = ${actor.tenantId} and c.id = v.id`,
        );
        await audit(tx, actor, 'sort', 0, null, flat);
      });
    },
  };
}
