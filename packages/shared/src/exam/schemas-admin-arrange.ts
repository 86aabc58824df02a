// Request schemas of the exam back office, part 2: exam arrangements (basis + batches of examinees), manual
// marking by examinee and by question, grades (publishing, offline grades) and the exam report. The
// arrangement keeps the original client's shape: `{ examArrangeBasis, examineeBatchList }`.
import { z } from 'zod';
import { ExamAnswerMode, ExamAnswerVisibility } from './enums.ts';
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

const zFlag = (fallback: 0 | 1) =>
  z.preprocess(
    (value) => (typeof value === 'boolean' ? Number(value) : numeric(value)),
    z.union([z.literal(0), z.literal(1)]).default(fallback),
  );

/** A time: epoch ms, or 'YYYY-MM-DD HH:mm:ss' text. */
const zTime = z.preprocess((value) => {
  const given = blank(value);
  if (typeof given === 'number') return given;
  if (typeof given !== 'string') return given;
  if (/^\d+$/.test(given.trim())) return Number(given);
  return Date.parse(given.trim().replace(' ', 'T'));
}, z.number().finite().min(0));

export const ZExamArrangeBasisSchema = z.object({
  id: zOptionalId,
  examName: z.string().trim().min(1, 'validation.required').max(32, 'validation.examNameTooLong'),
  categoryId: zOptionalId,
  /** The paper (the original field name). */
  testPaper: zAdminId,
  /** Reviewers' user ids. */
  reviewer: zIdList.default([]),
  certificateId: zOptionalId,
  /** 'general' online, 'offline' in an exam room. */
  examPattern: z.preprocess(blank, z.enum(['general', 'offline']).default('general')),
  /** 0 publish, 1 save as a draft. */
  type: zFlag(0),
  answerMode: z.preprocess(numeric, z.enum(ExamAnswerMode).default(ExamAnswerMode.wholePaper)),
  /** Time limit in minutes; 0 = until the batch ends. */
  reckonTimeValue: z.preprocess(numeric, z.number().int().min(0).max(1440).default(0)),
  questionTimeLimit: z.preprocess(numeric, z.number().int().min(0).max(3600).default(0)),
  /** Attempts allowed. */
  joinNumValue: z.preprocess(numeric, z.number().int().min(1).max(99).default(1)),
  closedBook: zFlag(0),
  earliestSubmit: z.preprocess(numeric, z.number().int().min(0).max(1440).default(0)),
  /** The learner sees their score. */
  openResults: zFlag(1),
  answerVisibility: z.preprocess(
    blank,
    z.enum(ExamAnswerVisibility).default(ExamAnswerVisibility.afterSubmit),
  ),
  passScore: zPoints.default(60),
  /** 'auto' grades reach the learner once scored; 'manual' once published. */
  publishType: z.preprocess(blank, z.enum(['auto', 'manual']).default('auto')),
  roomName: z.preprocess(blank, z.string().trim().max(50).default('')),
  roomAddr: z.preprocess(blank, z.string().trim().max(100).default('')),
  description: z.preprocess(blank, z.string().max(5000).default('')),
});
export type TExamArrangeBasis = z.infer<typeof ZExamArrangeBasisSchema>;

/** One batch: its window and whom it names (users, org units and everyone below, positions, user groups). */
export const ZExamineeBatchSchema = z
  .object({
    examTime: z.tuple([zTime, zTime]),
    examineeIds: zIdList.default([]),
    orgIds: zIdList.default([]),
    positionIds: zIdList.default([]),
    groupIds: zIdList.default([]),
  })
  .superRefine((batch, context) => {
    if (batch.examTime[1] <= batch.examTime[0])
      context.addIssue({ code: 'custom', message: 'exam.admin.batchWindow', path: ['examTime'] });
  });
export type TExamineeBatch = z.infer<typeof ZExamineeBatchSchema>;

export const ZExamArrangeSchema = z.object({
  examArrangeBasis: ZExamArrangeBasisSchema,
  examineeBatchList: z.array(ZExamineeBatchSchema).min(1).max(10),
});
export type TExamArrangeInput = z.infer<typeof ZExamArrangeSchema>;

export const ZArrangeListQuerySchema = z.preprocess(
  withPageAliases,
  z.object({
    ...zAdminPaging,
    search: zSearch,
    /** 0 published, 1 drafts. */
    status: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)]).optional()),
    examPattern: z.preprocess(blank, z.enum(['general', 'offline']).optional()),
    categoryId: zOptionalId,
    creatorId: zOptionalId,
  }),
);
export type TArrangeListQuery = z.infer<typeof ZArrangeListQuerySchema>;

/** Calls naming one exam as `examId` (or `id`). */
export const ZExamRefSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    return { ...input, examId: input.examId ?? input.id };
  },
  z.object({ examId: zAdminId }),
);

export const ZExamPageQuerySchema = z.preprocess(
  withPageAliases,
  z.preprocess(
    (value) => {
      if (!value || typeof value !== 'object') return value;
      const input = value as Record<string, unknown>;
      return { ...input, examId: input.examId ?? input.id };
    },
    z.object({
      ...zAdminPaging,
      examId: zAdminId,
      search: zSearch,
      /** 'pending' or 'done' (marking lists). */
      markingState: z.preprocess(blank, z.enum(['pending', 'done']).optional()),
    }),
  ),
);
export type TExamPageQuery = z.infer<typeof ZExamPageQuerySchema>;

export const ZMarkExamListSchema = z.preprocess(
  withPageAliases,
  z.object({ ...zAdminPaging, search: zSearch, examName: zSearch }),
);
export type TMarkExamList = z.infer<typeof ZMarkExamListSchema>;

const zMark = z.object({
  score: zPoints,
  comment: z.preprocess(blank, z.string().trim().max(500).optional()),
});

/** Marks of one examinee's short answers. */
export const ZMarkByExamineeSchema = z.object({
  attemptId: zAdminId,
  scores: z
    .array(zMark.extend({ questionId: zAdminId }))
    .min(1)
    .max(500),
});
export type TMarkByExaminee = z.infer<typeof ZMarkByExamineeSchema>;

export const ZMarkQuestionAnswersSchema = z.preprocess(
  withPageAliases,
  z.object({ ...zAdminPaging, examId: zAdminId, questionId: zAdminId }),
);
export type TMarkQuestionAnswers = z.infer<typeof ZMarkQuestionAnswersSchema>;

/** Marks of one question across examinees. */
export const ZMarkByQuestionSchema = z.object({
  examId: zAdminId,
  questionId: zAdminId,
  list: z
    .array(zMark.extend({ attemptId: zAdminId }))
    .min(1)
    .max(200),
});
export type TMarkByQuestion = z.infer<typeof ZMarkByQuestionSchema>;

export const ZGradePublishSchema = z.object({ examId: zAdminId, ids: zIdList.default([]) });
export type TGradePublish = z.infer<typeof ZGradePublishSchema>;

export const ZGradeListQuerySchema = z.preprocess(
  withPageAliases,
  z.object({ ...zAdminPaging, search: zSearch, examName: zSearch }),
);
export type TGradeListQuery = z.infer<typeof ZGradeListQuerySchema>;

/** One offline grade (typed in, or one row of an import); the examinee by user id or by phone. */
export const ZOfflineGradeSchema = z
  .object({
    examId: zAdminId,
    userId: zOptionalId,
    phone: z.preprocess(blank, z.string().trim().max(20).optional()),
    score: zPoints,
    remark: z.preprocess(blank, z.string().trim().max(200).default('')),
  })
  .superRefine((grade, context) => {
    if (grade.userId === undefined && grade.phone === undefined)
      context.addIssue({ code: 'custom', message: 'validation.required', path: ['userId'] });
  });
export type TOfflineGrade = z.infer<typeof ZOfflineGradeSchema>;

/** An import of offline grades as rows (the .xlsx upload is read into the same rows). */
export const ZOfflineGradeImportSchema = z.object({
  examId: zAdminId,
  rows: z
    .array(
      z.object({
        phone: z.string().trim().min(1).max(20),
        score: zPoints,
        remark: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export type TOfflineGradeImport = z.infer<typeof ZOfflineGradeImportSchema>;
