// /news/details?id=: one article — title, author, time, reads, the sanitised body (cleaned on the server) and
// links to the previous and next articles.
import { Alert, Breadcrumb, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNewsDetail } from '../api.ts';
import '../news.css';

export function NewsDetailPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = useNewsDetail(Number.isInteger(id) ? id : 0);
  const article = detail.data;
  return (
    <div className="news-page" data-testid="news-detail-page">
      <Breadcrumb
        items={[
          { title: <Link to="/news/list">{t('title')}</Link> },
          { title: article?.title ?? t('detail') },
        ]}
      />
      {detail.isPending && id > 0 ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !article ? (
        <Alert
          type="warning"
          showIcon
          message={t('notFound')}
          action={<Link to="/news/list">{t('back')}</Link>}
        />
      ) : (
        <article className="news-article">
          <h1 className="news-article-title">{article.title}</h1>
          <p className="news-card-meta">
            <span>{t('author', { name: article.userName || '-' })}</span>
            <span>{t('time', { time: article.beginPublishTime })}</span>
            <span>{t('hits', { count: article.hits })}</span>
          </p>
          {article.picUrl ? <img className="news-article-cover" src={article.picUrl} alt="" /> : null}
          <div
            className="news-article-body rich-text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (core/rich-text.ts) before it was stored
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
          <nav className="news-article-nav" aria-label={t('neighbours')}>
            {article.prevId ? (
              <Link to={`/news/details?id=${article.prevId}`}>{t('prev')}</Link>
            ) : (
              <span>{t('noPrev')}</span>
            )}
            {article.nextId ? (
              <Link to={`/news/details?id=${article.nextId}`}>{t('next')}</Link>
            ) : (
              <span>{t('noNext')}</span>
            )}
          </nav>
        </article>
      )}
    </div>
  );
}
