// The back office's course category tree (issue 20 item 6): list, add, edit (and move), enable/disable,
// sort siblings and delete — each change in one transaction with its audit entry. Visibility per org unit
// (course_category_orgs) and the caller's data scope decide what a caller sees; anything else is a 404.
import type { TCategoryAdd, TCategoryEdit, TCategoryList, TCategorySort } from '@elearning/shared';
import { COURSE_ADMIN_RULES } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf } from '../../db/rows.ts';
import { courseCategories, courseCategoryOrgs } from '../../db/schema/index.ts';
import { categoryVisibleTo, requireInScope } from './policy.ts';

const categoryShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  sort: col.int,
  enabled: col.bool,
  org_ids: col.json<number[]>(),
  org_names: col.json<string[]>(),
  course_num: col.int,
};
export type CategoryRow = RowOf<typeof categoryShape>;

/** The categories the caller may see, flat (the presenter builds the tree), siblings in their order. */
export async function listCategories(db: DbOrTx, actor: Actor, scope: DataScope, query: TCategoryList) {
  const status = query.status === 1 ? sql`and cc.enabled` : sql``;
  return queryRows(
    db,
    sql`select cc.id, cc.parent_id, cc.name, cc.sort, cc.enabled,
        coalesce((select json_agg(v.org_id order by v.org_id) from course_category_orgs v
          where v.category_id = cc.id), '[]'::json) as org_ids,
        coalesce((select json_agg(o.name order by v.org_id) from course_category_orgs v
          join organisations o on o.id = v.org_id where v.category_id = cc.id), '[]'::json) as org_names,
        (select count(*)::int from courses c where c.tenant_id = cc.tenant_id and c.category_id = cc.id
          and c.deleted_at is null) as course_num
      from course_categories cc
      where ${categoryVisibleTo(actor, scope)} ${status}
      order by cc.parent_id nulls first, cc.sort, cc.id`,
    categoryShape,
  );
}

/** The category when the caller may see it, locked for the rest of the transaction. */
async function lockCategory(tx: DbOrTx, actor: Actor, scope: DataScope, id: number) {
  const row = await queryRow(
    tx,
    sql`select cc.id, cc.parent_id, cc.name, cc.sort, cc.enabled from course_categories cc
      where cc.id = ${id} and ${categoryVisibleTo(actor, scope)} for update`,
    { id: col.int, parent_id: col.intOrNull, name: col.text, sort: col.int, enabled: col.bool },
  );
  return requireInScope(row);
}

/** How many levels the chain from `id` up to the root has (1 for a root category). */
async function depthOf(tx: DbOrTx, tenantId: string, id: number): Promise<{ depth: number; ids: number[] }> {
  const rows = await queryRows(
    tx,
    sql`with recursive up as (
        select id, parent_id from course_categories where tenant_id = ${tenantId} and id = ${id}
        union select p.id, p.parent_id from course_categories p join up on p.id = up.parent_id
        where p.tenant_id = ${tenantId}
      ) select id from up`,
    { id: col.int },
  );
  return { depth: rows.length, ids: rows.map((row) => row.id) };
}

/** Levels below and including `id` (1 for a leaf). */
async function heightOf(tx: DbOrTx, tenantId: string, id: number): Promise<number> {
  const row = await queryRow(
    tx,
    sql`with recursive down as (
        select id, 1 as level from course_categories where tenant_id = ${tenantId} and id = ${id}
        union all select c.id, down.level + 1 from course_categories c join down on c.parent_id = down.id
        where c.tenant_id = ${tenantId} and c.deleted_at is null and down.level < 50
      ) select max(level)::int as height from down`,
    { height: col.int },
  );
  return row?.height ?? 1;
}

async function checkOrgs(tx: DbOrTx, tenantId: string, orgIds: number[]) {
  if (orgIds.length === 0) return;
  const rows = await queryRows(
    tx,
    sql`select id from organisations where tenant_id = ${tenantId} and id in ${sql`(${sql.join(
      orgIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
    { id: col.int },
  );
  if (rows.length !== new Set(orgIds).size) {
    throw new AppError('COURSE_REF_MISSING', { params: { field: 'orgIds' } });
  }
}

async function writeOrgs(tx: DbOrTx, tenantId: string, categoryId: number, orgIds: number[]) {
  await tx.delete(courseCategoryOrgs).where(eq(courseCategoryOrgs.categoryId, categoryId));
  const unique = [...new Set(orgIds)];
  if (unique.length > 0) {
    await tx.insert(courseCategoryOrgs).values(unique.map((orgId) => ({ tenantId, categoryId, orgId })));
  }
}

export async function addCategory(db: DbOrTx, actor: Actor, scope: DataScope, input: TCategoryAdd) {
  return db.transaction(async (tx) => {
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      await lockCategory(tx, actor, scope, parentId);
      const { depth } = await depthOf(tx, actor.tenantId, parentId);
      if (depth + 1 > COURSE_ADMIN_RULES.categoryDepthMax) throw new AppError('COURSE_CATEGORY_TOO_DEEP');
    }
    await checkOrgs(tx, actor.tenantId, input.orgIds);
    const next = await queryRow(
      tx,
      sql`select coalesce(max(sort) + 1, 0)::int as sort from course_categories where tenant_id = ${actor.tenantId}
        and parent_id is not distinct from ${parentId} and deleted_at is null`,
      { sort: col.int },
    );
    const [row] = await tx
      .insert(courseCategories)
      .values({
        tenantId: actor.tenantId,
        parentId,
        name: input.name,
        sort: next?.sort ?? 0,
        orgId: actor.orgId,
        createdBy: actor.userId,
      })
      .returning({ id: courseCategories.id });
    if (!row) throw new AppError('INTERNAL');
    await writeOrgs(tx, actor.tenantId, row.id, input.orgIds);
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'create',
      entityType: 'courseCategory',
      entityId: row.id,
      after: input,
    });
    return row;
  });
}

export async function editCategory(db: DbOrTx, actor: Actor, scope: DataScope, input: TCategoryEdit) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, actor, scope, input.id);
    const parentId = input.parentId ?? null;
    if (parentId !== before.parent_id && parentId !== null) {
      await lockCategory(tx, actor, scope, parentId);
      const { depth, ids } = await depthOf(tx, actor.tenantId, parentId);
      if (ids.includes(input.id)) throw new AppError('COURSE_CATEGORY_CYCLE');
      const height = await heightOf(tx, actor.tenantId, input.id);
      if (depth + height > COURSE_ADMIN_RULES.categoryDepthMax)
        throw new AppError('COURSE_CATEGORY_TOO_DEEP');
    }
    await checkOrgs(tx, actor.tenantId, input.orgIds);
    await tx
      .update(courseCategories)
      .set({ name: input.name, parentId, updatedAt: new Date() })
      .where(and(eq(courseCategories.tenantId, actor.tenantId), eq(courseCategories.id, input.id)));
    await writeOrgs(tx, actor.tenantId, input.id, input.orgIds);
    await recordAudit(tx, actor, {
      module: 'course',
      action: parentId === before.parent_id ? 'update' : 'move',
      entityType: 'courseCategory',
      entityId: input.id,
      before,
      after: input,
    });
  });
}

/** Deletes (softly) a category without sub-categories or courses; 409 naming which. */
export async function deleteCategory(db: DbOrTx, actor: Actor, scope: DataScope, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, actor, scope, id);
    const counts = await queryRow(
      tx,
      sql`select
          (select count(*)::int from course_categories where tenant_id = ${actor.tenantId} and parent_id = ${id}
            and deleted_at is null) as children,
          (select count(*)::int from courses where tenant_id = ${actor.tenantId} and category_id = ${id}
            and deleted_at is null) as courses`,
      { children: col.int, courses: col.int },
    );
    if ((counts?.children ?? 0) > 0) throw new AppError('COURSE_CATEGORY_HAS_CHILDREN');
    if ((counts?.courses ?? 0) > 0) throw new AppError('COURSE_CATEGORY_HAS_COURSES');
    await tx
      .update(courseCategories)
      .set({ deletedAt: new Date() })
      .where(and(eq(courseCategories.tenantId, actor.tenantId), eq(courseCategories.id, id)));
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'delete',
      entityType: 'courseCategory',
      entityId: id,
      before,
    });
  });
}

export async function setCategoryEnabled(
  db: DbOrTx,
  actor: Actor,
  scope: DataScope,
  id: number,
  enabled: boolean,
) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, actor, scope, id);
    if (before.enabled === enabled) return;
    await tx
      .update(courseCategories)
      .set({ enabled, updatedAt: new Date() })
      .where(and(eq(courseCategories.tenantId, actor.tenantId), eq(courseCategories.id, id)));
    await recordAudit(tx, actor, {
      module: 'course',
      action: enabled ? 'enable' : 'disable',
      entityType: 'courseCategory',
      entityId: id,
      before: { enabled: before.enabled },
      after: { enabled },
    });
  });
}

/** Puts every sibling of one parent in the given order; a partial or mixed list is refused. */
export async function sortCategories(db: DbOrTx, actor: Actor, scope: DataScope, input: TCategorySort) {
  await db.transaction(async (tx) => {
    const first = await lockCategory(tx, actor, scope, input.ids[0] ?? 0);
    const siblings = await queryRows(
      tx,
      sql`select id from course_categories where tenant_id = ${actor.tenantId}
        and parent_id is not distinct from ${first.parent_id} and deleted_at is null for update`,
      { id: col.int },
    );
    const wanted = new Set(input.ids);
    if (
      wanted.size !== input.ids.length ||
      siblings.length !== wanted.size ||
      siblings.some((s) => !wanted.has(s.id))
    ) {
      throw new AppError('COURSE_CATEGORY_SIBLINGS');
    }
    for (const [index, id] of input.ids.entries()) {
      await tx
        .update(courseCategories)
        .set({ sort: index })
        .where(and(eq(courseCategories.tenantId, actor.tenantId), inArray(courseCategories.id, [id])));
    }
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'sort',
      entityType: 'courseCategory',
      entityId: first.parent_id ?? 0,
      after: input.ids,
    });
  });
}
