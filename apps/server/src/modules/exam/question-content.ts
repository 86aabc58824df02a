// Reads bank questions (stem, options, right answer, analysis) for papers, reviews and the wrong book.
import type { QuestionType, TPaperOption } from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AttemptLayout, examQuestions, type QuestionAnswerKey } from '../../db/schema/index.ts';
import { layoutQuestions } from './paper-layout.ts';

export type QuestionContent = {
  id: number;
  parentId: number | null;
  type: QuestionType;
  stem: string;
  options: TPaperOption[];
  answer: QuestionAnswerKey | null;
  analysis: string;
  category: string;
};

export async function questionContent(
  db: DbOrTx,
  tenantId: string,
  ids: number[],
): Promise<Map<number, QuestionContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: examQuestions.id,
      parentId: examQuestions.parentId,
      type: examQuestions.type,
      stem: examQuestions.stem,
      options: examQuestions.options,
      answer: examQuestions.answer,
      analysis: examQuestions.analysis,
      category: examQuestions.category,
    })
    .from(examQuestions)
    .where(and(eq(examQuestions.tenantId, tenantId), inArray(examQuestions.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every question of an attempt's paper, groups included. */
export function layoutContent(db: DbOrTx, tenantId: string, layout: AttemptLayout) {
  return questionContent(
    db,
    tenantId,
    layoutQuestions(layout).map((question) => question.id),
  );
}
