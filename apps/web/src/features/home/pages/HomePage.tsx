// Home (ORIGINAL-UI "Home", first version): banner; my tasks, latest lives, hot courses, training center
// and news on the left; personal information, courses in progress and monthly rankings on the right. Every
// figure comes from the API; a section whose domain is not built yet (the training centre, news, rankings)
// shows its honest empty state, '暂无数据', and makes no call until that domain brings its own.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n/index.ts';
import { useSession } from '../../session/store.ts';
import { HomeBanner } from '../components/HomeBanner.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { HotCourses } from '../components/HotCourses.tsx';
import { MyTasksBox } from '../components/MyTasksBox.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { CoursesInProgress, MonthlyRanking } from '../components/SideLists.tsx';
import '../home.css';
import '../hot-courses.css';

// The lives section arrives after first paint with its own chunk (the live domain's code, styles and texts), so
// the home page's first download stays within its budget; its skeleton holds the place meanwhile.
const HomeLives = lazy(() =>
  Promise.all([import('../../live/components/HomeLives.tsx'), loadNamespaces(['live'])]).then(([m]) => ({
    default: m.HomeLives,
  })),
);

/** A section of a domain that is not built yet: its title, its 'more' link and the empty state. */
function NotYetSection({ title, moreTo, testId }: { title: string; moreTo: string; testId: string }) {
  return <HomeSection title={title} moreTo={moreTo} loading={false} empty testId={testId} />;
}

function LeftColumn() {
  const { t } = useTranslation('home');
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="home-main">
      {signedIn ? <MyTasksBox /> : null}
      <Suspense
        fallback={
          <HomeSection
            title={t('sections.latestLives')}
            moreTo="/live/list"
            loading
            empty={false}
            testId="home-latest-lives"
          >
            {null}
          </HomeSection>
        }
      >
        <HomeLives />
      </Suspense>
      <HotCourses />
      <NotYetSection
        title={t('sections.trainingCenter')}
        moreTo="/train/index"
        testId="home-training-center"
      />
      <NotYetSection title={t('sections.newsCenter')} moreTo="/news/list" testId="home-news-center" />
    </div>
  );
}

export function HomePage() {
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div className="home-page" data-testid="home-page">
      <HomeBanner />
      <div className="page-container home-layout">
        <LeftColumn />
        <aside className="home-side">
          <ProfileCard />
          {signedIn ? <CoursesInProgress /> : null}
          <MonthlyRanking kind="points" />
          <MonthlyRanking kind="hours" />
        </aside>
      </div>
    </div>
  );
}
