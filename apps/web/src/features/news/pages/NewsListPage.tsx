// /news/list: the news centre — a title search, 最新新闻 / 热门新闻 tabs, cards with cover, author, time and
// reads (pinned ones marked on the latest tab), and the pager. A card opens /news/details.
import type { TNewsCard } from '@elearning/shared';
import { Alert, Button, Input, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { useNewsList } from '../api.ts';
import '../news.css';

function NewsCard({ item, showTop }: { item: TNewsCard; showTop: boolean }) {
  const { t } = useTranslation('news');
  return (
    <li className="news-card" data-testid="news-card">
      <div className="news-card-cover">{item.picUrl ? <img src={item.picUrl} alt="" /> : null}</div>
      <div className="news-card-body">
        <h2 className="news-card-title">
          <Link to={`/news/details?id=${item.id}`}>{item.title}</Link>
        </h2>
        {item.brief ? <p className="news-card-brief">{item.brief}</p> : null}
        <p className="news-card-meta">
          <span>{t('author', { name: item.userName || '-' })}</span>
          <span>{t('time', { time: item.beginPublishTime })}</span>
          <span>{t('hits', { count: item.hits })}</span>
        </p>
      </div>
      {showTop && item.isTop ? <Tag className="news-card-top">{t('top')}</Tag> : null}
    </li>
  );
}

export function NewsListPage() {
  const { t } = useTranslation('news');
  const [isHot, setIsHot] = useState<0 | 1>(0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useNewsList({ ...page, isHot, search: search || undefined });
  const rows = list.data?.data ?? [];
  return (
    <div className="news-page" data-testid="news-list-page">
      <div className="news-head">
        <h1 className="news-title">{t('title')}</h1>
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('search')}
          aria-label={t('search')}
          style={{ width: 380 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Tabs
          activeKey={String(isHot)}
          onChange={(key) => {
            setIsHot(key === '1' ? 1 : 0);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          items={[
            { key: '0', label: t('latest') },
            { key: '1', label: t('hot') },
          ]}
        />
      </div>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState description={t('empty')} />
      ) : (
        <ul className="news-list">
          {rows.map((item) => (
            <NewsCard key={item.id} item={item} showTop={isHot === 0} />
          ))}
        </ul>
      )}
      <div className="news-pager">
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={list.data?.totalNum ?? 0}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        />
      </div>
    </div>
  );
}
