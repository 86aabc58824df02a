// Request schemas of news and the regulation list. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { normalizeTimestamp } from '../common/checks.ts';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { NewsStatus, NEWS_RULES as R } from './enums.ts';

const tooLong = 'news.tooLong' as const;
const zFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 1
      ? true
      : value === 'false' || value === '0' || value === 0
        ? false
        : value,
  z.boolean({ error: 'news.statusInvalid' }),
);
/** Epoch seconds or ms (number or numeric text); blank is null. */
const zTime = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'number' || typeof value === 'string' ? normalizeTimestamp(value) : value;
}, z
  .number({ error: 'news.timeInvalid' })
  .int({ error: 'news.timeInvalid' })
  .min(0, { error: 'news.timeInvalid' })
  .nullable());

export const ZNewsIdSchema = z.object({ id: zRowId });
export type TNewsId = z.infer<typeof ZNewsIdSchema>;

export const ZNewsListSchema = ZPageQuerySchema.extend({
  /** 1: by reads (热门新闻); otherwise newest first with pinned on top. */
  isHot: z.preprocess(
    (v) => blankToUndefined(textToNumber(v)),
    z.literal([0, 1], { error: 'news.statusInvalid' }).default(0),
  ),
  search: zOptionalText({ max: R.titleMax, tooLong }),
  categoryId: z.preprocess(blankToUndefined, zRowId.optional()),
});
export type TNewsList = z.infer<typeof ZNewsListSchema>;

export const ZNewsHomeSchema = z.object({
  pageSize: z.preprocess(
    (v) => blankToUndefined(textToNumber(v)),
    z
      .number({ error: 'validation.pageSize.invalid' })
      .int()
      .min(1, { error: 'validation.pageSize.invalid' })
      .max(R.homeListMax, { error: 'validation.pageSize.invalid' })
      .default(5),
  ),
});

export const ZNewsAdminListSchema = ZPageQuerySchema.extend({
  title: zOptionalText({ max: R.titleMax, tooLong }),
  status: z.preprocess(blankToUndefined, z.enum(NewsStatus, { error: 'news.statusInvalid' }).optional()),
  categoryId: z.preprocess(blankToUndefined, zRowId.optional()),
  isTop: z.preprocess(blankToUndefined, zFlag.optional()),
});
export type TNewsAdminList = z.infer<typeof ZNewsAdminListSchema>;

const articleFields = {
  title: zRequiredText({ required: 'news.titleRequired', max: R.titleMax, tooLong }),
  categoryId: z.preprocess(blankToUndefined, zRowId.optional()),
  picUrl: zOptionalText({ max: R.urlMax, tooLong }),
  content: z.preprocess(
    blankToUndefined,
    z.string({ error: tooLong }).max(R.contentMax, { error: tooLong }).default(''),
  ),
  brief: zOptionalText({ max: R.briefMax, tooLong }),
  publishBegin: zTime.optional(),
  publishEnd: zTime.optional(),
};
export const ZNewsCreateSchema = z.object(articleFields);
export type TNewsCreate = z.infer<typeof ZNewsCreateSchema>;
export const ZNewsUpdateSchema = z.object({ id: zRowId, ...articleFields });
export type TNewsUpdate = z.infer<typeof ZNewsUpdateSchema>;

export const ZNewsTopSchema = z.object({ id: zRowId, isTop: zFlag.default(true) });

export const ZNewsCategoryQuerySchema = z.object({ name: zOptionalText({ max: R.categoryMax, tooLong }) });
export const ZNewsCategorySaveSchema = z.object({
  id: z.preprocess(blankToUndefined, zRowId.optional()),
  name: zRequiredText({ required: 'news.nameRequired', max: R.categoryMax, tooLong }),
  sort: z.preprocess(
    (v) => blankToUndefined(textToNumber(v)),
    z.number({ error: 'news.statusInvalid' }).int().min(0).max(9999).default(0),
  ),
});
export type TNewsCategorySave = z.infer<typeof ZNewsCategorySaveSchema>;

export const ZRegulationListSchema = ZPageQuerySchema.extend({
  category: zOptionalText({ max: R.categoryMax, tooLong }),
  title: zOptionalText({ max: R.titleMax, tooLong }),
});
export type TRegulationList = z.infer<typeof ZRegulationListSchema>;

export const ZRegulationAddSchema = z.object({
  title: zRequiredText({ required: 'news.titleRequired', max: R.titleMax, tooLong }),
  category: zOptionalText({ max: R.categoryMax, tooLong }),
  fileUrl: zRequiredText({ required: 'news.fileRequired', max: R.urlMax, tooLong }),
  fileName: zOptionalText({ max: R.titleMax, tooLong }),
});
export type TRegulationAdd = z.infer<typeof ZRegulationAddSchema>;

export const ZRegulationTopSchema = z.object({ id: zRowId, isTop: zFlag.default(true) });
