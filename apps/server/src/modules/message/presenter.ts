// The JSON shape of a notification (docs/API.md): isRead as 0|1, createTime in epoch milliseconds; pages
// in the paged shape every list answers with.
import type { TNotification, TNotifyCount, TNotifyReadResult, TPage } from '@elearning/shared';
import { paged } from '../../core/paging.ts';
import type { NotificationRow } from './notify-service.ts';

export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    isRead: row.isRead ? 1 : 0,
    createTime: row.createdAt.getTime(),
    content: row.content,
  };
}

export function presentNotificationPage(
  rows: NotificationRow[],
  total: number,
  pageSize: number,
): TPage<TNotification> {
  return paged(rows.map(presentNotification), total, pageSize);
}

export function presentUnreadCount(unreadCount: number): TNotifyCount {
  return { unreadCount };
}

export function presentReadResult(updated: number): TNotifyReadResult {
  return { updated };
}

export function presentCreated(created: number): { created: number } {
  return { created };
}
