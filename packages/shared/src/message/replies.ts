// Reply shapes of the message domain: a notification as every notification endpoint answers it.
import type { NotificationType } from './enums.ts';

/** One notification (createTime in epoch milliseconds). */
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
