// Request schemas of the knowledge base's back office.
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../common/constants.ts';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { textToNumber, zRowId } from '../course/schema-helpers.ts';
import { KNOWLEDGE_RULES as R } from './enums.ts';
import { ZKnowledgeShareSchema } from './schemas.ts';

export const ZKnowledgeAdminListSchema = ZPageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'knowledge.flagInvalid' }).optional(),
  name: zOptionalText({ max: SEARCH_TEXT_MAX, tooLong: 'validation.searchTooLong' }),
  catalogId: z.preprocess(textToNumber, zRowId.optional()),
});
export type TKnowledgeAdminList = z.infer<typeof ZKnowledgeAdminListSchema>;

const adminExtras = z.object({
  /** Org units the resource is limited to (each with its subtree); empty: the whole tenant. */
  orgIds: z.array(zRowId).max(200).default([]),
  content: zOptionalText({ max: R.contentMax, tooLong: 'knowledge.tooLong' }),
  isTop: z.boolean().default(false),
});

/** An admin's resource: a share's fields plus the audience (approved at once). */
export const ZKnowledgeAdminSaveSchema = z.intersection(ZKnowledgeShareSchema, adminExtras);
export type TKnowledgeAdminSave = z.infer<typeof ZKnowledgeAdminSaveSchema>;

/** Review or publish: approve / reject (pending shares, with a remark) or publish / unpublish. */
export const ZKnowledgeStatusSchema = z.object({
  id: zRowId,
  status: z.enum(['approve', 'reject', 'publish', 'unpublish'], { error: 'knowledge.flagInvalid' }),
  remark: zOptionalText({ max: R.commentMax, tooLong: 'knowledge.tooLong' }),
});
export type TKnowledgeStatusChange = z.infer<typeof ZKnowledgeStatusSchema>;

export const ZKnowledgeTopSchema = z.object({
  id: zRowId,
  isTop: z.preprocess(
    (value) => value === true || value === 1 || value === '1' || value === 'true',
    z.boolean(),
  ),
});

export const ZKnowledgeMoveSchema = z.object({ id: zRowId, catalogId: zRowId });

export const ZKnowledgeCatalogSaveSchema = z.object({
  id: z.preprocess(textToNumber, zRowId.optional()),
  name: zRequiredText({
    required: 'knowledge.nameRequired',
    max: R.catalogNameMax,
    tooLong: 'knowledge.tooLong',
  }),
  parentId: z.preprocess(
    (value) =>
      value === '0' || value === 0 || value === '' || value === null ? undefined : textToNumber(value),
    zRowId.optional(),
  ),
});
export type TKnowledgeCatalogSave = z.infer<typeof ZKnowledgeCatalogSaveSchema>;

export const ZKnowledgeCatalogStatusSchema = z.object({
  id: zRowId,
  /** 0 enabled, 1 disabled (the original client's numbers). */
  status: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'knowledge.flagInvalid' }),
  ),
});

export const ZKnowledgeCatalogSortSchema = z.object({
  ids: z.array(zRowId).min(1).max(500),
});

export const ZKnowledgeRatingAdminSchema = z.object({ id: zRowId });
export const ZKnowledgeRatingExportSchema = z.object({ knowledgeId: zRowId });
export const ZKnowledgeSystemListSchema = ZPageQuerySchema.extend({ knowledgeSystemId: zRowId });
export const ZKnowledgeRemoveSystemSchema = z.object({ id: zRowId });
