// Home (ORIGINAL-UI "Home", first version): banner; my tasks, latest lives, hot courses, training center
// and news on the left; personal information, courses in progress and monthly rankings on the right. Every
// figure comes from the API; a section whose domain is not built yet (lives, trainings, news, rankings)
// shows its honest empty state, '暂无数据', and makes no call until that domain brings its own.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store.ts';
import { HomeBanner } from '../components/HomeBanner.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { HotCourses } from '../components/HotCourses.tsx';
import { MyTasksBox } from '../components/MyTasksBox.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { CoursesInProgress, MonthlyRanking } from '../components/SideLists.tsx';
import '../home.css';
import '../hot-courses.css';

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
      <NotYetSection title={t('sections.latestLives')} moreTo="/live/list" testId="home-latest-lives" />
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
