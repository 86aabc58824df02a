// The JSON shape of a notification (docs/API.md): isRead as 0|1, createTime in epoch milliseconds.
import type { TNotification, TPage } from '@elearning/shared';
import type { NotificationRow } from './service.ts';

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
  return {
    data: rows.map(presentNotification),
    totalNum: total,
    totalPage: Math.ceil(total / pageSize),
  };
}
