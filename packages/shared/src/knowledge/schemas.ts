// Request schemas of the knowledge base (learner side). Messages are keys; the server translates them.
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../common/constants.ts';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { textToNumber, zRowId } from '../course/schema-helpers.ts';
import { KNOWLEDGE_RULES as R } from './enums.ts';

const zFlag = z.preprocess(
  (value) => (value === 'true' ? 1 : value === 'false' ? 0 : textToNumber(value)),
  z.union([z.literal(0), z.literal(1)], { error: 'knowledge.flagInvalid' }),
);

export const ZKnowledgeListSchema = ZPageQuerySchema.extend({
  catalogId: z.preprocess(textToNumber, zRowId.optional()),
  knowledgeSystemId: z.preprocess(textToNumber, zRowId.optional()),
  type: z.preprocess(textToNumber, z.number().int().min(1).max(4).optional()),
  name: zOptionalText({ max: SEARCH_TEXT_MAX, tooLong: 'validation.searchTooLong' }),
  /** new (default) | hot (most viewed) | download */
  sort: z.enum(['new', 'hot', 'download']).default('new'),
});
export type TKnowledgeList = z.infer<typeof ZKnowledgeListSchema>;

export const ZKnowledgeIdSchema = z.object({ id: zRowId });
export type TKnowledgeId = z.infer<typeof ZKnowledgeIdSchema>;

export const ZKnowledgeCatalogQuerySchema = z.object({
  /** The parent; '0' or absent: the top level. */
  id: z.preprocess(
    (value) => (value === '0' || value === 0 || value === '' ? undefined : textToNumber(value)),
    zRowId.optional(),
  ),
  parentId: z.preprocess(
    (value) => (value === '0' || value === 0 || value === '' ? undefined : textToNumber(value)),
    zRowId.optional(),
  ),
});
export type TKnowledgeCatalogQuery = z.infer<typeof ZKnowledgeCatalogQuerySchema>;

const zAttachment = z.object({
  fileId: zRequiredText({ required: 'knowledge.fileRequired', max: 64, tooLong: 'knowledge.tooLong' }),
  fileName: zRequiredText({ required: 'knowledge.fileRequired', max: 255, tooLong: 'knowledge.tooLong' }),
  url: z.string().max(R.urlMax).default(''),
});

/** A learner's share (front/add, front/update with `knowledgeId`). */
export const ZKnowledgeShareSchema = z
  .object({
    knowledgeId: z.preprocess(textToNumber, zRowId.optional()),
    resName: zRequiredText({
      required: 'knowledge.nameRequired',
      max: R.nameMax,
      tooLong: 'knowledge.nameTooLong',
    }),
    catalogId: z.preprocess(textToNumber, zRowId),
    knowledgeSystemId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : textToNumber(value)),
      zRowId.optional(),
    ),
    introduction: zOptionalText({ max: R.introductionMax, tooLong: 'knowledge.introductionTooLong' }),
    uploadType: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).default(0)),
    resUrl: zOptionalText({ max: R.urlMax, tooLong: 'knowledge.tooLong' }),
    allowDownload: zFlag.default(0),
    type: z.preprocess(textToNumber, z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2)),
    attachments: z.array(zAttachment).max(R.attachmentsMax, { error: 'knowledge.tooManyFiles' }).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.uploadType === 1 && !/^https?:\/\/\S+$/i.test(value.resUrl ?? ''))
      ctx.addIssue({ code: 'custom', path: ['resUrl'], message: 'knowledge.urlInvalid' });
    if (value.uploadType === 0 && value.attachments.length === 0)
      ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'knowledge.fileRequired' });
  });
export type TKnowledgeShare = z.infer<typeof ZKnowledgeShareSchema>;

export const ZKnowledgeRateSchema = z.object({
  knowledgeId: zRowId,
  score: z.preprocess(
    textToNumber,
    z
      .number({ error: 'knowledge.scoreInvalid' })
      .int()
      .min(1, { error: 'knowledge.scoreInvalid' })
      .max(5, { error: 'knowledge.scoreInvalid' }),
  ),
  comment: zOptionalText({ max: R.commentMax, tooLong: 'knowledge.tooLong' }),
});
export type TKnowledgeRate = z.infer<typeof ZKnowledgeRateSchema>;

export const ZKnowledgeRatingsSchema = ZPageQuerySchema.extend({ knowledgeId: zRowId });
export type TKnowledgeRatings = z.infer<typeof ZKnowledgeRatingsSchema>;

export const ZKnowledgeCollectSchema = z.object({
  id: zRowId,
  /** 1 collect, 0 uncollect; absent: toggle. */
  type: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).optional()),
});
export type TKnowledgeCollect = z.infer<typeof ZKnowledgeCollectSchema>;

export const ZKnowledgeSystemItemsSchema = ZPageQuerySchema.extend({
  knowledgeSystemId: zRowId,
  kind: z.enum(['course', 'live', 'training', 'study-plan', 'knowledge']).optional(),
});
export type TKnowledgeSystemItems = z.infer<typeof ZKnowledgeSystemItemsSchema>;

export const ZApprovalInfoSchema = z.object({ formKey: z.string().max(64).default(''), bizId: zRowId });
export type TApprovalInfo = z.infer<typeof ZApprovalInfoSchema>;
