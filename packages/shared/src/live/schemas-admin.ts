// Request schemas of the live domain's back-office pages beyond the plan editor: the category tree (source
// live) with add, edit, enable/disable, sort and delete; the audience statistics (per person and their
// viewings); the sign-up information of a live (getChannelAuthInfo); the users of an org unit; taking
// lives out of a knowledge system.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';

const CATEGORY_NAME_MAX = 32;
/** Only live categories live here; another source's tree is not this module's. */
const zSource = z.preprocess(
  blankToUndefined,
  z.literal('live', { error: 'live.validation.categorySource' }).optional(),
);
const zIdList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(zRowId).max(500),
);
const zParentId = z.preprocess(
  (value) => (value === '' || value === '0' || value === 0 || value === null ? undefined : value),
  zRowId.optional(),
);

export const ZLiveCategoryTreeQuerySchema = z.object({
  source: zSource,
  name: zOptionalText({ max: CATEGORY_NAME_MAX, tooLong: 'live.validation.categoryName' }),
  status: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).optional()),
  creatorId: z.preprocess(blankToUndefined, zRowId.optional()),
});
export type TLiveCategoryTreeQuery = z.infer<typeof ZLiveCategoryTreeQuerySchema>;

export const ZLiveCategorySchema = z.object({
  source: zSource,
  name: zRequiredText({
    required: 'live.validation.categoryName',
    max: CATEGORY_NAME_MAX,
    tooLong: 'live.validation.categoryName',
  }),
  parentId: zParentId,
  /** The org units that may use the category (the original sends a comma-separated string). */
  orgIds: zIdList.default([]),
});
export type TLiveCategory = z.infer<typeof ZLiveCategorySchema>;

export const ZLiveCategoryEditSchema = ZLiveCategorySchema.extend({ id: zRowId });
export type TLiveCategoryEdit = z.infer<typeof ZLiveCategoryEditSchema>;

export const ZLiveCategoryIdSchema = z.object({ id: zRowId });

export const ZLiveCategoryStatusSchema = z.object({
  id: zRowId,
  status: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'live.validation.isUsed' }),
  ),
});

/** `updateCategorySort`: the whole tree as the page sorted it (each node's id and sort, children nested). */
export type TLiveCategorySortNode = { id: number; sort: number; children?: TLiveCategorySortNode[] };
const zSortNode: z.ZodType<TLiveCategorySortNode> = z.lazy(() =>
  z.object({
    id: zRowId,
    sort: z.preprocess(textToNumber, z.number().int().min(0).max(100_000)),
    children: z.array(zSortNode).max(500).optional(),
  }),
);
export const ZLiveCategorySortSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { nodes: value } : value),
  z.object({ nodes: z.array(zSortNode).max(500) }),
);

/** `audience/list`: everyone who watched a live of the tenant, by person. */
export const ZLiveAudienceListSchema = ZPageQuerySchema.extend({
  name: zOptionalText({ max: 50, tooLong: 'live.validation.searchTooLong' }),
  orgId: z.preprocess(blankToUndefined, zRowId.optional()),
});
export type TLiveAudienceList = z.infer<typeof ZLiveAudienceListSchema>;

const zDay = z.preprocess(blankToUndefined, z.iso.date({ error: 'live.validation.date' }).optional());

/** `audience/detail`: one person's viewings, optionally between two days. */
export const ZLiveAudienceDetailSchema = ZPageQuerySchema.extend({
  userId: zRowId,
  startDate: zDay,
  endDate: zDay,
});
export type TLiveAudienceDetail = z.infer<typeof ZLiveAudienceDetailSchema>;

/** `getChannelAuthInfo`: the sign-up information of a live. */
export const ZLiveSignUpInfoSchema = z.preprocess(
  aliasKeys({ livePlanId: 'liveId' }),
  ZPageQuerySchema.extend({ liveId: zRowId }),
);

export const ZLiveOrgUsersSchema = z.object({ orgId: zRowId });

export const ZLiveKnowledgeCancelSchema = z.object({
  liveIds: zIdList.refine((ids) => ids.length > 0, { error: 'validation.required' }),
});

const zReportFilters = {
  startTime: zDay,
  endTime: zDay,
  /** An org unit: its people and those of every unit below it. */
  dept: z.preprocess(blankToUndefined, zRowId.optional()),
  userName: zOptionalText({ max: 50, tooLong: 'live.validation.searchTooLong' }),
  liveName: zOptionalText({ max: 50, tooLong: 'live.validation.searchTooLong' }),
  examName: zOptionalText({ max: 50, tooLong: 'live.validation.searchTooLong' }),
};

/** The live report's pages (overview per live, exams, viewings). */
export const ZLiveReportQuerySchema = ZPageQuerySchema.extend(zReportFilters);
export type TLiveReportQuery = z.infer<typeof ZLiveReportQuerySchema>;

/** Its exports: `size` records from record number `start` (1-based; 0 reads as 1). */
export const ZLiveReportExportSchema = z.object({
  ...zReportFilters,
  size: z.preprocess(textToNumber, z.number().int().min(1).max(10_000).default(10_000)),
  start: z.preprocess(textToNumber, z.number().int().min(0).max(10_000_000).default(0)),
});
export type TLiveReportExport = z.infer<typeof ZLiveReportExportSchema>;
