// /community/communityDetails: my community — my header, and tabs of my posts (with waiting, hidden or
// rejected ones and their reasons), my collected posts, the zones I follow and, for moderators, the posts
// waiting for my approval.
import { Button, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useCommunityUser, usePosts, useZones } from '../api.ts';
import { CommunityNav } from '../components/CommunityNav.tsx';
import { PendingPosts } from '../components/PendingPosts.tsx';
import { PostList } from '../components/PostList.tsx';
import { FollowButton } from '../components/ZoneSidebar.tsx';
import '../community.css';

function MyPosts({ userId, collected }: { userId?: number; collected?: boolean }) {
  const { t } = useTranslation('community');
  const [pageNo, setPageNo] = useState(1);
  const posts = usePosts(
    collected ? { isCollect: true, pageNo } : { userId, pageNo },
    collected || Boolean(userId),
  );
  return (
    <PostList
      query={posts}
      pageNo={pageNo}
      onPage={setPageNo}
      label={collected ? t('myCollected') : t('myPosts')}
    />
  );
}

function FollowedZones() {
  const { t } = useTranslation('community');
  const zones = useZones('followed');
  if (zones.isPending) return <Skeleton active />;
  const rows = zones.data?.data ?? [];
  if (rows.length === 0) return <EmptyState description={t('emptyFollowed')} />;
  return (
    <ul className="community-posts">
      {rows.map((zone) => (
        <li key={zone.id} className="community-zone-row">
          <Link to={`/community/zoneHomePage?id=${zone.id}`}>{zone.name}</Link>
          <span className="community-muted">{t('postCount', { count: zone.postNum })}</span>
          <FollowButton zone={zone} />
        </li>
      ))}
    </ul>
  );
}

export function CommunityDetailsPage() {
  const { t } = useTranslation('community');
  const me = useCommunityUser('me');
  const user = me.data;
  const moderating = (user?.moderatedZoneIds.length ?? 0) > 0;
  return (
    <div className="community-page" data-testid="community-mine">
      <h1 className="community-title">{t('mine')}</h1>
      <CommunityNav />
      <section className="community-card community-user-head">
        {me.isPending ? (
          <Skeleton active avatar />
        ) : user ? (
          <>
            <UserAvatar src={user.avatar} size={56} />
            <strong>{user.userName}</strong>
            <span className="community-muted">
              {t('postCount', { count: user.postNum })} · {t('replies', { count: user.replyNum })} ·{' '}
              {t('likes', { count: user.hitNum })}
            </span>
          </>
        ) : (
          <Button onClick={() => void me.refetch()}>{t('retry')}</Button>
        )}
      </section>
      <section className="community-card">
        <Tabs
          items={[
            { key: 'posts', label: t('myPosts'), children: <MyPosts userId={user?.userId} /> },
            { key: 'collected', label: t('myCollected'), children: <MyPosts collected /> },
            { key: 'zones', label: t('myZones'), children: <FollowedZones /> },
            ...(moderating
              ? [{ key: 'pending', label: t('pending.title'), children: <PendingPosts /> }]
              : []),
          ]}
        />
      </section>
    </div>
  );
}
