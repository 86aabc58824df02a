// Request schemas of messages (SPEC §7 Messages). Query strings are coerced; bad input gives one issue
// per field.
import { z } from 'zod';
import { ZPageQuerySchema } from '../common/validation.ts';
import { NOTIFICATION_TITLE_MAX } from './constants.ts';

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

/**
 * `POST /api/msg/v1/msg/notify` serves two callers: today's clients list with it, naming a page or a read
 * filter; the original client marks read with it (`{ userId, id }`, all unread when `id` is absent).
 */
export function isNotifyListRequest(params: Record<string, unknown>): boolean {
  return ['pageNo', 'pageSize', 'isRead'].some((key) => params[key] !== undefined);
}

/** `GET /api/msg/v1/msg/notify/detail`. */
export const ZNotifyDetailQuerySchema = z.object({ id: zId });
export type TNotifyDetailQuery = z.infer<typeof ZNotifyDetailQuerySchema>;

/** Development only: `POST /api/dev/notifications` creates `count` unread notifications for the caller. */
export const ZDevNotificationsSchema = z.object({
  count: z.preprocess(textToNumber, z.number().int().min(1).max(500).default(1)),
  title: z.preprocess(blankToUndefined, z.string().trim().max(NOTIFICATION_TITLE_MAX).optional()),
});
export type TDevNotifications = z.infer<typeof ZDevNotificationsSchema>;
