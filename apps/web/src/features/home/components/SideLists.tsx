// The home page's right column lists: courses in progress and the two monthly rankings (top 5).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EllipsisTooltip } from '../../../components/EllipsisTooltip.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useCoursesInProgress } from '../../course/api.ts';
import { type RankingKind, useMonthlyRanking } from '../../integral/api.ts';
import { HomeSection } from './HomeSection.tsx';

const IN_PROGRESS_SHOWN = 5;

/** A thin progress bar with its percentage. */
function ProgressBar({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="progress-bar"
      role="progressbar"
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
  const courses = useCoursesInProgress();
  const rows = (courses.data ?? []).slice(0, IN_PROGRESS_SHOWN);
  return (
    <HomeSection
      compact
      title={t('side.coursesInProgress')}
      moreTo="/myTask?clickData=myLearn"
      loading={courses.isLoading}
      empty={rows.length === 0}
      testId="home-courses-in-progress"
    >
      <ul className="side-list">
        {rows.map((course) => (
          <li key={course.id}>
            <Link to={`/course/detail?id=${course.id}`}>
              <EllipsisTooltip text={course.name} />
            </Link>
            <ProgressBar percent={course.totalPrecent ?? 0} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function MonthlyRanking({ kind }: { kind: RankingKind }) {
  const { t } = useTranslation('home');
  const ranking = useMonthlyRanking(kind);
  const rows = ranking.data ?? [];
  return (
    <HomeSection
      compact
      title={t(kind === 'points' ? 'side.monthlyPointsRanking' : 'side.monthlyHoursRanking')}
      moreTo="/ranking/rankIntegralList"
      loading={ranking.isLoading}
      empty={rows.length === 0}
      testId={`home-ranking-${kind}`}
    >
      <ol className="ranking-list">
        {rows.map((entry, index) => (
          <li key={entry.userId}>
            <span className={`ranking-list__place ranking-list__place--${index + 1}`}>{index + 1}</span>
            <UserAvatar size={24} src={entry.avatarUrl} />
            <span className="ranking-list__name">{entry.name}</span>
            <span className="ranking-list__value">{entry.value}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
