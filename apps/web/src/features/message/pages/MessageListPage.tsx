// Message center list (SPEC §2 /message/list): all / unread / read tabs kept in the URL, the read state of
// each notification, 'mark all as read', and the generic pager.
import { PAGE_SIZES } from '@elearning/shared';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { type ReadState, useMarkRead, useNotices, useUnreadCount } from '../api.ts';
import { NoticeItem } from '../components/NoticeItem.tsx';
import '../message.css';

type Tab = 'all' | 'unread' | 'read';
const READ_FILTER: Record<Tab, ReadState | undefined> = { all: undefined, unread: 0, read: 1 };

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function MessageListPage() {
  const { t } = useTranslation('message');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = tabParam === 'unread' || tabParam === 'read' ? tabParam : 'all';
  const pageNo = positive(params.get('pageNo'), 1);
  const pageSize = positive(params.get('pageSize'), PAGE_SIZES.generic.default);
  const notices = useNotices({ pageNo, pageSize, isRead: READ_FILTER[tab] });
  const { data: unread = 0 } = useUnreadCount(true);
  const markRead = useMarkRead();

  const update = (next: { tab?: Tab; pageNo?: number; pageSize?: number }) => {
    const merged = { tab, pageNo, pageSize, ...next };
    setParams({ tab: merged.tab, pageNo: String(merged.pageNo), pageSize: String(merged.pageSize) });
  };

  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: ({ updated }) => feedback.success(t('markedAllRead', { count: updated })),
    });

  const rows = notices.data?.data ?? [];
  return (
    <div className="page-container" data-testid="message-list-page">
      <Card
        title={<h1 className="page-title">{t('title')}</h1>}
        extra={
          <Button
            onClick={markAll}
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === undefined}
            data-testid="message-mark-all-read"
          >
            {t('markAllRead')}
          </Button>
        }
      >
        <Tabs
          activeKey={tab}
          onChange={(key) => update({ tab: key as Tab, pageNo: 1 })}
          items={(['all', 'unread', 'read'] as const).map((key) => ({ key, label: t(`tabs.${key}`) }))}
        />
        {notices.isPending ? (
          <ListSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="notice-list" aria-busy={notices.isFetching}>
            {rows.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                marking={markRead.isPending && markRead.variables === notice.id}
                onMarkRead={(id) => markRead.mutate(id)}
              />
            ))}
          </ul>
        )}
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          total={notices.data?.totalNum ?? 0}
          onChange={(nextPage, nextSize) => update({ pageNo: nextPage, pageSize: nextSize })}
        />
      </Card>
    </div>
  );
}
