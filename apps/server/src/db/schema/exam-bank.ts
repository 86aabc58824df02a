// Exams, part 1: the question bank and papers (fixed, or sections drawn at random from the bank).
import type { QuestionType, TPaperOption } from '@elearning/shared';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { examColumns } from './exam-columns.ts';
import { users } from './users.ts';

const { points, at, tenantId } = examColumns;

/** The right answer of a bank question, by type: option keys, accepted texts per blank, or a reference. */
export type QuestionAnswerKey = { keys: string[] } | { blanks: string[][] } | { reference: string };

/** One question of one attempt's paper: its score and, when shuffled, the option order shown. */
export type LayoutQuestion = { id: number; score: number; optionOrder?: string[]; subs?: LayoutQuestion[] };
/** The paper one attempt answers: fixed at join time (random draws and shuffles included). */
export type AttemptLayout = { sections: { title: string; questions: LayoutQuestion[] }[] };

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    ownerId: integer('owner_id').references(() => users.id),
    /** Sub-questions point at their question group. */
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    type: text('type').$type<QuestionType>().notNull(),
    /** Sanitised HTML (may hold images). */
    stem: text('stem').notNull(),
    options: jsonb('options').$type<TPaperOption[]>().notNull().default([]),
    answer: jsonb('answer').$type<QuestionAnswerKey>(),
    analysis: text('analysis').notNull().default(''),
    score: points('score').notNull().default(0),
    category: text('category').notNull().default(''),
    /** The bank category (exam_categories, kind 0); `category` keeps its name for the learner's pages. */
    categoryId: integer('category_id'),
    difficulty: integer('difficulty').notNull().default(2),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Deleted from the bank: no longer listed or drawn, still shown in the attempts that hold it. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('exam_questions_bank_idx').on(t.tenantId, t.type, t.category),
    index('exam_questions_parent_idx').on(t.tenantId, t.parentId),
  ],
);

export const examPapers = pgTable('exam_papers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantId(),
  ownerId: integer('owner_id').references(() => users.id),
  name: text('name').notNull(),
  /** 'fixed' | 'random' */
  kind: text('kind').notNull().default('fixed'),
  /** Options appear in a different order for each attempt. */
  shuffleOptions: boolean('shuffle_options').notNull().default(false),
  totalScore: points('total_score').notNull().default(0),
  categoryId: integer('category_id'),
  remark: text('remark').notNull().default(''),
  /** The paper shows each question's score to the learner (1) or not (0). */
  showScore: boolean('show_score').notNull().default(true),
  expiresAt: at('expires_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at'),
});

/** A section of a paper; on a random paper it also says what to draw from the bank. */
export const examPaperSections = pgTable(
  'exam_paper_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    drawType: text('draw_type').$type<QuestionType>(),
    drawCategory: text('draw_category'),
    /** Draw only from these bank categories (empty: any). */
    drawCategoryIds: jsonb('draw_category_ids').$type<number[]>().notNull().default([]),
    /** Draw only questions of this difficulty (null: any). */
    drawDifficulty: integer('draw_difficulty'),
    drawCount: integer('draw_count').notNull().default(0),
    /** Score of each drawn question; the bank's score when null. */
    drawScore: points('draw_score'),
  },
  (t) => [index('exam_paper_sections_paper_idx').on(t.tenantId, t.paperId)],
);

/** The questions of a fixed paper, per section. */
export const examPaperQuestions = pgTable(
  'exam_paper_questions',
  {
    tenantId: tenantId(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => examPaperSections.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id),
    sort: integer('sort').notNull().default(0),
    /** Score on this paper; the bank's score when null. */
    score: points('score'),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })],
);
