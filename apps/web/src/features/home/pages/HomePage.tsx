// Home (ORIGINAL-UI "Home", first version): banner; my pending tasks, latest lives, hot courses, training
// center and news on the left; personal information, courses in progress and monthly rankings on the
// right. Every figure comes from the API; a section whose endpoint does not exist yet shows '暂无数据'.
import { LiveStatus, liveStatusLabel } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useHotCourses } from '../../course/api.ts';
import { useLatestLives } from '../../live/api.ts';
import { usePendingTasks } from '../../myTask/api.ts';
import { useLatestNews } from '../../news/api.ts';
import { useSession } from '../../session/store.ts';
import { useTrainingCenter } from '../../train/api.ts';
import { HomeBanner } from '../components/HomeBanner.tsx';
import { HomeSection } from '../components/HomeSection.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { ResourceCard } from '../components/ResourceCard.tsx';
import { CoursesInProgress, MonthlyRanking } from '../components/SideLists.tsx';
import '../home.css';

function MyTasks() {
  const { t } = useTranslation('home');
  const tasks = usePendingTasks();
  const rows = tasks.data?.data ?? [];
  return (
    <HomeSection
      title={t('sections.myTasks')}
      moreTo="/myTask?clickData=myLearn"
      extra={
        tasks.data ? (
          <span className="home-section__count">
            {t('sections.pendingTasks', { count: tasks.data.total })}
          </span>
        ) : null
      }
      loading={tasks.isLoading}
      empty={rows.length === 0}
      testId="home-my-tasks"
    >
      <div className="card-grid card-grid--3">
        {rows.map((task) => (
          <ResourceCard
            key={task.id}
            to={`/myTask/taskDetail?id=${task.id}`}
            title={task.name}
            meta={formatDateTime(task.endTime)}
          />
        ))}
      </div>
    </HomeSection>
  );
}

function LeftColumn() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const signedIn = useSession((s) => Boolean(s.token));
  const lives = useLatestLives();
  const courses = useHotCourses();
  const trainings = useTrainingCenter();
  const news = useLatestNews();
  return (
    <div className="home-main">
      {signedIn ? <MyTasks /> : null}
      <HomeSection
        title={t('sections.latestLives')}
        moreTo="/live/list"
        loading={lives.isLoading}
        empty={!lives.data?.length}
        testId="home-latest-lives"
      >
        <div className="card-grid">
          {lives.data?.map((live) => (
            <ResourceCard
              key={live.liveId}
              to={`/live/Detail?id=${live.liveId}`}
              title={live.channelName}
              cover={live.coverImageUrl}
              badge={liveStatusLabel(live.status ?? LiveStatus.notStarted, lang)}
              meta={live.lecturerName}
            />
          ))}
        </div>
      </HomeSection>
      <HomeSection
        title={t('sections.hotCourses')}
        moreTo="/course/list"
        loading={courses.isLoading}
        empty={!courses.data?.length}
        testId="home-hot-courses"
      >
        <div className="card-grid">
          {courses.data?.map((course) => (
            <ResourceCard
              key={course.id}
              to={`/course/detail?id=${course.id}`}
              title={course.name}
              cover={course.coverUrl}
              meta={course.teacherName}
            />
          ))}
        </div>
      </HomeSection>
      <HomeSection
        title={t('sections.trainingCenter')}
        moreTo="/train/index"
        loading={trainings.isLoading}
        empty={!trainings.data?.length}
        testId="home-training-center"
      >
        <div className="card-grid">
          {trainings.data?.map((training) => (
            <ResourceCard
              key={training.id}
              to={`/train/detail?trainId=${training.id}&type=0`}
              title={training.menuName}
              cover={training.coverUrl || training.coverPic}
            />
          ))}
        </div>
      </HomeSection>
      <HomeSection
        title={t('sections.newsCenter')}
        moreTo="/news/list"
        loading={news.isLoading}
        empty={!news.data?.length}
        testId="home-news-center"
      >
        <div className="card-grid">
          {news.data?.map((item) => (
            <ResourceCard
              key={item.id}
              to={`/news/details?id=${item.id}`}
              title={item.title}
              cover={item.coverUrl}
              meta={formatDateTime(item.publishTime, 'YYYY-MM-DD')}
            />
          ))}
        </div>
      </HomeSection>
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
