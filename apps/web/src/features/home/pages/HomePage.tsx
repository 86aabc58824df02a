// Home (ORIGINAL-UI "Home", first version): banner; my tasks, latest lives, hot courses, training center
// and news on the left; personal information, courses in progress and monthly rankings on the right — in
// the order and choice of the home layout the back office released for the learner's unit (site settings →
// home layout, `diyInfor.homeLayout`), every section for a visitor or without a released layout. Every
// figure comes from the API; an empty section shows its honest empty state, '暂无数据'.
import { DEFAULT_HOME_LAYOUT } from '@elearning/shared';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n/index.ts';
import { useSession } from '../../session/store.ts';
import { useDiyInfo } from '../../site/api.ts';
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

// The training centre likewise arrives with the training domain's own chunk and texts.
const HomeTrainings = lazy(() =>
  Promise.all([import('../../training/components/HomeTrainings.tsx'), loadNamespaces(['training'])]).then(
    ([m]) => ({ default: m.HomeTrainings }),
  ),
);

// The news centre likewise arrives with the news domain's own chunk and texts.
const HomeNews = lazy(() =>
  Promise.all([import('../../news/components/HomeNews.tsx'), loadNamespaces(['news'])]).then(([m]) => ({
    default: m.HomeNews,
  })),
);

/** The released layout's sections, or every section (visitors, no layout released, still loading). */
function useHomeLayout() {
  const signedIn = useSession((s) => Boolean(s.token));
  const { data } = useDiyInfo(signedIn);
  return { signedIn, layout: data?.homeLayout ?? DEFAULT_HOME_LAYOUT };
}

function LeftColumn({ sections, signedIn }: { sections: readonly string[]; signedIn: boolean }) {
  const { t } = useTranslation('home');
  const byId: Record<string, ReactNode> = {
    diyPcL1: signedIn ? <MyTasksBox /> : null,
    diyPcL2: (
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
    ),
    diyPcL3: <HotCourses />,
    diyPcL4: (
      <Suspense
        fallback={
          <HomeSection
            title={t('sections.trainingCenter')}
            moreTo="/train/index"
            loading
            empty={false}
            testId="home-training-center"
          >
            {null}
          </HomeSection>
        }
      >
        <HomeTrainings />
      </Suspense>
    ),
    diyPcL5: (
      <Suspense
        fallback={
          <HomeSection
            title={t('sections.newsCenter')}
            moreTo="/news/list"
            loading
            empty={false}
            testId="home-news-center"
          >
            {null}
          </HomeSection>
        }
      >
        <HomeNews title={t('sections.newsCenter')} />
      </Suspense>
    ),
  };
  return (
    <div className="home-main">
      {sections.map((id) => (
        <Fragment key={id}>{byId[id] ?? null}</Fragment>
      ))}
    </div>
  );
}

export function HomePage() {
  const { signedIn, layout } = useHomeLayout();
  const side: Record<string, ReactNode> = {
    diyPcR1: <ProfileCard />,
    diyPcR2: signedIn ? <CoursesInProgress /> : null,
    // Rankings name colleagues: shown to people signed in to the organisation, not to visitors.
    diyPcR3: signedIn ? <MonthlyRanking kind="points" /> : null,
    diyPcR4: signedIn ? <MonthlyRanking kind="hours" /> : null,
  };
  return (
    <div className="home-page" data-testid="home-page">
      <HomeBanner />
      <div className="page-container home-layout">
        <LeftColumn sections={layout.content} signedIn={signedIn} />
        <aside className="home-side">
          {layout.side.map((id) => (
            <Fragment key={id}>{side[id] ?? null}</Fragment>
          ))}
        </aside>
      </div>
    </div>
  );
}
