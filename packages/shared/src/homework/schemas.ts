// Request schemas of the homework domain, with the original client's parameter names (`sourse`, `jobId`,
// `stuId`, `studyPlanId`). Messages are catalogue keys.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText } from '../common/validation.ts';
import { aliasKeys, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { HOMEWORK_RULES as R } from './constants.ts';
import { HomeworkFileCategory, HomeworkSource, HomeworkState, HomeworkVerdict } from './enums.ts';

/** A homework card list; the path names the source, `sourse` (the original's spelling) overrides it. */
export const ZHomeworkListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', source: 'sourse' }),
  z.object({
    pageNo: ZPageQuerySchema.shape.pageNo,
    pageSize: z.preprocess(textToNumber, z.number().int().min(1).max(100).default(20)),
    sourse: z.enum(HomeworkSource).optional(),
  }),
);
export type THomeworkList = z.infer<typeof ZHomeworkListSchema>;

/** A card's detail: `id` is the card's bizId (course, training or plan id). */
export const ZHomeworkDetailSchema = z.preprocess(
  aliasKeys({ bizId: 'id', trainId: 'id', studyPlanId: 'id', courseId: 'id' }),
  z.object({ id: zRowId }),
);
export type THomeworkDetailQuery = z.infer<typeof ZHomeworkDetailSchema>;

export const ZHomeworkSourceSchema = z.object({
  trainId: zRowId.optional(),
  studyPlanId: zRowId.optional(),
  courseId: zRowId.optional(),
  id: zRowId.optional(),
  userId: zRowId.optional(),
});
export type THomeworkSource = z.infer<typeof ZHomeworkSourceSchema>;

export const ZHomeworkCourseSchema = z.preprocess(
  aliasKeys({ id: 'courseId' }),
  z.object({ courseId: zRowId, stuId: zRowId.optional(), userId: zRowId.optional() }),
);
export type THomeworkCourse = z.infer<typeof ZHomeworkCourseSchema>;

export const ZHomeworkJobRefSchema = z.preprocess(aliasKeys({ id: 'jobId' }), z.object({ jobId: zRowId }));
export type THomeworkJobRef = z.infer<typeof ZHomeworkJobRefSchema>;

const fileName = z.string().trim().min(1, { error: 'homework.fileRequired' }).max(255);
export const ZHomeworkFileSchema = z.object({
  fileName,
  filePath: z.string().trim().min(1, { error: 'homework.fileRequired' }).max(1000),
  fileSize: z.preprocess(textToNumber, z.number().int().min(0)),
});
export type THomeworkFile = z.infer<typeof ZHomeworkFileSchema>;

/** Submit or resubmit: text, files or both. */
export const ZHomeworkSubmitSchema = z.preprocess(
  aliasKeys({ id: 'jobId' }),
  z.object({
    jobId: zRowId,
    content: zOptionalText({ max: R.contentMax, tooLong: 'homework.contentTooLong' }),
    files: z.array(ZHomeworkFileSchema).max(R.filesMax, { error: 'homework.tooManyFiles' }).default([]),
  }),
);
export type THomeworkSubmit = z.infer<typeof ZHomeworkSubmitSchema>;

/** The original's one-file call: a learner's file (`user`) or the lecturer's review file (`teacher`). */
export const ZHomeworkLinkedFileSchema = z.object({
  jobId: zRowId,
  fileCategory: z.enum([HomeworkFileCategory.user, HomeworkFileCategory.teacher]).default('user'),
  fileName,
  filePath: z.string().trim().min(1).max(1000),
  fileSize: z.preprocess(textToNumber, z.number().int().min(0)),
  userId: zRowId.optional(),
  courseId: zRowId.optional(),
});
export type THomeworkLinkedFile = z.infer<typeof ZHomeworkLinkedFileSchema>;

export const ZHomeworkReviewListSchema = z.object({
  pageNo: ZPageQuerySchema.shape.pageNo,
  pageSize: ZPageQuerySchema.shape.pageSize,
  state: z.preprocess(textToNumber, z.enum(HomeworkState).optional()),
});
export type THomeworkReviewList = z.infer<typeof ZHomeworkReviewListSchema>;

export const ZHomeworkReviewSchema = z
  .object({
    submissionId: zRowId,
    verdict: z.enum(HomeworkVerdict, { error: 'homework.verdictInvalid' }),
    score: z.preprocess(
      textToNumber,
      z.number({ error: 'homework.scoreInvalid' }).int().min(0).max(R.fullScore).optional(),
    ),
    comment: zOptionalText({ max: R.commentMax, tooLong: 'homework.commentTooLong' }),
  })
  .refine((review) => review.verdict !== HomeworkVerdict.grade || review.score !== undefined, {
    path: ['score'],
    message: 'homework.scoreInvalid',
  });
export type THomeworkReview = z.infer<typeof ZHomeworkReviewSchema>;

const zTarget = z.object({
  targetType: z.enum(['all', 'user', 'org', 'position']),
  targetId: z.number().int().min(0),
});

/** An assignment as the back office (or the course / training authoring) writes it. */
export const ZHomeworkSaveSchema = z.object({
  id: zRowId.optional(),
  source: z.enum(HomeworkSource),
  bizId: zRowId,
  bizName: z.string().trim().min(1).max(R.titleMax),
  bizPicUrl: z.string().max(1000).default(''),
  trainWay: z.number().int().min(0).max(4).default(0),
  courseId: zRowId.optional(),
  chapterId: zRowId.optional(),
  title: z
    .string({ error: 'homework.titleRequired' })
    .trim()
    .min(1, { error: 'homework.titleRequired' })
    .max(R.titleMax),
  instructions: z.string().max(R.instructionsMax).default(''),
  attachments: z.array(ZHomeworkFileSchema).max(R.filesMax).default([]),
  dueTime: z.preprocess(textToNumber, z.number().int().positive().optional()),
  allowedTypes: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9]{1,8}$/),
    )
    .max(30)
    .default([]),
  maxSizeMb: z.number().int().min(1).max(50).default(R.defaultMaxSizeMb),
  passScore: z.number().int().min(0).max(R.fullScore).default(R.passScoreDefault),
  lecturerId: zRowId.optional(),
  targets: z.array(zTarget).min(1).max(500),
});
export type THomeworkSave = z.infer<typeof ZHomeworkSaveSchema>;
/** What a client sends to save an assignment (defaults left out). */
export type THomeworkSaveInput = z.input<typeof ZHomeworkSaveSchema>;

export const ZHomeworkAdminListSchema = z.object({
  pageNo: ZPageQuerySchema.shape.pageNo,
  pageSize: ZPageQuerySchema.shape.pageSize,
  source: z.enum(HomeworkSource).optional(),
  /** The picker of the course and training editors: the assignments of one course / training / plan. */
  bizId: zRowId.optional(),
  chapterId: zRowId.optional(),
  /** The training editor's homework picker: part of the assignment's title or of its source's name. */
  keyword: zOptionalText({ max: R.keywordMax, tooLong: 'validation.searchTooLong' }),
});
export type THomeworkAdminList = z.infer<typeof ZHomeworkAdminListSchema>;

/** `ids` as an array or a comma list. */
export const ZHomeworkIdsSchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean).map(textToNumber) : value),
    z.array(zRowId).min(1).max(100),
  ),
});
