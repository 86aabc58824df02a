// /community/recommended: the recommended posts (fine first, then the most liked and replied of the last 30
// days) beside the zones.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotPosts } from '../api.ts';
import { CommunityNav } from '../components/CommunityNav.tsx';
import { PostList } from '../components/PostList.tsx';
import { ZoneSidebar } from '../components/ZoneSidebar.tsx';
import '../community.css';

export function RecommendedPage() {
  const { t } = useTranslation('community');
  const [pageNo, setPageNo] = useState(1);
  const hot = useHotPosts(pageNo);
  return (
    <div className="community-page" data-testid="community-recommended">
      <h1 className="community-title">{t('title')}</h1>
      <CommunityNav />
      <div className="community-columns">
        <section className="community-card community-main">
          <h2>{t('recommended')}</h2>
          <PostList query={hot} pageNo={pageNo} onPage={setPageNo} label={t('recommended')} />
        </section>
        <ZoneSidebar />
      </div>
    </div>
  );
}
