// t4: the question import, registered with the spreadsheet framework (template by code, upload at the
// original `question/read`, error file at `errorQuestionExcelImport`). Each row becomes one bank question
// through the same form rules as the editor; a category named for the first time is made.
import {
  examAdminPaths,
  examPrivilegeCodes,
  QuestionType,
  type TQuestionImportRow,
  type TQuestionInput,
  ZQuestionImportRowSchema,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/actor.ts';
import { isAppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { examQuestions } from '../../db/schema/index.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { storedQuestion } from './admin-question-service.ts';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const TRUE_WORDS = new Set(['正确', '对', 't', 'true', '√', 'a']);

/** The editor's form of one import row. */
export function formOfRow(row: TQuestionImportRow): TQuestionInput {
  const cells = LETTERS.map((letter) => row[`option${letter}`]);
  const base = { type: row.type, content: row.content, score: row.score, difficulty: row.difficulty };
  const form = { ...base, analysis: row.analysis ?? '', subQuestions: [], answer: undefined };
  if (row.type === QuestionType.blank) {
    const options = row.answer
      .split(/[;；]/)
      .map((content, sort) => ({ content, isCorrect: 1 as const, sort }));
    return { ...form, options };
  }
  if (row.type === QuestionType.shortAnswer) return { ...form, options: [], answer: row.answer };
  if (row.type === QuestionType.judgment) {
    const right = TRUE_WORDS.has(row.answer.trim().toLowerCase());
    return {
      ...form,
      options: [
        { content: cells[0] ?? '正确', isCorrect: right ? 1 : 0, sort: 0 },
        { content: cells[1] ?? '错误', isCorrect: right ? 0 : 1, sort: 1 },
      ],
    };
  }
  const picked = new Set(row.answer.toUpperCase().replace(/[^A-F]/g, ''));
  const options = cells.flatMap((content, sort) =>
    content === undefined
      ? []
      : [{ content, isCorrect: picked.has(LETTERS[sort] ?? '') ? (1 as const) : (0 as const), sort }],
  );
  return { ...form, options };
}

async function categoryNamed(tx: DbOrTx, actor: Actor, name: string, memo: Map<string, unknown>) {
  const key = `exam-category:${name}`;
  const known = memo.get(key);
  if (typeof known === 'number') return known;
  const row = await queryRow(
    tx,
    sql`WITH made AS (
        INSERT INTO exam_categories (tenant_id, kind, parent_id, name, created_by)
        VALUES (${actor.tenantId}, 0, 0, ${name}, ${actor.userId}) ON CONFLICT DO NOTHING RETURNING id)
      SELECT id FROM made UNION ALL
      SELECT id FROM exam_categories WHERE tenant_id = ${actor.tenantId} AND kind = 0 AND parent_id = 0 AND name = ${name}
      LIMIT 1`,
    { id: col.int },
  );
  if (row) memo.set(key, row.id);
  return row?.id ?? null;
}

export const questionImport: ImportDefinition<typeof ZQuestionImportRowSchema> = {
  code: 't4',
  name: { 'zh-CN': '试题导入模板', en: 'Questions import template' },
  privilege: examPrivilegeCodes.questionImport,
  rowSchema: ZQuestionImportRowSchema,
  columns: [
    { key: 'type', header: { 'zh-CN': '题型', en: 'Type' }, example: '单选题', required: true },
    {
      key: 'content',
      header: { 'zh-CN': '题干', en: 'Stem' },
      example: '1 + 1 = ?',
      required: true,
      width: 40,
    },
    { key: 'optionA', header: { 'zh-CN': '选项A', en: 'Option A' }, example: '1' },
    { key: 'optionB', header: { 'zh-CN': '选项B', en: 'Option B' }, example: '2' },
    { key: 'optionC', header: { 'zh-CN': '选项C', en: 'Option C' }, example: '3' },
    { key: 'optionD', header: { 'zh-CN': '选项D', en: 'Option D' }, example: '4' },
    { key: 'optionE', header: { 'zh-CN': '选项E', en: 'Option E' }, example: '' },
    { key: 'optionF', header: { 'zh-CN': '选项F', en: 'Option F' }, example: '' },
    { key: 'answer', header: { 'zh-CN': '答案', en: 'Answer' }, example: 'B', required: true },
    { key: 'score', header: { 'zh-CN': '分数', en: 'Score' }, example: '5', required: true },
    { key: 'difficulty', header: { 'zh-CN': '难度(易/中/难)', en: 'Difficulty (1-3)' }, example: '中' },
    { key: 'category', header: { 'zh-CN': '分类', en: 'Category' }, example: '通用知识' },
    { key: 'analysis', header: { 'zh-CN': '解析', en: 'Analysis' }, example: '' },
  ],
  async importRows(tx, actor, rows, context) {
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      let stored: ReturnType<typeof storedQuestion>;
      try {
        stored = storedQuestion(formOfRow(value));
      } catch (error) {
        const reason = isAppError(error) ? String(error.options.params?.reason ?? '') : 'content';
        rejected.push({
          line,
          problems: [{ key: 'exam.admin.questionInvalid', params: { field: reason, reason } }],
        });
        continue;
      }
      const categoryId = value.category ? await categoryNamed(tx, actor, value.category, context.memo) : null;
      await tx.insert(examQuestions).values({
        ...stored,
        tenantId: actor.tenantId,
        ownerId: actor.userId,
        difficulty: value.difficulty,
        categoryId,
        category: value.category ?? '',
      });
    }
    return rejected;
  },
};

export function serveQuestionImport(app: FastifyInstance) {
  return serveImport(app, questionImport, {
    upload: examAdminPaths.questionImport,
    errorFile: examAdminPaths.questionImportErrors,
  });
}
