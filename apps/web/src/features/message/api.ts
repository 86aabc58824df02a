// Notification calls (SPEC §7 Messages) as query hooks: unread count (polled every 5 minutes), pages of
// notifications, one notification, and marking one or all as read.
import {
  messagePaths,
  NOTIFICATION_POLL_MS,
  type TNotification,
  type TNotifyCount,
  type TNotifyReadResult,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';
import { sessionStore } from '../session/store.ts';

export type ReadState = TNotification['isRead'];
export type Notice = TNotification;
export type NoticePage = TPage<Notice>;

export type NoticeQuery = { pageNo: number; pageSize: number; isRead?: ReadState };

export const messageApi = {
  count: () => http.get<TNotifyCount>(messagePaths.notifyCount),
  list: (query: NoticeQuery) => http.get<NoticePage>(messagePaths.notify, query),
  detail: (id: number) => http.get<Notice>(messagePaths.notifyDetail, { id }),
  /** Marks one notification read, or all of them when no id is given. */
  markRead: (id?: number) => http.post<TNotifyReadResult>(messagePaths.notifyRead, id ? { id } : {}),
};

export const messageKeys = {
  all: ['message'] as const,
  count: () => [...messageKeys.all, 'count'] as const,
  list: (query: NoticeQuery) => [...messageKeys.all, 'list', query] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
};

/** The unread count, polled every 5 minutes while signed in, mirrored into the session. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.count(),
    queryFn: async () => {
      const { unreadCount } = await messageApi.count();
      sessionStore.update({ unreadCount });
      return unreadCount;
    },
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useNotices(query: NoticeQuery, enabled = true) {
  return useQuery({
    queryKey: messageKeys.list(query),
    queryFn: () => messageApi.list(query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One notification; opening it marks it read on the server, so the count is refreshed afterwards. */
export function useNotice(id: number | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id ?? 0),
    queryFn: async () => {
      const notice = await messageApi.detail(id ?? 0);
      void client.invalidateQueries({ queryKey: messageKeys.count() });
      return notice;
    },
    enabled: id !== undefined && id > 0,
  });
}

/** Marks read and refreshes the count, the lists and the details. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => messageApi.markRead(id),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
