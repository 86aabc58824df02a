// Back-office category trees of the exam domain (original `evaluation/category`): one tree per kind —
// questions, papers, exams. A category is deleted only when nothing sits below it or in it.
import type { TExamCategory, TExamCategoryQuery } from '@elearning/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { examCategories } from '../../db/schema/index.ts';
import { found } from './policy.ts';

export type CategoryRow = typeof examCategories.$inferSelect;

/** Every category of one kind (the tree is built by the presenter). */
export async function listCategories(db: DbOrTx, actor: Actor, query: TExamCategoryQuery) {
  return db
    .select()
    .from(examCategories)
    .where(and(eq(examCategories.tenantId, actor.tenantId), eq(examCategories.kind, query.type)))
    .orderBy(asc(examCategories.sort), asc(examCategories.id));
}

/** The category when it is this tenant's (and of the kind asked, when one is). */
export async function categoryOf(db: DbOrTx, tenantId: string, id: number, kind?: number) {
  const [row] = await db
    .select()
    .from(examCategories)
    .where(and(eq(examCategories.tenantId, tenantId), eq(examCategories.id, id)));
  if (row && kind !== undefined && row.kind !== kind) return undefined;
  return row;
}

export async function saveCategory(db: Db, actor: Actor, input: TExamCategory) {
  return db.transaction(async (tx) => {
    if (input.parentId !== 0) found(await categoryOf(tx, actor.tenantId, input.parentId, input.type));
    const values = { name: input.name, parentId: input.parentId, sort: input.sort };
    if (input.id === undefined) {
      const [created] = await tx
        .insert(examCategories)
        .values({ ...values, tenantId: actor.tenantId, kind: input.type, createdBy: actor.userId })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError('CONFLICT');
      await recordAudit(tx, actor, {
        module: 'exam',
        action: 'create',
        entityType: 'examCategory',
        entityId: created.id,
        after: created,
      });
      return created;
    }
    const before = found(await categoryOf(tx, actor.tenantId, input.id));
    if (input.parentId === before.id) throw new AppError('BAD_REQUEST');
    const [after] = await tx
      .update(examCategories)
      .set(values)
      .where(and(eq(examCategories.tenantId, actor.tenantId), eq(examCategories.id, before.id)))
      .returning();
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'update',
      entityType: 'examCategory',
      entityId: before.id,
      before,
      after,
    });
    return found(after);
  });
}

export async function setCategoryEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const before = found(await categoryOf(tx, actor.tenantId, id));
    await tx
      .update(examCategories)
      .set({ enabled })
      .where(and(eq(examCategories.tenantId, actor.tenantId), eq(examCategories.id, id)));
    await recordAudit(tx, actor, {
      module: 'exam',
      action: enabled ? 'enable' : 'disable',
      entityType: 'examCategory',
      entityId: id,
      before,
      after: { ...before, enabled },
    });
  });
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = found(await categoryOf(tx, actor.tenantId, id));
    const use = await queryRow(
      tx,
      sql`SELECT (EXISTS (SELECT 1 FROM exam_categories WHERE tenant_id = ${actor.tenantId} AND parent_id = ${id})
        OR EXISTS (SELECT 1 FROM exam_questions WHERE tenant_id = ${actor.tenantId} AND category_id = ${id}
          AND deleted_at IS NULL)
        OR EXISTS (SELECT 1 FROM exam_papers WHERE tenant_id = ${actor.tenantId} AND category_id = ${id})
        OR EXISTS (SELECT 1 FROM exams WHERE tenant_id = ${actor.tenantId} AND category_id = ${id})) AS used`,
      { used: col.bool },
    );
    if (use?.used) throw new AppError('EXAM_CATEGORY_IN_USE');
    await tx
      .delete(examCategories)
      .where(and(eq(examCategories.tenantId, actor.tenantId), eq(examCategories.id, id)));
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'delete',
      entityType: 'examCategory',
      entityId: id,
      before,
    });
  });
}

/** Users who created papers (or exams) of this tenant, for the lists' creator filter. */
export async function creatorsOf(db: DbOrTx, actor: Actor, table: 'exam_papers' | 'exams') {
  return queryRows(
    db,
    sql`SELECT DISTINCT u.id AS user_id, coalesce(nullif(u.real_name, ''), u.name) AS name
      FROM ${sql.raw(table)} t JOIN users u ON u.id = t.owner_id WHERE t.tenant_id = ${actor.tenantId} ORDER BY 1`,
    { user_id: col.int, name: col.text },
  );
}
