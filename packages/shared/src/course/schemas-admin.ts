// Request schemas of course authoring in the back office (issue 20 item 6). The original back office's
// parameter names are accepted beside ours: a category is a `catalogId`, the lecturer a `teacherId`, the
// cover a `url`, credit hours a `period` and points a `credit`.
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam } from '../common/validation.ts';
import { COURSE_RULES } from './constants.ts';
import { ChapterType, ShelfState } from './enums.ts';
import { aliasKeys, blankToUndefined, courseAlias, textToNumber, zRowId } from './schema-helpers.ts';

export const COURSE_ADMIN_RULES = {
  categoryNameMax: 32,
  categoryDepthMax: 5,
  courseNameMax: 60,
  courseNoMax: 32,
  introductionMax: 20_000,
  chapterNameMax: 60,
  chaptersMax: 100,
  chapterContentMax: 50_000,
  targetsMax: 500,
  idsMax: 200,
} as const;

const R = COURSE_ADMIN_RULES;
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().min(1).max(max));
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Ids sent as an array, one number or a comma list ('1,2,3'). */
function splitIds(value: unknown): unknown {
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
  if (typeof value === 'number') return [value];
  return value;
}
const zIds = z.preprocess(splitIds, z.array(zRowId).min(1).max(R.idsMax));
const zOptionalId = z.preprocess(blankToUndefined, zRowId.optional());

// ---- categories ----------------------------------------------------------------------------------------

/** `getCatalog` without a course: the category tree; `status` 1 shows enabled ones only. */
export const ZCategoryListSchema = z.object({
  status: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).optional()),
});
export type TCategoryList = z.infer<typeof ZCategoryListSchema>;

const categoryFields = {
  name: text(R.categoryNameMax),
  parentId: z.preprocess((v) => (v === 0 || v === '0' ? undefined : blankToUndefined(v)), zRowId.optional()),
  /** Org units the category is visible to (and their sub-units); empty = the whole tenant. */
  orgIds: z.preprocess(splitIds, z.array(zRowId).max(R.targetsMax).default([])),
};

export const ZCategoryAddSchema = z.object(categoryFields);
export type TCategoryAdd = z.infer<typeof ZCategoryAddSchema>;

export const ZCategoryEditSchema = z.object({ id: zRowId, ...categoryFields });
export type TCategoryEdit = z.infer<typeof ZCategoryEditSchema>;

export const ZCategoryRefSchema = z.object({ id: zRowId });
export type TCategoryRef = z.infer<typeof ZCategoryRefSchema>;

export const ZCategoryStatusSchema = z.object({
  id: zRowId,
  status: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)])),
});
export type TCategoryStatus = z.infer<typeof ZCategoryStatusSchema>;

/** Siblings in their new order (all children of one parent). */
export const ZCategorySortSchema = z.preprocess(aliasKeys({ list: 'ids' }), z.object({ ids: zIds }));
export type TCategorySort = z.infer<typeof ZCategorySortSchema>;

// ---- courses -----------------------------------------------------------------------------------------

export const TargetKind = { user: 'user', org: 'org', position: 'position', group: 'group' } as const;
export type TargetKind = (typeof TargetKind)[keyof typeof TargetKind];
const zTarget = z.object({ type: z.enum(TargetKind), id: zRowId });
export type TTarget = z.infer<typeof zTarget>;

const chapterTypes = Object.values(ChapterType) as [ChapterType, ...ChapterType[]];

/** One chapter as the editor sends it; which fields a type needs is checked below. */
export const ZChapterInputSchema = z
  .object({
    id: zOptionalId,
    name: text(R.chapterNameMax),
    type: z.preprocess(textToNumber, z.union(chapterTypes.map((type) => z.literal(type)))),
    content: optionalText(R.chapterContentMax),
    fileId: optionalText(64),
    fileName: optionalText(200),
    videoId: optionalText(64),
    linkUrl: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/ })
        .max(500)
        .optional(),
    ),
  })
  .superRefine((chapter, ctx) => {
    const need = (field: 'content' | 'fileId' | 'videoId' | 'linkUrl') => {
      if (!chapter[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    };
    if (chapter.type === ChapterType.video) need('videoId');
    else if (chapter.type === ChapterType.courseware || chapter.type === ChapterType.material) need('fileId');
    else if (chapter.type === ChapterType.homework) need('linkUrl');
    else need('content');
  });
export type TChapterInput = z.infer<typeof ZChapterInputSchema>;

/** Publish now (1) or keep as a draft (2), as the original editor's two buttons send it. */
export const CourseSaveMode = { publish: 1, draft: 2 } as const;
export type CourseSaveMode = (typeof CourseSaveMode)[keyof typeof CourseSaveMode];

const courseAliases = aliasKeys({
  catalogId: 'categoryId',
  teacherId: 'lecturerId',
  url: 'coverUrl',
  period: 'creditHours',
  credit: 'points',
  contents: 'chapters',
});

const courseFields = {
  name: text(R.courseNameMax),
  courseNo: optionalText(R.courseNoMax),
  categoryId: zRowId,
  lecturerId: zOptionalId,
  knowledgeSystemId: zOptionalId,
  coverUrl: optionalText(500),
  introduction: optionalText(R.introductionMax),
  creditHours: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(9999)
      .default(0)
      .transform((hours) => Math.round(hours * 10) / 10),
  ),
  points: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  /** Visibility: 'all' the whole tenant, 'limited' the audiences only (and those it is assigned to). */
  audience: z.enum(['all', 'limited']).default('all'),
  audiences: z.array(zTarget).max(R.targetsMax).default([]),
  status: z.preprocess(
    textToNumber,
    z
      .union([z.literal(CourseSaveMode.publish), z.literal(CourseSaveMode.draft)])
      .default(CourseSaveMode.draft),
  ),
  chapters: z.array(ZChapterInputSchema).max(R.chaptersMax).default([]),
};

export const ZCourseAddSchema = z.preprocess(courseAliases, z.object(courseFields));
export type TCourseAdd = z.infer<typeof ZCourseAddSchema>;

export const ZCourseEditSchema = z.preprocess(
  (value) => courseAlias(courseAliases(value)),
  z.object({ courseId: zRowId, ...courseFields }),
);
export type TCourseEdit = z.infer<typeof ZCourseEditSchema>;

export const ZAdminCourseListSchema = z.preprocess(
  aliasKeys({ catalogId: 'categoryId', courseName: 'name', teacherId: 'lecturerId' }),
  ZPageQuerySchema.extend({
    name: optionalText(COURSE_RULES.keywordMax),
    categoryId: zOptionalId,
    lecturerId: zOptionalId,
    /** 1 published, 2 draft (the original's status). */
    status: z.preprocess(textToNumber, z.union([z.literal(1), z.literal(2)]).optional()),
  }),
);
export type TAdminCourseList = z.infer<typeof ZAdminCourseListSchema>;

export const ZRepeatCourseNoSchema = z.object({ courseNo: text(R.courseNoMax), courseId: zOptionalId });
export type TRepeatCourseNo = z.infer<typeof ZRepeatCourseNoSchema>;

export const ZChapterSortSchema = z.preprocess(courseAlias, z.object({ courseId: zRowId, ids: zIds }));
export type TChapterSort = z.infer<typeof ZChapterSortSchema>;

/** `putawayOperate`: the lecturer tab sends courseId + status, the back office courseIds + choice. */
export const ZShelfBatchSchema = z.preprocess(
  aliasKeys({ courseId: 'courseIds', id: 'courseIds', choice: 'status' }),
  z.object({
    courseIds: zIds,
    status: z.preprocess(textToNumber, z.union([z.literal(ShelfState.off), z.literal(ShelfState.on)])),
  }),
);
export type TShelfBatch = z.infer<typeof ZShelfBatchSchema>;

export const ZLecturerOptionsAdminSchema = ZPageQuerySchema.extend({
  likeQuery: optionalText(COURSE_RULES.keywordMax),
});
export type TLecturerOptionsAdmin = z.infer<typeof ZLecturerOptionsAdminSchema>;

// ---- assignment and reports ------------------------------------------------------------------------------

/** A deadline as epoch milliseconds or an ISO date-time. */
const zDeadline = z.preprocess((value) => {
  const given = textToNumber(blankToUndefined(value));
  if (given === undefined) return undefined;
  const date = new Date(typeof given === 'number' || typeof given === 'string' ? given : Number.NaN);
  return Number.isNaN(date.getTime()) ? given : date;
}, z.date().optional());

export const ZAssignSchema = z.preprocess(
  courseAlias,
  z.object({ courseId: zRowId, targets: z.array(zTarget).min(1).max(R.targetsMax), deadline: zDeadline }),
);
export type TAssign = z.infer<typeof ZAssignSchema>;

export const ZUnassignSchema = z.preprocess(courseAlias, z.object({ courseId: zRowId, ids: zIds }));
export type TUnassign = z.infer<typeof ZUnassignSchema>;

export const ZAssignmentListSchema = z.preprocess(courseAlias, ZPageQuerySchema.extend({ courseId: zRowId }));
export type TAssignmentList = z.infer<typeof ZAssignmentListSchema>;

export const ZCourseReportListSchema = z.preprocess(
  aliasKeys({ courseName: 'name' }),
  ZPageQuerySchema.extend({
    name: optionalText(COURSE_RULES.keywordMax),
    categoryId: zOptionalId,
    pageSize: zIntParam({ min: 1, max: 100, fallback: 10, invalid: 'validation.pageSize.invalid' }),
  }),
);
export type TCourseReportList = z.infer<typeof ZCourseReportListSchema>;

// ---- t6 import ---------------------------------------------------------------------------------------

/** t6: one course, filed under an existing category by name; it arrives as a draft without chapters. */
export const ZCourseImportRowSchema = z.object({
  name: text(R.courseNameMax),
  courseNo: optionalText(R.courseNoMax),
  categoryName: text(R.categoryNameMax),
  lecturerAccount: optionalText(64),
  creditHours: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(9999).default(0)),
  points: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  introduction: optionalText(2000),
});
export type TCourseImportRow = z.infer<typeof ZCourseImportRowSchema>;
