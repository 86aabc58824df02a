// Papers in the back office (original `exam/paper`): fixed papers (questions picked and ordered per section,
// a score each) and random papers (one section per draw rule: type, categories, difficulty, count, score),
// each rule checked against what the bank holds now. A saved paper is forgotten by the join cache so the
// next attempt draws from the new version; a paper an exam uses cannot be deleted.
import { PaperKind, type QuestionType, type TPaperInput, type TPaperListQuery } from '@elearning/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { examPaperQuestions, examPaperSections, examPapers } from '../../db/schema/index.ts';
import { categoryOf } from './admin-category-service.ts';
import { paperContent } from './paper-cache.ts';
import { buildAttemptLayout, forgetPaper } from './paper-layout.ts';
import { found, inAdminScope } from './policy.ts';
import { adminPaperShape } from './queries.ts';
import { roundPoints } from './scoring.ts';

function paperSelect() {
  return sql`p.id, p.name, p.kind, p.category_id, p.remark, p.show_score, p.shuffle_options, p.total_score,
    p.expires_at, p.created_at,
    coalesce((SELECT c.name FROM exam_categories c WHERE c.id = p.category_id), '') AS category_name,
    coalesce((SELECT coalesce(nullif(u.real_name, ''), u.name) FROM users u WHERE u.id = p.owner_id), '') AS creator_name,
    (CASE WHEN p.kind = ${PaperKind.random}
      THEN (SELECT coalesce(sum(s.draw_count), 0)::int FROM exam_paper_sections s WHERE s.paper_id = p.id)
      ELSE (SELECT count(*)::int FROM exam_paper_questions pq WHERE pq.paper_id = p.id) END) AS question_num,
    (SELECT count(*)::int FROM exams e WHERE e.tenant_id = p.tenant_id AND e.paper_id = p.id) AS used_num`;
}

/** `exam/paper/list`. */
export async function listPapers(db: DbOrTx, actor: Actor, query: TPaperListQuery) {
  const scope = await dataScopeOf(db, actor);
  const filters = [
    sql`p.tenant_id = ${actor.tenantId}`,
    inAdminScope(actor.tenantId, scope, sql`p.owner_id`),
  ];
  if (query.search)
    filters.push(sql`p.name ILIKE ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.type) filters.push(sql`p.kind = ${query.type === 'random' ? PaperKind.random : PaperKind.fixed}`);
  if (query.categoryId) filters.push(sql`p.category_id = ${query.categoryId}`);
  if (query.creatorId) filters.push(sql`p.owner_id = ${query.creatorId}`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`SELECT ${paperSelect()}, (count(*) over ())::int AS total_num FROM exam_papers p
      WHERE ${sql.join(filters, sql` AND `)} ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}`,
    { ...adminPaperShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** SQL: bank questions a draw rule may pick (alias `q`). */
type DrawRule = { type: string; categoryIds: number[]; difficulty?: number | null };

function drawable(tenantId: string, rule: DrawRule) {
  const filters = [
    sql`q.tenant_id = ${tenantId}`,
    sql`q.parent_id IS NULL`,
    sql`q.deleted_at IS NULL`,
    sql`q.type = ${rule.type}`,
  ];
  if (rule.categoryIds.length > 0)
    filters.push(
      sql`q.category_id IN (${sql.join(
        rule.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (rule.difficulty !== undefined && rule.difficulty !== null)
    filters.push(sql`q.difficulty = ${rule.difficulty}`);
  return sql.join(filters, sql` AND `);
}

async function availableFor(db: DbOrTx, tenantId: string, rule: DrawRule) {
  const row = await queryRow(
    db,
    sql`SELECT count(*)::int AS n FROM exam_questions q WHERE ${drawable(tenantId, rule)}`,
    {
      n: col.int,
    },
  );
  return row?.n ?? 0;
}

/** One paper of the caller's scope with its rules or questions. */
export async function adminPaper(db: DbOrTx, actor: Actor, id: number) {
  const scope = await dataScopeOf(db, actor);
  const paper = found(
    await queryRow(
      db,
      sql`SELECT ${paperSelect()} FROM exam_papers p
        WHERE p.tenant_id = ${actor.tenantId} AND p.id = ${id} AND ${inAdminScope(actor.tenantId, scope, sql`p.owner_id`)}`,
      adminPaperShape,
    ),
  );
  const sections = await db
    .select()
    .from(examPaperSections)
    .where(and(eq(examPaperSections.tenantId, actor.tenantId), eq(examPaperSections.paperId, id)))
    .orderBy(asc(examPaperSections.sort), asc(examPaperSections.id));
  const rules = [];
  for (const section of sections) {
    if (!section.drawType) continue;
    const rule = {
      type: section.drawType,
      categoryIds: section.drawCategoryIds,
      difficulty: section.drawDifficulty ?? undefined,
    };
    rules.push({
      section,
      type: section.drawType,
      availableNum: await availableFor(db, actor.tenantId, rule),
    });
  }
  const questions = await queryRows(
    db,
    sql`SELECT pq.section_id, pq.question_id, pq.sort, coalesce(pq.score, q.score) AS score, q.type, q.stem
      FROM exam_paper_questions pq JOIN exam_questions q ON q.id = pq.question_id
      WHERE pq.tenant_id = ${actor.tenantId} AND pq.paper_id = ${id} ORDER BY pq.sort, q.id`,
    {
      section_id: col.int,
      question_id: col.int,
      sort: col.int,
      score: col.num,
      type: col.json<QuestionType>(),
      stem: col.text,
    },
  );
  return { paper, sections, rules, questions };
}

export type AdminPaper = Awaited<ReturnType<typeof adminPaper>>;

/** Sections and questions of the input, checked against the bank; throws naming the rule that falls short. */
async function plan(tx: DbOrTx, actor: Actor, input: TPaperInput) {
  if (input.type === 'random') {
    const sections = [];
    for (const [index, rule] of input.randomSettings.entries()) {
      for (const categoryId of rule.categoryIds) found(await categoryOf(tx, actor.tenantId, categoryId, 0));
      const available = await availableFor(tx, actor.tenantId, rule);
      if (available < rule.questionNum)
        throw new AppError('EXAM_DRAW_SHORT', {
          params: { index: index + 1, wanted: rule.questionNum, available },
          fields: [{ field: `randomSettings.${index}.questionNum`, message: 'exam.admin.drawShort' }],
        });
      sections.push({
        rule,
        title: rule.title ?? '',
        questions: [] as { id: number; score: number | null }[],
      });
    }
    const total = input.randomSettings.reduce((sum, rule) => sum + rule.questionNum * rule.score, 0);
    return { sections, total: roundPoints(total) };
  }
  const ids = [...new Set(input.manualSettings.map((item) => item.questionId))];
  const bank = await queryRows(
    tx,
    sql`SELECT q.id, q.score FROM exam_questions q WHERE q.tenant_id = ${actor.tenantId} AND q.parent_id IS NULL
      AND q.deleted_at IS NULL AND q.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    { id: col.int, score: col.num },
  );
  const scoreOf = new Map(bank.map((row) => [row.id, row.score]));
  const bySection = new Map<
    number,
    { rule: null; title: string; questions: { id: number; score: number | null }[] }
  >();
  const ordered = [...input.manualSettings].sort(
    (a, b) => a.parentSort - b.parentSort || (a.sort ?? 0) - (b.sort ?? 0),
  );
  let total = 0;
  for (const item of ordered) {
    const bankScore = scoreOf.get(item.questionId);
    if (bankScore === undefined) throw new AppError('NOT_FOUND');
    const section = bySection.get(item.parentSort) ?? { rule: null, title: item.title ?? '', questions: [] };
    if (section.questions.some((question) => question.id === item.questionId)) continue;
    section.questions.push({ id: item.questionId, score: item.score ?? null });
    total += item.score ?? bankScore;
    bySection.set(item.parentSort, section);
  }
  return { sections: [...bySection.values()], total: roundPoints(total) };
}

/** Creates or edits a paper in one transaction (its sections are rewritten; attempts keep their layouts). */
export async function savePaper(db: Db, actor: Actor, input: TPaperInput) {
  const saved = await db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await adminPaper(tx, actor, input.id);
    const category = input.categoryId
      ? found(await categoryOf(tx, actor.tenantId, input.categoryId, 1))
      : null;
    const { sections, total } = await plan(tx, actor, input);
    const expires = input.expiredTime ? new Date(input.expiredTime.replace(' ', 'T')) : null;
    const values = {
      name: input.name,
      kind: input.type === 'random' ? PaperKind.random : PaperKind.fixed,
      categoryId: category?.id ?? null,
      remark: input.remark,
      showScore: input.isShowScore === 1,
      shuffleOptions: input.shuffleOptions === 1,
      totalScore: total,
      expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
    };
    let paperId: number;
    if (before) {
      paperId = before.paper.id;
      await tx
        .update(examPapers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(examPapers.id, paperId));
      await tx.delete(examPaperSections).where(eq(examPaperSections.paperId, paperId));
    } else {
      const [row] = await tx
        .insert(examPapers)
        .values({ ...values, tenantId: actor.tenantId, ownerId: actor.userId })
        .returning({ id: examPapers.id });
      paperId = found(row).id;
    }
    for (const [sort, section] of sections.entries()) {
      const { rule } = section;
      const [row] = await tx
        .insert(examPaperSections)
        .values({
          tenantId: actor.tenantId,
          paperId,
          sort,
          title: section.title,
          drawType: rule?.type ?? null,
          drawCategoryIds: rule?.categoryIds ?? [],
          drawDifficulty: rule?.difficulty ?? null,
          drawCount: rule?.questionNum ?? 0,
          drawScore: rule?.score ?? null,
        })
        .returning({ id: examPaperSections.id });
      const sectionId = found(row).id;
      if (section.questions.length > 0)
        await tx.insert(examPaperQuestions).values(
          section.questions.map((question, index) => ({
            tenantId: actor.tenantId,
            paperId,
            sectionId,
            questionId: question.id,
            sort: sort * 1000 + index,
            score: question.score,
          })),
        );
    }
    const after = await adminPaper(tx, actor, paperId);
    await recordAudit(tx, actor, {
      module: 'exam',
      action: before ? 'update' : 'create',
      entityType: 'examPaper',
      entityId: paperId,
      before,
      after,
    });
    return after;
  });
  forgetPaper(actor.tenantId, saved.paper.id);
  return saved;
}

/** Deletes a paper no exam uses. */
export async function deletePaper(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await adminPaper(tx, actor, id);
    if (before.paper.used_num > 0) throw new AppError('EXAM_PAPER_IN_USE');
    await tx.delete(examPapers).where(and(eq(examPapers.tenantId, actor.tenantId), eq(examPapers.id, id)));
    await recordAudit(tx, actor, {
      module: 'exam',
      action: 'delete',
      entityType: 'examPaper',
      entityId: id,
      before,
    });
  });
  forgetPaper(actor.tenantId, id);
}

/** The paper as a learner's attempt would get it now (a random paper draws afresh), without answers. */
export async function paperPreview(db: DbOrTx, actor: Actor, paperId: number) {
  const { paper } = await adminPaper(db, actor, paperId);
  const layout = await buildAttemptLayout(db, actor.tenantId, paper.id);
  const content = await paperContent(db, actor.tenantId, layout);
  return { paper, layout, content };
}
