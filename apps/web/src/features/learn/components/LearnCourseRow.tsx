// One course of the learning-resources list: cover, name (to the course page), status, study period,
// progress and 开始学习 / 继续学习. A course not open yet says so instead of offering a button that fails;
// an ended one says it has ended.
import { StudyStatus, studyStatusLabel, type TCourseCard } from '@elearning/shared';
import { Button, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { logCourseView } from '../../course/api.ts';
import { CourseCover } from '../../course/components/CourseCover.tsx';
import { learnActionOf } from '../paging.ts';

const STATUS_COLOURS: Record<StudyStatus, string> = {
  [StudyStatus.notStarted]: 'orange',
  [StudyStatus.inProgress]: 'blue',
  [StudyStatus.ended]: 'default',
};

export function LearnCourseRow({ course, title }: { course: TCourseCard; title: string }) {
  const { t } = useTranslation('learn');
  const lang = useLang();
  const navigate = useNavigate();
  const detail = `/course/detail?id=${course.id}`;
  const learn = () =>
    void logCourseView(course.id)
      .catch(() => undefined)
      .then(() => navigate(`/course/learn?id=${course.id}`));
  const period =
    course.startTime || course.endTime
      ? t('row.period', {
          start: formatDateTime(course.startTime, 'YYYY-MM-DD') || '—',
          end: formatDateTime(course.endTime, 'YYYY-MM-DD') || '—',
        })
      : t('row.noPeriod');
  return (
    <li className="learn-row" data-testid="learn-row" data-course-id={course.id}>
      <CourseCover src={course.coverUrl} alt="" className="learn-row__cover" />
      <div className="learn-row__body">
        <h3 className="learn-row__title">
          <Link to={detail}>{title}</Link>
          <Tag color={STATUS_COLOURS[course.status]}>{studyStatusLabel(course.status, lang)}</Tag>
        </h3>
        <p className="learn-row__meta">
          {period}
          {course.teacherName ? <span>{t('row.lecturer', { name: course.teacherName })}</span> : null}
        </p>
        <div className="learn-row__progress">
          <span aria-hidden>{t('row.done')}</span>
          <Progress
            percent={course.totalPrecent}
            size="small"
            aria-label={t('row.progressOf', { name: title })}
            data-testid="learn-row-progress"
          />
        </div>
      </div>
      <div className="learn-row__action">
        {course.status === StudyStatus.ended ? (
          <span className="learn-row__note">{t('row.ended')}</span>
        ) : course.status === StudyStatus.notStarted ? (
          <>
            <Button type="primary" disabled aria-describedby={`learn-row-note-${course.id}`}>
              {t('row.start')}
            </Button>
            <span id={`learn-row-note-${course.id}`} className="learn-row__note">
              {t('row.notOpenYet', { time: formatDateTime(course.startTime, 'YYYY-MM-DD') })}
            </span>
          </>
        ) : (
          <Button type="primary" onClick={learn} data-testid="learn-row-learn">
            {t(learnActionOf(course.totalPrecent) === 'start' ? 'row.start' : 'row.continue')}
          </Button>
        )}
      </div>
    </li>
  );
}
