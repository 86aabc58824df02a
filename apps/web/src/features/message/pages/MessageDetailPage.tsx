// Message detail (SPEC §2 /message/detail?id=): title, type, time and the sanitised content; opening it
// marks the notification read on the server.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useNotice } from '../api.ts';
import { NoticeType } from '../components/NoticeType.tsx';
import '../message.css';

export function MessageDetailPage() {
  const { t } = useTranslation('message');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const notice = useNotice(id);

  return (
    <div className="page-container" data-testid="message-detail-page">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate('/message/list')}
        className="back-link"
      >
        {t('backToList')}
      </Button>
      <Card>
        {id === undefined || notice.isError ? (
          <EmptyState />
        ) : notice.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <article className="notice-detail">
            <header className="notice-detail__head">
              <h1 data-testid="message-detail-title">{notice.data.title}</h1>
              <div className="notice-detail__meta">
                <NoticeType type={notice.data.type} />
                <time>{t('sentAt', { time: formatDateTime(notice.data.createTime) })}</time>
              </div>
            </header>
            <div
              className="rich-text"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises notification HTML
              dangerouslySetInnerHTML={{ __html: notice.data.content }}
            />
          </article>
        )}
      </Card>
    </div>
  );
}
