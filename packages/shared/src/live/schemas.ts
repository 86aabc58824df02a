// Request schemas of the live domain. Messages are keys the server translates; the original clients'
// parameter names are kept (liveId, livePlanId, channelId for the same live; signUpId, approvalDesc).
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { LIVE_RULES } from './constants.ts';
import {
  BatchDeclare,
  CycleMode,
  LiveAudience,
  LiveListType,
  LiveSignUpStatus,
  LiveStatusFilter,
} from './enums.ts';

/** liveId, or the other names the clients give it. */
const liveAlias = aliasKeys({ livePlanId: 'liveId', channelId: 'liveId', bizId: 'liveId', id: 'liveId' });
const zLiveId = zRowId;

function withLive<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(liveAlias, z.object({ liveId: zLiveId, ...shape }));
}

export const ZLiveIdSchema = withLive({});
export type TLiveId = z.infer<typeof ZLiveIdSchema>;

export const ZLivePageSchema = z.preprocess(liveAlias, ZPageQuerySchema.extend({ liveId: zLiveId }));
export type TLivePage = z.infer<typeof ZLivePageSchema>;

/** The lecturer pushes an exam to the live (`exam/push`). */
export const ZLiveExamPushSchema = withLive({ examId: zRowId });
export type TLiveExamPush = z.infer<typeof ZLiveExamPushSchema>;

/** `live/list`: tab, name search, status filter, category and page. */
export const ZLiveListSchema = ZPageQuerySchema.extend({
  listType: z.preprocess(
    (value) => textToNumber(value) ?? LiveListType.all,
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'live.validation.listType' }),
  ),
  search: zOptionalText({ max: LIVE_RULES.channelNameMax, tooLong: 'live.validation.searchTooLong' }),
  status: z.preprocess(
    blankToUndefined,
    z.enum(LiveStatusFilter, { error: 'live.validation.status' }).optional(),
  ),
  categoryId: z.preprocess(textToNumber, zRowId.optional()),
});
export type TLiveListQuery = z.infer<typeof ZLiveListSchema>;

/** Plain text of a chat line: no tags, no control characters, single spaces. */
export function plainChatText(text: string): string {
  return text
    .replace(/<[^>]*>?/g, '')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const ZLiveCommentSchema = withLive({
  content: z.preprocess(
    (value) => (typeof value === 'string' ? plainChatText(value) : value),
    zRequiredText({
      required: 'live.validation.commentRequired',
      max: LIVE_RULES.commentMax,
      tooLong: 'live.validation.commentTooLong',
    }),
  ),
});
export type TLiveComment = z.infer<typeof ZLiveCommentSchema>;

export const ZApproveSignUpSchema = z.object({
  signUpId: zRowId,
  liveId: z.preprocess(textToNumber, zRowId.optional()),
  type: z.preprocess(
    textToNumber,
    z.union([z.literal(LiveSignUpStatus.approved), z.literal(LiveSignUpStatus.rejected)], {
      error: 'live.validation.approvalType',
    }),
  ),
  approvalDesc: zOptionalText({ max: LIVE_RULES.approvalDescMax, tooLong: 'live.validation.descTooLong' }),
});
export type TApproveSignUp = z.infer<typeof ZApproveSignUpSchema>;

/** `replay/status`: show (1) or hide (0) one replay. */
export const ZReplayStatusSchema = z.object({
  replayId: z.preprocess(aliasKeys({ id: 'replayId', videoId: 'replayId' }), zRowId),
  status: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'live.validation.replayStatus' }),
  ),
});
export type TReplayStatus = z.infer<typeof ZReplayStatusSchema>;

export const ZReplayProgressSchema = z.object({
  replayId: zRowId,
  position: z.preprocess(textToNumber, z.number().min(0).max(86_400, { error: 'live.validation.position' })),
  finished: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
});
export type TReplayProgress = z.infer<typeof ZReplayProgressSchema>;

/** Starting a broadcast: from this tab (browser) or for OBS (rtmp); `takeOver` replaces a running ingest. */
export const ZBroadcastStartSchema = withLive({
  source: z.enum(['browser', 'rtmp'], { error: 'live.validation.source' }).default('browser'),
  takeOver: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
});
export type TBroadcastStart = z.infer<typeof ZBroadcastStartSchema>;

export const ZBroadcastChunkSchema = z.object({
  ingestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'live.validation.ingestId' }),
  seq: z.preprocess(textToNumber, z.number().int().min(0).max(10_000_000)),
});
export type TBroadcastChunk = z.infer<typeof ZBroadcastChunkSchema>;

const zPlanRange = z.object({ start: z.number().int().positive(), end: z.number().int().positive() });
const zClock = z.string().regex(/^\d{2}:\d{2}$/, { error: 'live.validation.time' });
const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'live.validation.date' });

/** A live plan as the back office (and the seed) writes it. */
export const ZLivePlanSchema = z
  .object({
    channelName: zRequiredText({
      required: 'live.validation.channelName',
      max: LIVE_RULES.channelNameMax,
      tooLong: 'live.validation.channelNameTooLong',
    }),
    categoryId: z.preprocess(textToNumber, zRowId.optional()),
    coverImageUrl: zOptionalText({ max: 500, tooLong: 'live.validation.coverTooLong' }),
    introduction: zOptionalText({ max: 20_000, tooLong: 'live.validation.introTooLong' }),
    lecturerId: zRowId,
    guestIds: z.array(zRowId).max(50).default([]),
    assistantIds: z.array(zRowId).max(50).default([]),
    audience: z.enum(LiveAudience).default(LiveAudience.all),
    audienceUserIds: z.array(zRowId).max(5000).default([]),
    audienceOrgIds: z.array(zRowId).max(500).default([]),
    signUpApproval: z.boolean().default(true),
    batchDeclare: z.enum(BatchDeclare, { error: 'live.validation.batchDeclare' }),
    planTimes: z.array(zPlanRange).max(50).default([]),
    cycle: z
      .object({
        cycleMode: z.enum(CycleMode, { error: 'live.validation.cycleMode' }),
        cycleTime: z.string().max(100).default(''),
        startDate: zDate,
        endDate: zDate,
        beginTime: zClock,
        endTime: zClock,
      })
      .optional(),
    virtualPeople: z.number().int().min(0).max(LIVE_RULES.virtualPeopleMax).default(0),
    isUsed: z.boolean().default(true),
  })
  .superRefine((plan, ctx) => {
    if (plan.batchDeclare === BatchDeclare.cycle && !plan.cycle)
      ctx.addIssue({ code: 'custom', path: ['cycle'], message: 'live.validation.cycleRequired' });
    if (plan.batchDeclare !== BatchDeclare.cycle && plan.planTimes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['planTimes'], message: 'live.validation.planTimesRequired' });
    if (plan.batchDeclare === BatchDeclare.single && plan.planTimes.length > 1)
      ctx.addIssue({ code: 'custom', path: ['planTimes'], message: 'live.validation.singleOneRange' });
    for (const [index, range] of plan.planTimes.entries())
      if (range.end <= range.start)
        ctx.addIssue({ code: 'custom', path: ['planTimes', index], message: 'live.validation.rangeOrder' });
    const cycle = plan.cycle;
    if (cycle && cycle.cycleMode !== CycleMode.day) {
      const max = cycle.cycleMode === CycleMode.week ? 7 : 31;
      const parts = cycle.cycleTime.split(',').filter((p) => p.trim() !== '');
      if (parts.length === 0 || parts.some((p) => !/^\d{1,2}$/.test(p.trim()) || +p < 1 || +p > max))
        ctx.addIssue({ code: 'custom', path: ['cycle', 'cycleTime'], message: 'live.validation.cycleTime' });
    }
    if (cycle && cycle.endDate < cycle.startDate)
      ctx.addIssue({ code: 'custom', path: ['cycle', 'endDate'], message: 'live.validation.rangeOrder' });
  });
export type TLivePlanInput = z.infer<typeof ZLivePlanSchema>;

export const ZLivePlanEditSchema = z.preprocess(liveAlias, z.object({ liveId: zLiveId }).passthrough());

/** Admin list query. */
export const ZLivePlanListSchema = ZPageQuerySchema.extend({
  search: zOptionalText({ max: LIVE_RULES.channelNameMax, tooLong: 'live.validation.searchTooLong' }),
  isUsed: z.preprocess(textToNumber, z.union([z.literal(0), z.literal(1)]).optional()),
});
export type TLivePlanListQuery = z.infer<typeof ZLivePlanListSchema>;

export const ZLiveIsUsedSchema = withLive({
  isUsed: z.preprocess(
    textToNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'live.validation.isUsed' }),
  ),
});
export type TLiveIsUsed = z.infer<typeof ZLiveIsUsedSchema>;

export const ZLiveCollectSchema = withLive({});
export const ZLiveHlsParamsSchema = z.object({
  streamId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  file: z.string().regex(/^(index\.m3u8|seg-\d{1,7}\.ts)$/),
});

/** The back office's paged user pickers (lecturers, guests, assistants). */
export const ZLivePeopleQuerySchema = ZPageQuerySchema.extend({
  name: zOptionalText({ max: LIVE_RULES.channelNameMax, tooLong: 'live.validation.searchTooLong' }),
});
export type TLivePeopleQuery = z.infer<typeof ZLivePeopleQuerySchema>;
