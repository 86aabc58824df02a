// Exam arrangements in the back office (original `exam/arrange`): the exam's settings (every rule the
// learner side enforces), its batches, its examinees (users, org units and everyone below, positions; a user
// group is expanded into its members when saved) and its reviewers. An exam someone has sat keeps its
// batches' history: a batch with attempts cannot be removed and the exam cannot be deleted.
import { ExamArrangementTarget, type TArrangeListQuery, type TExamArrangeInput } from '@elearning/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { examArrangements, examBatches, examReviewers, exams } from '../../db/schema/index.ts';
import { categoryOf } from './admin-category-service.ts';
import { found, inAdminScope } from './policy.ts';
import { lecturerExamShape, lecturerExamsSql } from './queries.ts';

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The ids among `ids` that exist in this tenant's `table`. */
async function existing(
  db: DbOrTx,
  tenantId: string,
  table: 'users' | 'organisations' | 'positions',
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`SELECT id FROM ${sql.raw(table)} WHERE tenant_id = ${tenantId} AND id IN ${idList(ids)}`,
    { id: col.int },
  );
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows.map((row) => row.id);
}

async function groupMembers(db: DbOrTx, tenantId: string, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  const groups = await queryRows(
    db,
    sql`SELECT id FROM user_groups WHERE tenant_id = ${tenantId} AND id IN ${idList(groupIds)}`,
    { id: col.int },
  );
  if (groups.length !== new Set(groupIds).size) throw new AppError('NOT_FOUND');
  const rows = await queryRows(
    db,
    sql`SELECT user_id FROM user_group_members WHERE tenant_id = ${tenantId} AND group_id IN ${idList(groupIds)}`,
    { user_id: col.int },
  );
  return rows.map((row) => row.user_id);
}

/** One exam of the caller's data scope. */
export async function scopedExam(db: DbOrTx, actor: Actor, examId: number) {
  const scope = await dataScopeOf(db, actor);
  const row = await queryRow(
    db,
    sql`SELECT e.id FROM exams e WHERE e.tenant_id = ${actor.tenantId} AND e.id = ${examId}
      AND ${inAdminScope(actor.tenantId, scope, sql`e.owner_id`)}`,
    { id: col.int },
  );
  found(row);
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  return { exam: found(exam), scopeAll: scope.kind === 'all' };
}

/** The exam with its batches, examinee targets, reviewers and paper. */
export async function adminExam(db: DbOrTx, actor: Actor, examId: number) {
  const { exam } = await scopedExam(db, actor, examId);
  const [batches, targets, reviewers, paper] = await Promise.all([
    db.select().from(examBatches).where(eq(examBatches.examId, examId)).orderBy(asc(examBatches.batchNumber)),
    db.select().from(examArrangements).where(eq(examArrangements.examId, examId)),
    db.select({ userId: examReviewers.userId }).from(examReviewers).where(eq(examReviewers.examId, examId)),
    queryRow(
      db,
      sql`SELECT p.name, p.kind, coalesce((SELECT coalesce(nullif(u.real_name, ''), u.name) FROM users u
        WHERE u.id = ${exam.ownerId}), '') AS creator_name FROM exam_papers p WHERE p.id = ${exam.paperId}`,
      { name: col.text, kind: col.text, creator_name: col.text },
    ),
  ]);
  return { exam, batches, targets, reviewers: reviewers.map((row) => row.userId), paper: found(paper) };
}

export type AdminExam = Awaited<ReturnType<typeof adminExam>>;

/** Creates or edits an arrangement (settings, batches, examinees, reviewers) in one transaction. */
export async function saveArrangement(db: Db, actor: Actor, input: TExamArrangeInput) {
  const { examArrangeBasis: basis, examineeBatchList: batchList } = input;
  return db.transaction(async (tx) => {
    const before = basis.id === undefined ? null : await adminExam(tx, actor, basis.id);
    const paper = found(
      await queryRow(
        tx,
        sql`SELECT id, total_score FROM exam_papers WHERE tenant_id = ${actor.tenantId} AND id = ${basis.testPaper}`,
        { id: col.int, total_score: col.num },
      ),
    );
    const category = basis.categoryId
      ? found(await categoryOf(tx, actor.tenantId, basis.categoryId, 2))
      : null;
    const reviewers = await existing(tx, actor.tenantId, 'users', basis.reviewer);
    const values = {
      paperId: paper.id,
      name: basis.examName,
      pattern: basis.examPattern,
      passScore: basis.passScore,
      totalScore: paper.total_score,
      timeLimitMinutes: basis.reckonTimeValue,
      answerMode: basis.answerMode,
      questionTimeLimitSeconds: basis.questionTimeLimit,
      closedBook: basis.closedBook === 1,
      earliestSubmitMinutes: basis.earliestSubmit,
      attemptsAllowed: basis.joinNumValue,
      scoreVisible: basis.openResults === 1,
      answerVisibility: basis.answerVisibility,
      published: basis.type === 0,
      roomName: basis.roomName,
      roomAddr: basis.roomAddr,
      description: sanitizeRichText(basis.description),
      categoryId: category?.id ?? null,
      certificateId: basis.certificateId ?? null,
      gradePublishing: basis.publishType,
    };
    let examId: number;
    if (before) {
      examId = before.exam.id;
      await tx.update(exams).set(values).where(eq(exams.id, examId));
    } else {
      const [row] = await tx
        .insert(exams)
        .values({ ...values, tenantId: actor.tenantId, ownerId: actor.userId })
        .returning({ id: exams.id });
      examId = found(row).id;
    }
    await saveBatches(tx, actor, examId, batchList, before?.batches ?? []);
    await saveTargets(tx, actor, examId, batchList);
    await tx.delete(examReviewers).where(eq(examReviewers.examId, examId));
    if (reviewers.length > 0)
      await tx
        .insert(examReviewers)
        .values(reviewers.map((userId) => ({ tenantId: actor.tenantId, examId, userId })));
    const after = await adminExam(tx, actor, examId);
    await recordAudit(tx, actor, {
      module: 'exam',
      action: before ? 'update' : 'create',
      entityType: 'exam',
      entityId: examId,
      before,
      after,
    });
    return after;
  });
}

async function saveBatches(
  tx: DbOrTx,
  actor: Actor,
  examId: number,
  batchList: TExamArrangeInput['examineeBatchList'],
  current: (typeof examBatches.$inferSelect)[],
) {
  for (const [index, batch] of batchList.entries()) {
    const window = { beginAt: new Date(batch.examTime[0]), endAt: new Date(batch.examTime[1]) };
    const kept = current[index];
    if (kept) await tx.update(examBatches).set(window).where(eq(examBatches.id, kept.id));
    else
      await tx
        .insert(examBatches)
        .values({ tenantId: actor.tenantId, examId, batchNumber: index + 1, ...window });
  }
  const surplus = current.slice(batchList.length).map((batch) => batch.id);
  if (surplus.length === 0) return;
  const sat = await queryRow(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM exam_attempts WHERE batch_id IN ${idList(surplus)}) AS sat`,
    { sat: col.bool },
  );
  if (sat?.sat) throw new AppError('EXAM_HAS_ATTEMPTS');
  await tx.delete(examBatches).where(inArray(examBatches.id, surplus));
}

async function saveTargets(
  tx: DbOrTx,
  actor: Actor,
  examId: number,
  batchList: TExamArrangeInput['examineeBatchList'],
) {
  const { tenantId } = actor;
  const all = (pick: (batch: TExamArrangeInput['examineeBatchList'][number]) => number[]) => [
    ...new Set(batchList.flatMap(pick)),
  ];
  const members = await groupMembers(
    tx,
    tenantId,
    all((batch) => batch.groupIds),
  );
  const userIds = await existing(tx, tenantId, 'users', [
    ...new Set([...all((batch) => batch.examineeIds), ...members]),
  ]);
  const orgIds = await existing(
    tx,
    tenantId,
    'organisations',
    all((batch) => batch.orgIds),
  );
  const positionIds = await existing(
    tx,
    tenantId,
    'positions',
    all((batch) => batch.positionIds),
  );
  await tx.delete(examArrangements).where(eq(examArrangements.examId, examId));
  const rows = [
    ...userIds.map((targetId) => ({ targetType: ExamArrangementTarget.user, targetId })),
    ...orgIds.map((targetId) => ({ targetType: ExamArrangementTarget.org, targetId })),
    ...positionIds.map((targetId) => ({ targetType: ExamArrangementTarget.position, targetId })),
  ];
  if (rows.length > 0)
    await tx
      .insert(examArrangements)
      .values(rows.map((row) => ({ ...row, tenantId, examId })))
      .onConflictDoNothing();
}

/** `exam/arrange/list` and the report: the caller's exams with arranged / taken / passed figures. */
export async function listArrangements(db: DbOrTx, actor: Actor, query: TArrangeListQuery) {
  const scope = await dataScopeOf(db, actor);
  const filters = [inAdminScope(actor.tenantId, scope, sql`e.owner_id`)];
  if (query.search)
    filters.push(sql`e.name ILIKE ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.status !== undefined) filters.push(query.status === 0 ? sql`e.published` : sql`NOT e.published`);
  if (query.examPattern) filters.push(sql`e.pattern = ${query.examPattern}`);
  if (query.categoryId) filters.push(sql`e.category_id = ${query.categoryId}`);
  if (query.creatorId) filters.push(sql`e.owner_id = ${query.creatorId}`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`SELECT x.*, p.name AS paper_name, (count(*) over ())::int AS total_num,
        coalesce((SELECT coalesce(nullif(u.real_name, ''), u.name) FROM users u WHERE u.id = ex.owner_id), '') AS creator_name
      FROM (${lecturerExamsSql(actor.tenantId, sql.join(filters, sql` AND `))}) x
      JOIN exams ex ON ex.id = x.exam_id JOIN exam_papers p ON p.id = ex.paper_id
      ORDER BY x.exam_id DESC LIMIT ${limit} OFFSET ${offset}`,
    { ...lecturerExamShape, paper_name: col.text, creator_name: col.text, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export type ArrangeRow = Awaited<ReturnType<typeof listArrangements>>['rows'][number];

/** Deletes exams nobody has sat. */
export async function deleteArrangements(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const before = await adminExam(tx, actor, id);
      const sat = await queryRow(
        tx,
        sql`SELECT (EXISTS (SELECT 1 FROM exam_attempts WHERE tenant_id = ${actor.tenantId} AND exam_id = ${id})
          OR EXISTS (SELECT 1 FROM exam_offline_grades WHERE tenant_id = ${actor.tenantId} AND exam_id = ${id})) AS sat`,
        { sat: col.bool },
      );
      if (sat?.sat) throw new AppError('EXAM_HAS_ATTEMPTS');
      await tx.delete(exams).where(and(eq(exams.tenantId, actor.tenantId), eq(exams.id, id)));
      await recordAudit(tx, actor, {
        module: 'exam',
        action: 'delete',
        entityType: 'exam',
        entityId: id,
        before,
      });
    }
  });
}

/** Reviewers of an exam with their names. */
export async function reviewersOf(db: DbOrTx, actor: Actor, examId: number) {
  await scopedExam(db, actor, examId);
  return queryRows(
    db,
    sql`SELECT u.id AS user_id, coalesce(nullif(u.real_name, ''), u.name) AS name
      FROM exam_reviewers r JOIN users u ON u.id = r.user_id WHERE r.tenant_id = ${actor.tenantId} AND r.exam_id = ${examId}
      ORDER BY u.id`,
    { user_id: col.int, name: col.text },
  );
}
