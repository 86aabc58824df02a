// A moderator's queue: posts of their zones waiting for approval, each approved or rejected.
import { communityPaths as P, type TCommunityPost, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { http } from '../../../lib/http/index.ts';
import { communityKeys, useCommunityAction } from '../api.ts';
import { PostCard } from './PostCard.tsx';

export function PendingPosts() {
  const { t } = useTranslation('community');
  const pending = useQuery({
    queryKey: [...communityKeys.all, 'pending'],
    queryFn: () => http.get<TPage<TCommunityPost>>(P.pendingPosts, { pageNo: 1, pageSize: 50 }),
  });
  const approve = useCommunityAction<{ topicIds: number[] }>(P.approve);
  const reject = useCommunityAction<{ topicIds: number[] }>(P.reject);
  if (pending.isPending) return <Skeleton active />;
  const rows = pending.data?.data ?? [];
  if (rows.length === 0) return <EmptyState description={t('pending.empty')} />;
  return (
    <ul className="community-posts">
      {rows.map((post) => (
        <li key={post.id} className="community-pending">
          <ul className="community-posts">
            <PostCard post={post} />
          </ul>
          <Space>
            <Button type="primary" onClick={() => approve.mutate({ topicIds: [post.id] })}>
              {t('pending.approve')}
            </Button>
            <Button onClick={() => reject.mutate({ topicIds: [post.id] })}>{t('pending.reject')}</Button>
          </Space>
        </li>
      ))}
    </ul>
  );
}
