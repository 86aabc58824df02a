// The question bank in the back office (original `question`, `question/list`, `question/del`): the seven
// types with categories and difficulty; stems and options are sanitised HTML whose images must be our own
// files. A group's sub-questions are edited in place (ids kept, so attempts holding them still read them);
// deleting is soft and refused while a fixed paper holds the question.
import {
  QuestionType,
  type TQuestionInput,
  type TQuestionListQuery,
  type TSubQuestion,
} from '@elearning/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import { isOwnFileUrl, sanitizeRichText } from '../../core/rich-text.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { examQuestions } from '../../db/schema/index.ts';
import { categoryOf } from './admin-category-service.ts';
import { forgetQuestionContent } from './paper-cache.ts';
import { found, inAdminScope } from './policy.ts';
import { adminQuestionShape } from './queries.ts';

const CHOICE = new Set<string>([QuestionType.single, QuestionType.multiple, QuestionType.indefinite]);
const LETTERS = 'ABCDEFGHIJKLMNOPQRST';

function invalid(reason: string): never {
  throw new AppError('EXAM_QUESTION_INVALID', { params: { reason } });
}

/** The original client sends the stem HTML-escaped (`&lt;p&gt;`); plain HTML is taken as it is. */
function unescapeStem(text: string): string {
  if (text.includes('<') || !text.includes('&lt;')) return text;
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

type Stored = Pick<
  typeof examQuestions.$inferInsert,
  'type' | 'stem' | 'options' | 'answer' | 'analysis' | 'score'
>;

/** The bank row of one question form: option keys A, B, … (T/F for a judgment), the answer key by type. */
export function storedQuestion(input: TSubQuestion | TQuestionInput): Stored {
  const stem = sanitizeRichText(unescapeStem(input.content));
  if (stem.replace(/<[^>]*>/g, '').trim() === '' && !stem.includes('<img')) invalid('content');
  const options = [...input.options].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const base = { type: input.type, stem, analysis: sanitizeRichText(input.analysis), score: input.score };
  if (CHOICE.has(input.type) || input.type === QuestionType.judgment) {
    const judgment = input.type === QuestionType.judgment;
    const shown =
      judgment && options.length === 0
        ? [
            { content: '正确', isCorrect: 0 },
            { content: '错误', isCorrect: 0 },
          ]
        : options;
    if (shown.length < 2 || (judgment && shown.length !== 2)) invalid('options');
    const keyed = shown.map((option, index) => {
      const image =
        'url' in option && option.url && isOwnFileUrl(option.url) ? `<img src="${option.url}">` : '';
      const content = sanitizeRichText(`${option.content}${image}`);
      if (content.trim() === '') invalid('options');
      return {
        key: judgment ? (index === 0 ? 'T' : 'F') : (LETTERS[index] ?? String(index)),
        content,
        right: option.isCorrect === 1,
      };
    });
    const keys = keyed.filter((option) => option.right).map((option) => option.key);
    const wrongCount =
      input.type === QuestionType.single || judgment
        ? keys.length !== 1
        : input.type === QuestionType.multiple
          ? keys.length < 2
          : keys.length < 1;
    if (wrongCount) invalid('isCorrect');
    return { ...base, options: keyed.map(({ key, content }) => ({ key, content })), answer: { keys } };
  }
  if (input.type === QuestionType.blank) {
    const blanks = options.map((option) =>
      option.content
        .split('|')
        .map((text) => text.trim())
        .filter((text) => text !== ''),
    );
    if (blanks.length === 0 || blanks.some((accepted) => accepted.length === 0)) invalid('options');
    return { ...base, options: [], answer: { blanks } };
  }
  if (input.type === QuestionType.shortAnswer) {
    return { ...base, options: [], answer: { reference: input.answer ?? options[0]?.content ?? '' } };
  }
  return { ...base, options: [], answer: null };
}

/** One bank question of this tenant in the caller's scope (not deleted), with its sub-questions. */
export async function adminQuestion(db: DbOrTx, actor: Actor, id: number) {
  const scope = await dataScopeOf(db, actor);
  const row = await queryRow(
    db,
    sql`SELECT ${questionSelect()} FROM exam_questions q
      WHERE q.tenant_id = ${actor.tenantId} AND q.id = ${id} AND q.parent_id IS NULL AND q.deleted_at IS NULL
        AND ${inAdminScope(actor.tenantId, scope, sql`q.owner_id`)}`,
    adminQuestionShape,
  );
  const question = found(row);
  const subs = await queryRows(
    db,
    sql`SELECT ${questionSelect()} FROM exam_questions q
      WHERE q.tenant_id = ${actor.tenantId} AND q.parent_id = ${id} AND q.deleted_at IS NULL
      ORDER BY q.sort, q.id`,
    adminQuestionShape,
  );
  return { ...question, subs };
}

export type AdminQuestion = Awaited<ReturnType<typeof adminQuestion>>;

function questionSelect() {
  return sql`q.id, q.type, q.stem, q.options, q.answer, q.analysis, q.score, q.difficulty, q.category_id,
    coalesce((SELECT c.name FROM exam_categories c WHERE c.id = q.category_id), q.category) AS category_name,
    coalesce((SELECT coalesce(nullif(u.real_name, ''), u.name) FROM users u WHERE u.id = q.owner_id), '') AS creator_name,
    q.created_at,
    (SELECT count(*)::int FROM exam_paper_questions pq WHERE pq.tenant_id = q.tenant_id AND pq.question_id = q.id) AS used_num`;
}

/** `question/list` (and its export): the caller's bank, newest first, filtered. */
export async function listQuestions(db: DbOrTx, actor: Actor, query: TQuestionListQuery, all = false) {
  const scope = await dataScopeOf(db, actor);
  const filters = [
    sql`q.tenant_id = ${actor.tenantId}`,
    sql`q.parent_id IS NULL`,
    sql`q.deleted_at IS NULL`,
    inAdminScope(actor.tenantId, scope, sql`q.owner_id`),
  ];
  if (query.type) filters.push(sql`q.type = ${query.type}`);
  if (query.categoryId) filters.push(sql`q.category_id = ${query.categoryId}`);
  if (query.difficulty) filters.push(sql`q.difficulty = ${query.difficulty}`);
  if (query.search)
    filters.push(sql`q.stem ILIKE ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const { limit, offset } = all ? { limit: 10_000, offset: 0 } : pageWindow(query);
  const rows = await queryRows(
    db,
    sql`SELECT ${questionSelect()}, (count(*) over ())::int AS total_num FROM exam_questions q
      WHERE ${sql.join(filters, sql` AND `)} ORDER BY q.id DESC LIMIT ${limit} OFFSET ${offset}`,
    { ...adminQuestionShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function writeSubs(
  tx: DbOrTx,
  actor: Actor,
  groupId: number,
  subs: TSubQuestion[],
  categoryName: string,
) {
  const existing = await tx
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.tenantId, actor.tenantId),
        eq(examQuestions.parentId, groupId),
        isNull(examQuestions.deletedAt),
      ),
    )
    .orderBy(asc(examQuestions.sort), asc(examQuestions.id));
  for (const [index, sub] of subs.entries()) {
    const values = {
      ...storedQuestion(sub),
      sort: index,
      difficulty: sub.difficulty ?? 2,
      category: categoryName,
    };
    const keep = existing[index];
    if (keep) await tx.update(examQuestions).set(values).where(eq(examQuestions.id, keep.id));
    else
      await tx
        .insert(examQuestions)
        .values({ ...values, tenantId: actor.tenantId, ownerId: actor.userId, parentId: groupId });
  }
  const surplus = existing.slice(subs.length).map((row) => row.id);
  if (surplus.length > 0)
    await tx.update(examQuestions).set({ deletedAt: new Date() }).where(inArray(examQuestions.id, surplus));
  return existing.map((row) => row.id);
}

/** Creates or edits a question (and a group's sub-questions) in one transaction. */
export async function saveQuestion(db: Db, actor: Actor, input: TQuestionInput) {
  const isGroup = input.type === QuestionType.group;
  if (isGroup && input.subQuestions.length === 0) invalid('subQuestions');
  const stored = storedQuestion(input);
  const score = isGroup ? input.subQuestions.reduce((sum, sub) => sum + sub.score, 0) : input.score;
  return db.transaction(async (tx) => {
    const category = input.categoryId
      ? found(await categoryOf(tx, actor.tenantId, input.categoryId, 0))
      : null;
    const values = {
      ...stored,
      score,
      difficulty: input.difficulty ?? 2,
      categoryId: category?.id ?? null,
      category: category?.name ?? '',
    };
    let id: number;
    let before: AdminQuestion | null = null;
    if (input.id === undefined) {
      const [row] = await tx
        .insert(examQuestions)
        .values({ ...values, tenantId: actor.tenantId, ownerId: actor.userId })
        .returning({ id: examQuestions.id });
      id = found(row).id;
    } else {
      before = await adminQuestion(tx, actor, input.id);
      if ((before.type === QuestionType.group) !== isGroup) invalid('type');
      id = before.id;
      await tx.update(examQuestions).set(values).where(eq(examQuestions.id, id));
    }
    const oldSubs = isGroup ? await writeSubs(tx, actor, id, input.subQuestions, values.category) : [];
    const after = await adminQuestion(tx, actor, id);
    await recordAudit(tx, actor, {
      module: 'exam',
      action: before ? 'update' : 'create',
      entityType: 'examQuestion',
      entityId: id,
      before,
      after,
    });
    forgetQuestionContent(actor.tenantId, [id, ...oldSubs]);
    return after;
  });
}

/** Soft-deletes bank questions; refused while a fixed paper holds one. */
export async function deleteQuestions(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    const questions = [];
    for (const id of ids) questions.push(await adminQuestion(tx, actor, id));
    const used = await queryRow(
      tx,
      sql`SELECT count(*)::int AS n FROM exam_paper_questions
        WHERE tenant_id = ${actor.tenantId} AND question_id IN ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      { n: col.int },
    );
    if ((used?.n ?? 0) > 0) throw new AppError('EXAM_QUESTION_IN_PAPER');
    const now = new Date();
    await tx
      .update(examQuestions)
      .set({ deletedAt: now })
      .where(and(eq(examQuestions.tenantId, actor.tenantId), inArray(examQuestions.id, ids)));
    await tx
      .update(examQuestions)
      .set({ deletedAt: now })
      .where(and(eq(examQuestions.tenantId, actor.tenantId), inArray(examQuestions.parentId, ids)));
    for (const question of questions)
      await recordAudit(tx, actor, {
        module: 'exam',
        action: 'delete',
        entityType: 'examQuestion',
        entityId: question.id,
        before: question,
      });
  });
}
