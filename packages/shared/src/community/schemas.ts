// Request schemas of the community. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { COMMUNITY_RULES as R, ReportAction } from './enums.ts';

const tooLong = 'community.tooLong' as const;
const zFlag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: 'community.actionInvalid' }),
);
const zOptionalId = z.preprocess(blankToUndefined, zRowId.optional());
/** Images: a list or one comma-separated text of file-service paths. */
const zImages = z.preprocess(
  (v) =>
    v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v,
  z
    .array(z.string({ error: 'community.imageInvalid' }).max(500, { error: tooLong }), {
      error: 'community.imageInvalid',
    })
    .max(R.imagesMax, { error: tooLong }),
);
/** Ids: a list or one comma-separated text. */
const zIds = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v.split(',').filter(Boolean).map(textToNumber)
      : Array.isArray(v)
        ? v.map(textToNumber)
        : v,
  z.array(zRowId, { error: 'community.actionInvalid' }).min(1, { error: 'community.actionInvalid' }).max(100),
);

export const ZZoneIdSchema = z.object({ areaId: zRowId });
export const ZTopicIdSchema = z.object({ topicId: zRowId });
export const ZTopicIdsSchema = z.object({ topicIds: zIds });
export const ZReplyIdSchema = z.object({ replyId: zRowId });
export const ZCommunityUserIdSchema = z.object({ userId: zRowId });

export const ZPostListSchema = ZPageQuerySchema.extend({
  areaId: zOptionalId,
  userId: zOptionalId,
  content: zOptionalText({ max: R.titleMax, tooLong }),
  isFine: z.preprocess(blankToUndefined, zFlag.optional()),
  isCollect: z.preprocess(blankToUndefined, zFlag.optional()),
  isExpert: z.preprocess(blankToUndefined, zFlag.optional()),
});
export type TPostList = z.infer<typeof ZPostListSchema>;

export const ZPendingListSchema = ZPageQuerySchema.extend({ areaId: zOptionalId });

export const ZAddPostSchema = z.object({
  areaId: zRowId,
  title: zRequiredText({ required: 'community.titleRequired', max: R.titleMax, tooLong }),
  content: zRequiredText({ required: 'community.contentRequired', max: R.contentMax, tooLong }),
  imgUrl: zImages,
  expertHelp: z.preprocess(blankToUndefined, zFlag.default(false)),
});
export type TAddPost = z.infer<typeof ZAddPostSchema>;

export const ZPostDetailSchema = ZPageQuerySchema.extend({ topicId: zRowId });
export const ZSubReplySchema = ZPageQuerySchema.extend({ topicId: zRowId, parentId: zRowId });

export const ZReplySchema = z.object({
  topicId: zRowId,
  content: zRequiredText({ required: 'community.contentRequired', max: R.replyMax, tooLong }),
  imgUrl: zImages,
  parentId: zOptionalId,
  userToId: zOptionalId,
});
export type TReplyInput = z.infer<typeof ZReplySchema>;

const zReason = zOptionalText({ max: R.reasonMax, tooLong });
export const ZDeletePostSchema = z.object({ topicId: zRowId, reason: zReason });
export const ZReasonSchema = z.object({
  topicId: zRowId,
  reason: zRequiredText({ required: 'community.reasonRequired', max: R.reasonMax, tooLong }),
});

export const ZZoneListSchema = ZPageQuerySchema.extend({
  name: zOptionalText({ max: R.zoneNameMax, tooLong }),
});
export const ZZoneSaveSchema = z.object({
  id: zOptionalId,
  name: zRequiredText({ required: 'community.nameRequired', max: R.zoneNameMax, tooLong }),
  intro: zOptionalText({ max: R.zoneIntroMax, tooLong }),
  cover: zOptionalText({ max: 500, tooLong }),
  needAudit: z.preprocess(blankToUndefined, zFlag.default(false)),
  moderatorIds: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v.split(',').filter(Boolean).map(textToNumber)
          : Array.isArray(v)
            ? v.map(textToNumber)
            : v,
      z.array(zRowId, { error: 'community.actionInvalid' }).max(R.moderatorsMax, { error: tooLong }),
    ),
  ),
});
export type TZoneSave = z.infer<typeof ZZoneSaveSchema>;
export const ZZoneRowSchema = z.object({ id: zRowId });
export const ZZoneRowsSchema = z.object({ ids: zIds });

export const ZHandleReportSchema = z.object({
  topicId: zRowId,
  action: z.enum(ReportAction, { error: 'community.actionInvalid' }),
  reason: zReason,
});
export type THandleReport = z.infer<typeof ZHandleReportSchema>;

export const ZMentionReadSchema = z.object({ ids: zIds });
export const ZBanSchema = z.object({
  areaId: zRowId,
  userId: zRowId,
  hours: z.preprocess(
    textToNumber,
    z
      .number({ error: 'community.actionInvalid' })
      .int()
      .min(1, { error: 'community.actionInvalid' })
      .max(24 * 365, { error: 'community.actionInvalid' }),
  ),
});
export const ZUnbanSchema = z.object({ areaId: zRowId, userId: zRowId });
export const ZZoneUsersSchema = ZPageQuerySchema.extend({
  areaId: zRowId,
  name: zOptionalText({ max: 50, tooLong }),
});
export type TZoneUsers = z.infer<typeof ZZoneUsersSchema>;
export const ZExpertPostsSchema = ZPageQuerySchema.extend({
  areaId: zOptionalId,
  content: zOptionalText({ max: R.titleMax, tooLong }),
});
