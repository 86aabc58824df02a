// One notification in the message list: read state, type, title linking to the detail, time, and a
// 'mark as read' action while unread.
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/time.ts';
import type { Notice } from '../api.ts';
import { NoticeType } from './NoticeType.tsx';

type Props = { notice: Notice; onMarkRead: (id: number) => void; marking: boolean };

export function NoticeItem({ notice, onMarkRead, marking }: Props) {
  const { t } = useTranslation('message');
  const unread = notice.isRead === 0;
  return (
    <li className={`notice-item${unread ? ' is-unread' : ''}`} data-testid="message-item">
      <Badge status={unread ? 'processing' : 'default'} className="notice-item__state" />
      <div className="notice-item__main">
        <div className="notice-item__title-row">
          <NoticeType type={notice.type} />
          <Link
            to={`/message/detail?id=${notice.id}`}
            className="notice-item__title"
            data-testid="message-item-title"
          >
            {notice.title}
          </Link>
        </div>
        <time className="notice-item__time" dateTime={new Date(notice.createTime).toISOString()}>
          {formatDateTime(notice.createTime)}
        </time>
      </div>
      <span className={`notice-item__read${unread ? ' is-unread' : ''}`} data-testid="message-read-state">
        {unread ? t('unread') : t('read')}
      </span>
      {unread ? (
        <Button
          size="small"
          type="link"
          loading={marking}
          onClick={() => onMarkRead(notice.id)}
          data-testid="message-mark-read"
        >
          {t('markRead')}
        </Button>
      ) : (
        <span className="notice-item__spacer" />
      )}
    </li>
  );
}
