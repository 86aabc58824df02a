// /community/zoneHomePage?id=: a zone — its name, intro, moderators and follow toggle, and its posts (pinned
// first).
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePosts, useZone } from '../api.ts';
import { CommunityNav } from '../components/CommunityNav.tsx';
import { PostList } from '../components/PostList.tsx';
import { FollowButton } from '../components/ZoneSidebar.tsx';
import '../community.css';

export function ZoneHomePage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  const [pageNo, setPageNo] = useState(1);
  const zone = useZone(id);
  const posts = usePosts({ areaId: id, pageNo }, id > 0);
  if (zone.isPending && id > 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!zone.data) return <Alert type="warning" showIcon message={t('zoneNotFound')} />;
  const z = zone.data;
  return (
    <div className="community-page" data-testid="community-zone">
      <h1 className="community-title">{z.name}</h1>
      <CommunityNav zoneId={z.id} />
      <section className="community-card community-zone-head">
        <p>{z.intro || t('noIntro')}</p>
        <p className="community-muted">
          {t('postCount', { count: z.postNum })} · {t('followCount', { count: z.followNum })} ·{' '}
          {t('moderators', { names: z.moderators.map((m) => m.userName).join('、') || '-' })}
        </p>
        <FollowButton zone={z} />
      </section>
      <section className="community-card">
        <h2>{t('zonePosts')}</h2>
        <PostList query={posts} pageNo={pageNo} onPage={setPageNo} label={t('zonePosts')} />
      </section>
    </div>
  );
}
