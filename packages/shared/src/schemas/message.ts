// Request schemas and reply shapes of messages (SPEC §7 Messages), page-view tracking (buryPointWeb) and
// the realtime medal message (SPEC §3, §4). Query strings are coerced; bad input gives one issue per field.
import { z } from 'zod';
import { NOTIFICATION_TITLE_MAX, PAGE_VIEW_LIMITS, type WEBSOCKET } from '../constants.ts';
import { MedalType, type NotificationType, PageType } from '../enums.ts';
import { ZPageQuerySchema } from '../validation.ts';

/** An absent optional field often arrives as '' or null: treat both as absent. */
function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Whole numbers sent as text (query strings, form bodies) are read as numbers. */
function textToNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^\s*-?\d{1,15}\s*$/.test(given) ? Number(given) : given;
}

const idNumber = z.number().int().min(1).max(2_147_483_647);
/** A row id: a positive 32-bit whole number. */
const zId = z.preprocess(textToNumber, idNumber);
/** An optional row id: absent, '' or null give undefined. */
const zOptionalId = z.preprocess(textToNumber, idNumber.optional());

/** 0 unread, 1 read; absent means either. true/false are read as 1/0. */
const zReadFlag = z.preprocess((value) => {
  const given = textToNumber(value);
  if (given === true || given === 'true') return 1;
  if (given === false || given === 'false') return 0;
  return given;
}, z.literal([0, 1]).optional());

/** `GET|POST /api/msg/v1/msg/notify`: `isRead` filter (absent = all), paging; `userId` is ignored. */
export const ZNotifyListQuerySchema = ZPageQuerySchema.extend({ isRead: zReadFlag });
export type TNotifyListQuery = z.infer<typeof ZNotifyListQuerySchema>;

/** `POST /api/msg/v1/msg/notify/read`: one notification, or all of the caller's when `id` is absent. */
export const ZNotifyReadSchema = z.object({ id: zOptionalId });
export type TNotifyRead = z.infer<typeof ZNotifyReadSchema>;

/** `GET /api/msg/v1/msg/notify/detail`. */
export const ZNotifyDetailQuerySchema = z.object({ id: zId });
export type TNotifyDetailQuery = z.infer<typeof ZNotifyDetailQuerySchema>;

/** One notification as every notification endpoint answers it (createTime in epoch milliseconds). */
export type TNotification = {
  id: number;
  title: string;
  /** A NotificationType, or a type a later domain adds. */
  type: NotificationType | (string & {});
  isRead: 0 | 1;
  createTime: number;
  /** Sanitised HTML. */
  content: string;
};
export type TNotifyCount = { unreadCount: number };
export type TNotifyReadResult = { updated: number };

/** `GET /api/margin/external/opening/v1/buryPointWeb`: one page view. */
export const ZBuryPointQuerySchema = z.object({
  path: z.string().trim().min(1).max(PAGE_VIEW_LIMITS.path),
  title: z.preprocess(blankToUndefined, z.string().trim().max(PAGE_VIEW_LIMITS.title).default('')),
  pageType: z.preprocess(blankToUndefined, z.enum(PageType).default(PageType.other)),
});
export type TBuryPointQuery = z.infer<typeof ZBuryPointQuerySchema>;

/** The realtime message of an awarded medal (msgType 5). */
export type TMedalMessage = {
  msgType: typeof WEBSOCKET.medalMsgType;
  data: { medalType: MedalType; level: number; quantity: number; medalName: string };
};

/** What a client may send on the socket besides the text `PING`. */
export const ZRealtimeClientMessageSchema = z.object({
  msgType: z.number().int(),
  action: z.enum(['subscribe', 'unsubscribe']),
});
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessageSchema>;

/** Development only: `POST /api/dev/notifications` creates `count` unread notifications for the caller. */
export const ZDevNotificationsSchema = z.object({
  count: z.preprocess(textToNumber, z.number().int().min(1).max(500).default(1)),
  title: z.preprocess(blankToUndefined, z.string().trim().max(NOTIFICATION_TITLE_MAX).optional()),
});
export type TDevNotifications = z.infer<typeof ZDevNotificationsSchema>;

/** Development only: `POST /api/dev/medal` sends the caller a medal message. */
export const ZDevMedalSchema = z.object({
  medalType: z.preprocess(blankToUndefined, z.enum(MedalType).default(MedalType.course)),
  level: z.preprocess(textToNumber, z.number().int().min(1).max(99).default(1)),
  quantity: z.preprocess(textToNumber, z.number().int().min(1).max(100_000).default(1)),
});
export type TDevMedal = z.infer<typeof ZDevMedalSchema>;
