// A page of posts with its loading, failure and empty states and the pager.
import type { TCommunityPost, TPage } from '@elearning/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { POST_PAGE_SIZE } from '../api.ts';
import { PostCard } from './PostCard.tsx';

type Props = {
  query: UseQueryResult<TPage<TCommunityPost>>;
  pageNo: number;
  onPage: (pageNo: number) => void;
  label: string;
};

export function PostList({ query, pageNo, onPage, label }: Props) {
  const { t } = useTranslation('community');
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  const rows = query.data.data;
  if (rows.length === 0) return <EmptyState description={t('emptyPosts')} />;
  return (
    <>
      <ul className="community-posts" aria-label={label}>
        {rows.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
      <Pager
        pageNo={pageNo}
        pageSize={POST_PAGE_SIZE}
        pageSizes={[POST_PAGE_SIZE]}
        total={query.data.totalNum}
        onChange={onPage}
        label={label}
      />
    </>
  );
}
