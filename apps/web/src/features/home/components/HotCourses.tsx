// The home page's popular courses (ORIGINAL-UI Home): the first course as a large card (with its lecturer
// and area too), the rest as small cards; every card shows its star rating and 'N人学习'.
import { StarFilled, UserOutlined } from '@ant-design/icons';
import type { TCourseCard } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EllipsisTooltip } from '../../../components/EllipsisTooltip.tsx';
import { useHotCourses } from '../../course/api.ts';
import { CourseCover } from '../../course/components/CourseCover.tsx';
import { useSession } from '../../session/store.ts';
import { HomeSection } from './HomeSection.tsx';

/** One large card and five small ones fill the section's three columns by three rows. */
export const HOT_COURSES_SHOWN = 6;
const STARS = 5;

/** Five stars filled to the mean rating, one decimal beside them; unrated courses say so. */
export function StarRating({ score }: { score: number }) {
  const { t } = useTranslation('home');
  const rated = score > 0;
  const label = rated ? t('hot.rating', { score: score.toFixed(1) }) : t('hot.unrated');
  return (
    <span className="star-rating" role="img" aria-label={label} data-testid="hot-course-rating">
      <span className="star-rating__stars" aria-hidden>
        {Array.from({ length: STARS }, (_, index) => {
          const fill = Math.max(0, Math.min(1, score - index));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
            <span key={index} className="star-rating__star">
              <StarFilled className="star-rating__void" />
              <span className="star-rating__fill" style={{ width: `${fill * 100}%` }}>
                <StarFilled />
              </span>
            </span>
          );
        })}
      </span>
      <span className="star-rating__score" aria-hidden>
        {rated ? score.toFixed(1) : '—'}
      </span>
    </span>
  );
}

function Learners({ count }: { count: number }) {
  const { t } = useTranslation('home');
  return (
    <span className="hot-course__learners" data-testid="hot-course-learners">
      <UserOutlined aria-hidden /> {t('hot.learners', { count })}
    </span>
  );
}

function HotCourseCard({ course, large }: { course: TCourseCard; large: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Link
      to={`/course/detail?id=${course.id}`}
      className={`hot-course${large ? ' hot-course--large' : ''}`}
      data-testid="hot-course"
    >
      <CourseCover src={course.coverUrl} alt="" className="hot-course__cover" />
      <span className="hot-course__body">
        <EllipsisTooltip text={course.name} className="hot-course__title" />
        <span className="hot-course__meta">
          <StarRating score={course.scoreAvg} />
          <Learners count={course.studyNum} />
        </span>
        {large ? (
          <span className="hot-course__facts">
            {course.teacherName ? <span>{t('hot.lecturer', { name: course.teacherName })}</span> : null}
            {course.knowledgeSystemName ? <span>{course.knowledgeSystemName}</span> : null}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

export function HotCourses() {
  const { t } = useTranslation('home');
  const signedIn = useSession((state) => Boolean(state.token));
  const courses = useHotCourses(HOT_COURSES_SHOWN, signedIn);
  return (
    <HomeSection
      title={t('sections.hotCourses')}
      moreTo="/course/list"
      loading={courses.isLoading}
      error={courses.isError}
      onRetry={() => void courses.refetch()}
      empty={!courses.data?.length}
      testId="home-hot-courses"
    >
      <ul className="hot-courses">
        {courses.data?.map((course, index) => (
          <li key={course.id} className={index === 0 ? 'hot-courses__first' : undefined}>
            <HotCourseCard course={course} large={index === 0} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
