// /community/otherHomePage?userId=: a person's community page — name, counts and their published posts.
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useCommunityUser, usePosts } from '../api.ts';
import { CommunityNav } from '../components/CommunityNav.tsx';
import { PostList } from '../components/PostList.tsx';
import '../community.css';

export function OtherHomePage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const userId = Number(params.get('userId') ?? 0) || 0;
  const [pageNo, setPageNo] = useState(1);
  const user = useCommunityUser(userId);
  const posts = usePosts({ userId, pageNo }, userId > 0);
  if (user.isPending && userId > 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!user.data) return <Alert type="warning" showIcon message={t('userNotFound')} />;
  const u = user.data;
  return (
    <div className="community-page" data-testid="community-user">
      <h1 className="community-title">{t('userPage', { name: u.userName })}</h1>
      <CommunityNav />
      <section className="community-card community-user-head">
        <UserAvatar src={u.avatar} size={56} />
        <p className="community-muted">
          {t('postCount', { count: u.postNum })} · {t('replies', { count: u.replyNum })} ·{' '}
          {t('likes', { count: u.hitNum })}
        </p>
      </section>
      <section className="community-card">
        <h2>{t('userPosts')}</h2>
        <PostList query={posts} pageNo={pageNo} onPage={setPageNo} label={t('userPosts')} />
      </section>
    </div>
  );
}
