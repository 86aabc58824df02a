// The course card of the course centre (SPEC §3): cover, status, name, lecturer, 'N人学习' and rating.
import { StarFilled, UserOutlined } from '@ant-design/icons';
import { StudyStatus, studyStatusLabel, type TCourseCard } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../i18n/hooks.ts';
import { CourseCover } from './CourseCover.tsx';

export function CourseCard({ course }: { course: TCourseCard }) {
  const { t } = useTranslation('course');
  const lang = useLang();
  return (
    <Link to={`/course/detail?id=${course.id}`} className="course-card" data-testid="course-card">
      <div className="course-card__media">
        <CourseCover src={course.coverUrl} alt={course.name} />
        {course.status !== StudyStatus.inProgress ? (
          <span className={`course-card__status course-card__status--${course.status}`}>
            {studyStatusLabel(course.status, lang)}
          </span>
        ) : null}
        <span className="course-card__hours">{t('detail.hours', { hours: course.creditHours })}</span>
      </div>
      <div className="course-card__body">
        <h3 className="course-card__title" title={course.name}>
          {course.name}
        </h3>
        <div className="course-card__meta">
          <span className="course-card__teacher">
            <UserOutlined /> {course.teacherName || '—'}
          </span>
          {course.scoreAvg > 0 ? (
            <span className="course-card__score">
              <StarFilled /> {course.scoreAvg.toFixed(1)}
            </span>
          ) : null}
        </div>
        <div className="course-card__foot">
          <span>{t('card.studyNum', { count: course.studyNum })}</span>
          {course.knowledgeSystemName ? (
            <span className="course-card__system">{course.knowledgeSystemName}</span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
