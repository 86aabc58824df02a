// The cards of My Task's course lists (SPEC §2): list 1 (cover, name, teacher, 'N人学习', progress bar,
// 'immediately learn' on hover) and list 2 (cover, menu name, dates, knowledge system, status label,
// 'continue learning' on hover). In selection mode a card toggles its checkbox; assigned ones cannot. For the
// keyboard and screen readers the card holds separate controls — the title links to the detail, the
// overlay button learns, the checkbox (named by the course) selects — and a click anywhere on the card is
// a mouse shortcut for the first or the last, so no control sits inside another.
import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { PROGRESS_COMPLETE_PERCENT, Removable, studyStatusLabel, type TCourseCard } from '@elearning/shared';
import { Checkbox, Progress, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { logCourseView } from '../../course/api.ts';
import { CourseCover } from '../../course/components/CourseCover.tsx';

type Props = {
  course: TCourseCard;
  variant: 'required' | 'elective';
  manage: boolean;
  selected: boolean;
  onToggle: () => void;
};

export function StudyCourseCard({ course, variant, manage, selected, onToggle }: Props) {
  const { t } = useTranslation(['my-task', 'course']);
  const navigate = useNavigate();
  const lang = useLang();
  const assigned = course.isRemove === Removable.no;
  const detailUrl =
    variant === 'required'
      ? `/requiredCourseDetail?id=${course.id}`
      : `/myRequiredDetails?item=${encodeURIComponent(JSON.stringify({ id: course.id, menuName: course.menuName }))}`;

  const title = variant === 'elective' ? course.menuName : course.name;
  const activate = () => {
    if (manage) onToggle();
    else navigate(detailUrl);
  };
  const learn = (event: MouseEvent) => {
    event.stopPropagation();
    void logCourseView(course.id)
      .catch(() => undefined)
      .then(() => navigate(`/course/learn?id=${course.id}`));
  };
  const checkbox = (
    <Checkbox
      className="study-card__check"
      checked={selected}
      disabled={assigned}
      onClick={(event) => event.stopPropagation()}
      onChange={onToggle}
      aria-label={title}
      data-testid="study-card-check"
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the keyboard has the link and checkbox
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same control is reachable by keyboard inside the card
    <div
      className={`study-card study-card--${variant}${manage ? ' is-managing' : ''}${selected ? ' is-selected' : ''}`}
      onClick={activate}
      data-testid={`${variant}-card`}
      data-course-id={course.id}
      data-removable={assigned ? '0' : '1'}
    >
      <div className="study-card__media">
        <CourseCover src={course.coverUrl} alt={course.name} />
        {variant === 'elective' ? (
          <span className={`study-card__status study-card__status--${course.status}`}>
            {studyStatusLabel(course.status, lang)}
          </span>
        ) : assigned ? (
          <span className="study-card__assigned">{t('required.assigned')}</span>
        ) : null}
        {course.totalPrecent >= PROGRESS_COMPLETE_PERCENT ? (
          <CheckCircleFilled className="study-card__done" />
        ) : null}
        {manage ? null : (
          <button
            type="button"
            className="study-card__overlay"
            onClick={learn}
            data-testid="study-card-learn"
          >
            <PlayCircleOutlined />
            {variant === 'required' ? t('course:card.learnNow') : t('elective.continue')}
          </button>
        )}
        {manage && assigned ? <Tooltip title={t('selection.assignedHint')}>{checkbox}</Tooltip> : null}
        {manage && !assigned ? checkbox : null}
      </div>
      <div className="study-card__body">
        <h3 title={title}>
          {manage ? (
            title
          ) : (
            <Link to={detailUrl} onClick={(event) => event.stopPropagation()}>
              {title}
            </Link>
          )}
        </h3>
        {variant === 'required' ? (
          <>
            <div className="study-card__meta">
              <span>{course.teacherName || '—'}</span>
              <span>{t('course:card.studyNum', { count: course.studyNum })}</span>
            </div>
            <Progress
              percent={course.totalPrecent}
              size="small"
              aria-label={t('course:studyList.progress')}
              data-testid="study-card-progress"
            />
          </>
        ) : (
          <>
            <div className="study-card__meta">
              {course.startTime || course.endTime
                ? t('elective.period', {
                    start: formatDateTime(course.startTime, 'YYYY-MM-DD') || '—',
                    end: formatDateTime(course.endTime, 'YYYY-MM-DD') || '—',
                  })
                : t('elective.open')}
            </div>
            <div className="study-card__meta study-card__meta--system">
              {course.knowledgeSystemName
                ? t('elective.knowledgeSystem', { name: course.knowledgeSystemName })
                : ''}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
