// /knowledge/detail?id=: one resource — its figures, the review state of the viewer's own share, the link or
// the files (preview; download when allowed), the article text, collecting and rating. Opening it counts a
// view. A missing resource (or one hidden from the viewer: the server answers 404 for both) and a forbidden
// one each say so.
import { KnowledgeStatus, type TKnowledgeDetail } from '@elearning/shared';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/time.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { knowledgeApi, useKnowledgeDetail, useKnowledgeMutation } from '../api.ts';
import { KnowledgeFiles } from '../components/KnowledgeFiles.tsx';
import { KnowledgeRating } from '../components/KnowledgeRating.tsx';
import '../knowledge.css';

function ReviewNotice({ item }: { item: TKnowledgeDetail }) {
  const { t } = useTranslation('knowledge');
  if (!item.isMine || item.status === KnowledgeStatus.approved) return null;
  return item.status === KnowledgeStatus.pending ? (
    <Alert type="info" showIcon message={t('detail.pending')} />
  ) : (
    <Alert type="warning" showIcon message={t('detail.rejected', { remark: item.reviewRemark || '-' })} />
  );
}

function Resource({ item }: { item: TKnowledgeDetail }) {
  const { t } = useTranslation('knowledge');
  const collect = useKnowledgeMutation(knowledgeApi.collect);
  return (
    <article className="knowledge-detail" data-testid="knowledge-detail">
      <header className="knowledge-detail-head">
        <div className="knowledge-card-head">
          <Tag color="blue">{t(`types.${item.type}`)}</Tag>
          <h1 className="knowledge-title">{item.resName}</h1>
        </div>
        <p className="knowledge-card-meta">
          {item.catalogName ? <span>{item.catalogName}</span> : null}
          <span>{t('provider', { name: item.providerName || '-' })}</span>
          <span>{t('time', { time: formatDateTime(item.createTime) })}</span>
          <span data-testid="knowledge-views">{t('views', { count: item.watchNum })}</span>
          <span>{t('downloads', { count: item.downloadNum })}</span>
          <span>{t('score', { score: item.score.toFixed(1) })}</span>
        </p>
        <Button
          onClick={() => collect.mutate(item.id)}
          loading={collect.isPending}
          aria-pressed={item.isCollect}
        >
          {item.isCollect ? t('detail.collected') : t('detail.collect')}
        </Button>
      </header>
      <ReviewNotice item={item} />
      {item.introduction ? (
        <section className="knowledge-section" aria-labelledby="knowledge-intro">
          <h2 id="knowledge-intro">{t('detail.introduction')}</h2>
          <p className="knowledge-text">{item.introduction}</p>
        </section>
      ) : null}
      {item.content ? (
        <section className="knowledge-section" aria-labelledby="knowledge-content">
          <h2 id="knowledge-content">{t('detail.content')}</h2>
          {/* Shown as text: the back office's article body is not sanitised as rich text. */}
          <p className="knowledge-text">{item.content}</p>
        </section>
      ) : null}
      {item.uploadType === 1 && item.resUrl ? (
        <p>
          <a href={item.resUrl} target="_blank" rel="noopener noreferrer" data-testid="knowledge-link">
            {t('detail.openLink')}
          </a>
        </p>
      ) : null}
      {item.attachments.length > 0 ? (
        <KnowledgeFiles
          knowledgeId={item.id}
          attachments={item.attachments}
          downloadable={item.allowDownload === 0}
        />
      ) : null}
      {item.status === KnowledgeStatus.approved ? (
        <KnowledgeRating knowledgeId={item.id} myScore={item.myScore} />
      ) : null}
    </article>
  );
}

export function KnowledgeDetailPage() {
  const { t } = useTranslation('knowledge');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const validId = Number.isInteger(id) && id > 0;
  const detail = useKnowledgeDetail(validId ? id : 0);
  const loaded = detail.isSuccess;
  // One view per opening of the page, once the resource is known to be visible.
  useEffect(() => {
    if (loaded) void knowledgeApi.watch(id).catch(() => undefined);
  }, [loaded, id]);

  let body: ReactNode;
  if (!validId) body = <Alert type="error" showIcon message={t('detail.noId')} />;
  else if (detail.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : 0;
    body = (
      <Alert
        type="error"
        showIcon
        data-testid="knowledge-detail-error"
        message={code === 404 ? t('detail.notFound') : code === 403 ? t('detail.forbidden') : t('loadFailed')}
        action={
          code === 404 || code === 403 ? null : (
            <Button onClick={() => void detail.refetch()}>{t('retry')}</Button>
          )
        }
      />
    );
  } else body = <Resource item={detail.data} />;
  return (
    <div className="knowledge-page" data-testid="knowledge-detail-page">
      <p>
        <Link to="/knowledge/list">{t('detail.back')}</Link>
      </p>
      {/* The resource's name is the page's heading; without one the page is still titled. */}
      {detail.isSuccess ? null : <h1 className="knowledge-title">{t('title')}</h1>}
      {body}
    </div>
  );
}
