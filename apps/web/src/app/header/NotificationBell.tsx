// Notification bell (SPEC §2): unread badge (99+ above 99), a popup of the 3 newest unread notifications,
// 'mark all read' disabled at zero unread; the count is polled every 5 minutes.
import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_POPUP_COUNT } from '@elearning/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountBadge } from '../../components/CountBadge.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { HeaderPopover } from '../../components/HeaderPopover.tsx';
import { Button } from '../../components/plain.tsx';
import { ShimmerLines } from '../../components/Shimmer.tsx';
import { useMarkRead, useNotices, useUnreadCount } from '../../features/message/api.ts';
import { formatDateTime } from '../../lib/format/time.ts';

const popupQuery = { isRead: 0, pageNo: 1, pageSize: NOTIFICATION_POPUP_COUNT } as const;

export function NotificationBell() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadCount(true);
  const notices = useNotices(popupQuery, open);
  const markRead = useMarkRead();
  const items = notices.data?.data.slice(0, NOTIFICATION_POPUP_COUNT) ?? [];

  return (
    <HeaderPopover
      label={unread > 0 ? t('bell.labelWithCount', { count: unread }) : t('bell.label')}
      panelLabel={t('bell.title')}
      testId="notification-bell"
      triggerClassName="header-icon-button"
      panelClassName="bell-popup"
      onOpenChange={setOpen}
      trigger={
        <span className="header-icon-button__badge-anchor">
          <BellOutlined className="header-icon-button__icon" aria-hidden />
          <CountBadge count={unread} testId="notification-badge" />
        </span>
      }
    >
      {(close) => (
        <div data-testid="notification-popup">
          <div className="bell-popup__head">
            <strong>{t('bell.title')}</strong>
            <Button
              type="link"
              size="small"
              disabled={unread === 0}
              loading={markRead.isPending}
              data-testid="notification-mark-all-read"
              onClick={() => markRead.mutate(undefined)}
            >
              {t('bell.markAllRead')}
            </Button>
          </div>
          {notices.isPending ? (
            <div className="bell-popup__loading">
              <ShimmerLines rows={3} />
            </div>
          ) : items.length === 0 ? (
            <EmptyState description={t('bell.empty')} compact />
          ) : (
            <ul className="bell-popup__list">
              {items.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    data-testid="notification-item"
                    onClick={() => {
                      close();
                      navigate(`/message/detail?id=${notice.id}`);
                    }}
                  >
                    <span className="bell-popup__dot" aria-hidden />
                    <span className="bell-popup__title">{notice.title}</span>
                    <time className="bell-popup__time">{formatDateTime(notice.createTime)}</time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link
            className="bell-popup__all"
            to="/message/list"
            onClick={close}
            data-testid="notification-view-all"
          >
            {t('bell.viewAll')}
          </Link>
        </div>
      )}
    </HeaderPopover>
  );
}
