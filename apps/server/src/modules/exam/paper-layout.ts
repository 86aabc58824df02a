// The paper one attempt answers, fixed when the learner joins: a fixed paper's questions, or questions
// drawn at random from the bank per section rule; option order shuffled per attempt when the paper says so.
import { PaperKind, QuestionType } from '@elearning/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type AttemptLayout,
  examPaperQuestions,
  examPaperSections,
  examPapers,
  examQuestions,
  type LayoutQuestion,
} from '../../db/schema/index.ts';
import { roundPoints } from './scoring.ts';

type BankQuestion = { id: number; type: string; score: number; optionKeys: string[] };

/** Choice questions whose order may change; a true/false pair keeps its order. */
const SHUFFLED_TYPES = new Set<string>([QuestionType.single, QuestionType.multiple, QuestionType.indefinite]);

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function subQuestionsOf(db: DbOrTx, tenantId: string, groupIds: number[]) {
  if (groupIds.length === 0) return new Map<number, BankQuestion[]>();
  const rows = await db
    .select({
      id: examQuestions.id,
      parentId: examQuestions.parentId,
      type: examQuestions.type,
      score: examQuestions.score,
      options: examQuestions.options,
    })
    .from(examQuestions)
    .where(and(eq(examQuestions.tenantId, tenantId), inArray(examQuestions.parentId, groupIds)))
    .orderBy(asc(examQuestions.parentId), asc(examQuestions.sort), asc(examQuestions.id));
  const byGroup = new Map<number, BankQuestion[]>();
  for (const row of rows) {
    const list = byGroup.get(row.parentId!) ?? [];
    list.push({ id: row.id, type: row.type, score: row.score, optionKeys: row.options.map((o) => o.key) });
    byGroup.set(row.parentId!, list);
  }
  return byGroup;
}

function layoutOf(
  question: BankQuestion,
  score: number | null,
  shuffle: boolean,
  subs: BankQuestion[],
): LayoutQuestion {
  if (question.type === QuestionType.group) {
    const children = subs.map((sub) => layoutOf(sub, sub.score, shuffle, []));
    return {
      id: question.id,
      score: roundPoints(children.reduce((sum, sub) => sum + sub.score, 0)),
      subs: children,
    };
  }
  const entry: LayoutQuestion = { id: question.id, score: score ?? question.score };
  if (shuffle && SHUFFLED_TYPES.has(question.type)) entry.optionOrder = shuffled(question.optionKeys);
  return entry;
}

type DrawnPaper = {
  shuffle: boolean;
  sections: {
    title: string;
    entries: { question: BankQuestion; score: number | null; subs: BankQuestion[] }[];
  }[];
};

/** The questions of a paper: its fixed list, or a fresh random draw per section rule. */
async function drawPaper(
  db: DbOrTx,
  tenantId: string,
  paperId: number,
): Promise<{ fixed: boolean; drawn: DrawnPaper } | null> {
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.tenantId, tenantId), eq(examPapers.id, paperId)))
    .limit(1);
  if (!paper) return null;
  const sections = await db
    .select()
    .from(examPaperSections)
    .where(and(eq(examPaperSections.tenantId, tenantId), eq(examPaperSections.paperId, paperId)))
    .orderBy(asc(examPaperSections.sort), asc(examPaperSections.id));

  const picked = new Map<number, { question: BankQuestion; score: number | null }[]>();
  if (paper.kind === PaperKind.random) {
    for (const section of sections) {
      if (!section.drawType || section.drawCount <= 0) continue;
      const rows = await db
        .select({
          id: examQuestions.id,
          type: examQuestions.type,
          score: examQuestions.score,
          options: examQuestions.options,
        })
        .from(examQuestions)
        .where(
          and(
            eq(examQuestions.tenantId, tenantId),
            isNull(examQuestions.parentId),
            eq(examQuestions.type, section.drawType),
            isNull(examQuestions.deletedAt),
            section.drawCategory ? eq(examQuestions.category, section.drawCategory) : undefined,
            section.drawCategoryIds.length > 0
              ? inArray(examQuestions.categoryId, section.drawCategoryIds)
              : undefined,
            section.drawDifficulty === null
              ? undefined
              : eq(examQuestions.difficulty, section.drawDifficulty),
          ),
        )
        .orderBy(sql`random()`)
        .limit(section.drawCount);
      picked.set(
        section.id,
        rows.map((row) => ({
          question: {
            id: row.id,
            type: row.type,
            score: row.score,
            optionKeys: row.options.map((o) => o.key),
          },
          score: section.drawScore,
        })),
      );
    }
  } else {
    const rows = await db
      .select({
        sectionId: examPaperQuestions.sectionId,
        score: examPaperQuestions.score,
        id: examQuestions.id,
        type: examQuestions.type,
        bankScore: examQuestions.score,
        options: examQuestions.options,
      })
      .from(examPaperQuestions)
      .innerJoin(
        examQuestions,
        and(eq(examQuestions.id, examPaperQuestions.questionId), eq(examQuestions.tenantId, tenantId)),
      )
      .where(and(eq(examPaperQuestions.tenantId, tenantId), eq(examPaperQuestions.paperId, paperId)))
      .orderBy(asc(examPaperQuestions.sort), asc(examQuestions.id));
    for (const row of rows) {
      const list = picked.get(row.sectionId) ?? [];
      list.push({
        question: {
          id: row.id,
          type: row.type,
          score: row.bankScore,
          optionKeys: row.options.map((o) => o.key),
        },
        score: row.score,
      });
      picked.set(row.sectionId, list);
    }
  }

  const groupIds = [...picked.values()]
    .flat()
    .filter((entry) => entry.question.type === QuestionType.group)
    .map((entry) => entry.question.id);
  const subs = await subQuestionsOf(db, tenantId, groupIds);
  return {
    fixed: paper.kind !== PaperKind.random,
    drawn: {
      shuffle: paper.shuffleOptions,
      sections: sections
        .map((section) => ({
          title: section.title,
          entries: (picked.get(section.id) ?? []).map((entry) => ({
            ...entry,
            subs: subs.get(entry.question.id) ?? [],
          })),
        }))
        .filter((section) => section.entries.length > 0),
    },
  };
}

/** A fixed paper is the same for everyone: kept briefly so a wave of joins reads it once. */
const FIXED_PAPER_CACHE_MS = 60_000;
const fixedPapers = keptInMemory(new Map<string, { drawn: DrawnPaper; until: number }>());
/** The draw under way per paper: joins arriving meanwhile share it when the paper turns out fixed. */
const drawing = keptInMemory(new Map<string, ReturnType<typeof drawPaper>>());
/** Papers known to be random (each join draws its own), so joins do not wait on another's draw. */
const randomPapers = keptInMemory(new Map<string, number>());

async function drawnPaper(db: DbOrTx, tenantId: string, paperId: number): Promise<DrawnPaper | null> {
  const key = `${tenantId}:${paperId}`;
  const cached = fixedPapers.get(key);
  if (cached && cached.until > Date.now()) return cached.drawn;
  const shared = (randomPapers.get(key) ?? 0) > Date.now() ? undefined : drawing.get(key);
  const sharedResult = shared ? await shared.catch(() => null) : null;
  if (sharedResult?.fixed) return sharedResult.drawn;
  const own = drawPaper(db, tenantId, paperId);
  if (!shared && !drawing.has(key)) {
    drawing.set(key, own);
    const done = () => drawing.delete(key);
    own.then(done, done);
  }
  const result = await own;
  if (!result) return null;
  if (result.fixed) {
    if (fixedPapers.size > 1000) fixedPapers.clear();
    fixedPapers.set(key, { drawn: result.drawn, until: Date.now() + FIXED_PAPER_CACHE_MS });
  } else {
    if (randomPapers.size > 1000) randomPapers.clear();
    randomPapers.set(key, Date.now() + FIXED_PAPER_CACHE_MS);
  }
  return result.drawn;
}

/** Forgets what is kept of a paper (the back office changed or deleted it): the next join reads it anew. */
export function forgetPaper(tenantId: string, paperId: number): void {
  const key = `${tenantId}:${paperId}`;
  fixedPapers.delete(key);
  randomPapers.delete(key);
  drawing.delete(key);
}

/** Builds the layout of a new attempt at the given paper (option order shuffled per attempt). */
export async function buildAttemptLayout(
  db: DbOrTx,
  tenantId: string,
  paperId: number,
): Promise<AttemptLayout> {
  const drawn = await drawnPaper(db, tenantId, paperId);
  if (!drawn) return { sections: [] };
  const { shuffle } = drawn;
  return {
    sections: drawn.sections.map((section) => ({
      title: section.title,
      questions: section.entries.map((entry) => layoutOf(entry.question, entry.score, shuffle, entry.subs)),
    })),
  };
}

/** Every question of a layout, groups first and then their sub-questions. */
export function layoutQuestions(layout: AttemptLayout): LayoutQuestion[] {
  const all: LayoutQuestion[] = [];
  for (const section of layout.sections) {
    for (const question of section.questions) {
      all.push(question);
      if (question.subs) all.push(...question.subs);
    }
  }
  return all;
}

/** The questions a learner answers (groups excluded: their sub-questions are answered). */
export function answerableQuestions(layout: AttemptLayout): LayoutQuestion[] {
  return layoutQuestions(layout).filter((question) => !question.subs);
}

/** Total score of a layout. */
export function layoutTotal(layout: AttemptLayout): number {
  return roundPoints(answerableQuestions(layout).reduce((sum, question) => sum + question.score, 0));
}
