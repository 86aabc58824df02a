// The home page's "我的任务" box (ORIGINAL-UI Home): "待完成任务N项" and the learner's open tasks, 3 per
// view with previous / next — open and upcoming exams through the exam domain's list hook, required
// courses still to do through My Task's. Loading, empty and failed states are the section's.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { ExamStatusFilter } from '@elearning/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EllipsisTooltip } from '../../../components/EllipsisTooltip.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useExamList } from '../../exam/api.ts';
import { useOpenRequiredCourses } from '../../my-task/api.ts';
import { type HomeTask, homeTasks, taskViews } from '../tasks.ts';
import { HomeSection } from './HomeSection.tsx';
import '../my-tasks.css';
import { Button } from '../../../components/plain.tsx';

/** Items fetched per source: three views each; the count still covers them all. */
const FETCH_PER_SOURCE = 9;

function TaskCard({ task }: { task: HomeTask }) {
  const { t } = useTranslation('home');
  const meta =
    task.kind === 'exam'
      ? [
          t(task.open ? 'tasks.examOpen' : 'tasks.examUpcoming'),
          t('tasks.examTime', {
            begin: formatDateTime(task.beginTime),
            end: formatDateTime(task.endTime),
          }),
        ]
      : [
          t('tasks.progress', { percent: task.progress }),
          task.endTime === null
            ? t('tasks.noDeadline')
            : t('tasks.deadline', { time: formatDateTime(task.endTime) }),
        ];
  return (
    <Link to={task.to} className={`task-card task-card--${task.kind}`} data-testid="home-task">
      <span className="task-card__head">
        <EllipsisTooltip text={task.title} className="task-card__title" />
        <span className="task-card__kind">{t(task.kind === 'exam' ? 'tasks.exam' : 'tasks.course')}</span>
      </span>
      {meta.map((line) => (
        <span key={line} className="task-card__meta">
          {line}
        </span>
      ))}
    </Link>
  );
}

export function MyTasksBox() {
  const { t } = useTranslation('home');
  const courses = useOpenRequiredCourses(FETCH_PER_SOURCE);
  const openExams = useExamList({ pageNo: 1, pageSize: FETCH_PER_SOURCE, status: ExamStatusFilter.notTaken });
  const upcomingExams = useExamList({
    pageNo: 1,
    pageSize: FETCH_PER_SOURCE,
    status: ExamStatusFilter.notStarted,
  });
  const [view, setView] = useState(0);
  const sources = [courses, openExams, upcomingExams];
  const ready = courses.data && openExams.data && upcomingExams.data;
  const { tasks, total } = ready
    ? homeTasks({ courses: courses.data, openExams: openExams.data, upcomingExams: upcomingExams.data })
    : { tasks: [], total: 0 };
  const views = taskViews(tasks);
  const current = Math.min(view, Math.max(views.length - 1, 0));

  return (
    <HomeSection
      title={t('sections.myTasks')}
      moreTo="/myTask?clickData=myLearn"
      extra={
        ready ? (
          <span className="home-section__count" data-testid="home-task-count">
            {t('sections.pendingTasks', { count: total })}
          </span>
        ) : null
      }
      loading={sources.some((query) => query.isLoading)}
      error={sources.some((query) => query.isError)}
      onRetry={() => {
        for (const query of sources) if (query.isError) void query.refetch();
      }}
      empty={tasks.length === 0}
      testId="home-my-tasks"
    >
      <div className="task-box">
        <Button
          shape="circle"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('tasks.previous')}
          disabled={current === 0}
          onClick={() => setView(current - 1)}
        />
        <ul
          className="task-box__view"
          aria-label={t('tasks.view', { current: current + 1, total: views.length })}
        >
          {views[current]?.map((task) => (
            <li key={task.key}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
        <Button
          shape="circle"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('tasks.next')}
          disabled={current >= views.length - 1}
          onClick={() => setView(current + 1)}
        />
      </div>
    </HomeSection>
  );
}
