// Request schemas of the exam back office, part 1: categories, the question bank and papers. Field names
// are the original back office's (`content`, `isCorrect`, `randomSettings`, `manualSettings`, …).
import { z } from 'zod';
import { QuestionDifficulty, QuestionType } from './enums.ts';
import {
  blank,
  numeric,
  withPageAliases,
  zAdminId,
  zAdminPaging,
  zIdList,
  zOptionalId,
  zPoints,
  zSearch,
} from './schema-helpers-admin.ts';

/** Category kinds: 0 questions, 1 papers, 2 exams. */
export const ExamCategoryKind = { question: 0, paper: 1, exam: 2 } as const;
export type ExamCategoryKind = (typeof ExamCategoryKind)[keyof typeof ExamCategoryKind];
const zKind = z.preprocess(numeric, z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0));

export const ZExamCategoryQuerySchema = z.object({
  type: zKind,
  parentId: z.preprocess(numeric, z.number().int().min(0).optional()),
  name: zSearch,
});
export type TExamCategoryQuery = z.infer<typeof ZExamCategoryQuerySchema>;

export const ZExamCategorySchema = z.object({
  id: zOptionalId,
  type: zKind,
  parentId: z.preprocess(numeric, z.number().int().min(0).default(0)),
  name: z.string().trim().min(1, 'validation.required').max(32),
  sort: z.preprocess(numeric, z.number().int().min(0).max(100_000).default(0)),
});
export type TExamCategory = z.infer<typeof ZExamCategorySchema>;

export const ZExamCategoryAbleSchema = z.object({
  id: zAdminId,
  /** 0 enabled, 1 disabled (the original `status`). */
  status: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)])),
});
export const ZIdQuerySchema = z.object({ id: zAdminId });
export type TIdQuery = z.infer<typeof ZIdQuerySchema>;
export const ZIdsSchema = z.object({ ids: zIdList.pipe(z.array(z.number()).min(1)) });

const zDifficulty = z.preprocess(numeric, z.enum(QuestionDifficulty).optional());
const zQuestionType = z.enum(QuestionType);

/** One option: a choice (`isCorrect` 1 marks a right one), or for a blank one blank's answers split by `|`. */
const ZQuestionOptionSchema = z.object({
  content: z.preprocess(blank, z.string().max(2000).default('')),
  isCorrect: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)]).default(0)),
  /** An image of ours (uploaded through the file module). */
  url: z.preprocess(blank, z.string().max(500).optional()),
  sort: z.preprocess(numeric, z.number().int().min(0).optional()),
});

const questionFields = {
  type: zQuestionType,
  score: zPoints,
  difficulty: zDifficulty,
  /** Stem as HTML (the original client sends it HTML-escaped; both are accepted); sanitised on the server. */
  content: z.string().trim().min(1, 'validation.required').max(20_000),
  analysis: z.preprocess(blank, z.string().max(2000).default('')),
  options: z.array(ZQuestionOptionSchema).max(20).default([]),
  /** Reference answer of a short-answer question. */
  answer: z.preprocess(blank, z.string().max(5000).optional()),
};

export const ZSubQuestionSchema = z.object({
  ...questionFields,
  type: zQuestionType.exclude(['group']),
});
export type TSubQuestion = z.infer<typeof ZSubQuestionSchema>;

export const ZQuestionSchema = z.object({
  id: zOptionalId,
  ...questionFields,
  categoryId: zOptionalId,
  subQuestions: z.array(ZSubQuestionSchema).max(20).default([]),
});
export type TQuestionInput = z.infer<typeof ZQuestionSchema>;

export const ZQuestionListQuerySchema = z.preprocess(
  withPageAliases,
  z.object({
    ...zAdminPaging,
    type: z.preprocess(blank, zQuestionType.optional()),
    categoryId: zOptionalId,
    difficulty: zDifficulty,
    search: zSearch,
  }),
);
export type TQuestionListQuery = z.infer<typeof ZQuestionListQuerySchema>;

/** One draw rule of a random paper. */
export const ZRandomSettingSchema = z.object({
  type: zQuestionType.exclude(['group']),
  title: z.preprocess(blank, z.string().trim().max(50).optional()),
  categoryIds: z.preprocess(blank, z.array(zAdminId).max(50).default([])),
  difficulty: zDifficulty,
  questionNum: z.preprocess(numeric, z.number().int().min(1).max(500)),
  score: zPoints,
});
export type TRandomSetting = z.infer<typeof ZRandomSettingSchema>;

/** One question of a fixed paper; `parentSort` is the section it sits in (1, 2, …). */
export const ZManualSettingSchema = z.object({
  parentSort: z.preprocess(numeric, z.number().int().min(1).max(50)),
  title: z.preprocess(blank, z.string().trim().max(50).optional()),
  questionId: zAdminId,
  score: zPoints.optional(),
  sort: z.preprocess(numeric, z.number().int().min(0).optional()),
});
export type TManualSetting = z.infer<typeof ZManualSettingSchema>;

export const ZPaperSchema = z
  .object({
    id: zOptionalId,
    name: z.string().trim().min(1, 'validation.required').max(50),
    /** 'random' or 'manual' (a fixed paper). */
    type: z.enum(['random', 'manual']),
    categoryId: zOptionalId,
    remark: z.preprocess(blank, z.string().max(200).default('')),
    isShowScore: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)]).default(1)),
    shuffleOptions: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)]).default(0)),
    expiredTime: z.preprocess(blank, z.string().max(30).optional()),
    randomSettings: z.array(ZRandomSettingSchema).max(50).default([]),
    manualSettings: z.array(ZManualSettingSchema).max(500).default([]),
  })
  .superRefine((paper, context) => {
    const rules = paper.type === 'random' ? paper.randomSettings : paper.manualSettings;
    const field = paper.type === 'random' ? 'randomSettings' : 'manualSettings';
    if (rules.length === 0)
      context.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
  });
export type TPaperInput = z.infer<typeof ZPaperSchema>;

export const ZPaperListQuerySchema = z.preprocess(
  withPageAliases,
  z.object({
    ...zAdminPaging,
    search: zSearch,
    type: z.preprocess(blank, z.enum(['random', 'manual']).optional()),
    categoryId: zOptionalId,
    creatorId: zOptionalId,
  }),
);
export type TPaperListQuery = z.infer<typeof ZPaperListQuerySchema>;

/** Previews name the paper `paperId` (or `id`). */
export const ZPaperPreviewQuerySchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    return { paperId: input.paperId ?? input.id };
  },
  z.object({ paperId: zAdminId }),
);

/** t4 import: the question type by its code or its Chinese name. */
const TYPE_LABELS: Record<string, string> = {
  单选题: QuestionType.single,
  多选题: QuestionType.multiple,
  不定项选择题: QuestionType.indefinite,
  不定项: QuestionType.indefinite,
  判断题: QuestionType.judgment,
  填空题: QuestionType.blank,
  简答题: QuestionType.shortAnswer,
};
const DIFFICULTY_LABELS: Record<string, number> = { 易: 1, 简单: 1, 中: 2, 中等: 2, 难: 3, 困难: 3 };
const zOptionCell = z.preprocess(blank, z.string().trim().max(1000).optional());

/** One row of the t4 question import (groups are made in the editor, not imported). */
export const ZQuestionImportRowSchema = z.object({
  type: z.preprocess(
    (value) => (typeof value === 'string' ? (TYPE_LABELS[value.trim()] ?? value.trim()) : value),
    z.enum(QuestionType).exclude(['group']),
  ),
  content: z.string().trim().min(1, 'validation.required').max(5000),
  optionA: zOptionCell,
  optionB: zOptionCell,
  optionC: zOptionCell,
  optionD: zOptionCell,
  optionE: zOptionCell,
  optionF: zOptionCell,
  /** Choices: the right letters ("AC"); judgment: 正确/错误; blanks: one per `;`, alternatives by `|`. */
  answer: z.string().trim().min(1, 'validation.required').max(2000),
  score: zPoints,
  difficulty: z.preprocess(
    (value) =>
      typeof value === 'string' ? (DIFFICULTY_LABELS[value.trim()] ?? numeric(value)) : blank(value),
    z.enum(QuestionDifficulty).default(QuestionDifficulty.medium),
  ),
  category: z.preprocess(blank, z.string().trim().max(32).optional()),
  analysis: z.preprocess(blank, z.string().max(2000).optional()),
});
export type TQuestionImportRow = z.infer<typeof ZQuestionImportRowSchema>;
