// The home page's right column lists: courses in progress (queryLearnedCourseList: the learner's own,
// started, unfinished and still open, the latest studied first, 5 of them) and the two monthly rankings
// (top 5, from the achievement domain: queryMonthlyCredit, queryMonthlyPeriod).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EllipsisTooltip } from '../../../components/EllipsisTooltip.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useTopLearners } from '../../achievement/api.ts';
import { useLearnedCourses } from '../api.ts';
import { HomeSection } from './HomeSection.tsx';

/** A thin progress bar with its percentage, named after its course. */
function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span className="progress-bar__track">
        <span className="progress-bar__fill" style={{ width: `${value}%` }} />
      </span>
      <span className="progress-bar__text">{value}%</span>
    </div>
  );
}

export function CoursesInProgress() {
  const { t } = useTranslation('home');
  const courses = useLearnedCourses();
  const rows = courses.data ?? [];
  return (
    <HomeSection
      compact
      title={t('side.coursesInProgress')}
      moreTo="/myTask?clickData=myLearn"
      loading={courses.isLoading}
      error={courses.isError}
      onRetry={() => void courses.refetch()}
      empty={rows.length === 0}
      testId="home-courses-in-progress"
    >
      <ul className="side-list" data-testid="home-in-progress-list">
        {rows.map((course) => (
          <li key={course.id}>
            <Link to={`/course/detail?id=${course.id}`}>
              <EllipsisTooltip text={course.name} />
            </Link>
            <ProgressBar percent={course.totalPrecent} label={t('side.progressOf', { name: course.name })} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export type RankingKind = 'points' | 'hours';

export function MonthlyRanking({ kind }: { kind: RankingKind }) {
  const { t } = useTranslation('home');
  const top = useTopLearners(kind);
  const rows = top.data ?? [];
  return (
    <HomeSection
      compact
      title={t(kind === 'points' ? 'side.monthlyPointsRanking' : 'side.monthlyHoursRanking')}
      moreTo="/ranking/rankIntegralList"
      loading={top.isLoading}
      error={top.isError}
      onRetry={() => void top.refetch()}
      empty={rows.length === 0}
      testId={`home-ranking-${kind}`}
    >
      <ol className="ranking-list" data-testid={`home-ranking-${kind}-list`}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <span className={`ranking-list__place ranking-list__place--${index + 1}`}>{index + 1}</span>
            <UserAvatar size={32} src={row.url} />
            <span className="ranking-list__name" title={row.orgCode}>
              {row.name}
            </span>
            <span className="ranking-list__value">
              {kind === 'points'
                ? t('side.pointsValue', { count: row.monthlyScore ?? 0 })
                : t('profile.hours', { hours: row.monthlyPeriod ?? 0 })}
            </span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
