// The home page's 最新直播 (latest lives): on air first, then the next to come; plain markup (the home page
// loads no antd), with the section's loading, empty and failed states.
import { useTranslation } from 'react-i18next';
import { HomeSection } from '../../home/components/HomeSection.tsx';
import { useHomeLives } from '../api.ts';
import '../live.css';
import { LiveCard } from './LiveCard.tsx';

export function HomeLives() {
  const { t } = useTranslation('home');
  const lives = useHomeLives(true);
  return (
    <HomeSection
      title={t('sections.latestLives')}
      moreTo="/live/list"
      loading={lives.isLoading}
      error={lives.isError}
      onRetry={() => void lives.refetch()}
      empty={!lives.data?.length}
      testId="home-latest-lives"
    >
      <div className="live-home-list">
        {(lives.data ?? []).map((item) => (
          <LiveCard key={item.liveId} item={item} />
        ))}
      </div>
    </HomeSection>
  );
}
