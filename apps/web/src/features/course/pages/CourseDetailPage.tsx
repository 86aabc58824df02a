// Course detail (/course/detail?id=, ORIGINAL-UI Course): cover 320×180, lecturer, points, credit hours,
// '立即学习' (logs a view first); tabs information, catalogue, notes, experiences and ratings; related
// courses. /requiredCourseDetail, /electiveCoursesDetail and /myRequiredDetails show the same page
// reached from My Task, with the way back to it.
import { ArrowLeftOutlined, HeartFilled, HeartOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import {
  COURSE_LAYOUT,
  PROGRESS_COMPLETE_PERCENT,
  StudyStatus,
  studyStatusLabel,
  type TCourseChapter,
  type TCourseDetail,
} from '@elearning/shared';
import { Button, Progress, Result, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import {
  logCourseView,
  useAddToStudy,
  useCatalog,
  useCollect,
  useCourse,
  usePreCourse,
  useRelatedCourses,
} from '../api.ts';
import { CatalogList } from '../components/CatalogList.tsx';
import { CompletedStamp } from '../components/CompletedStamp.tsx';
import { CourseCover } from '../components/CourseCover.tsx';
import { ExperiencePanel } from '../components/ExperiencePanel.tsx';
import { NotesPanel } from '../components/NotesPanel.tsx';
import { RatingPanel } from '../components/RatingPanel.tsx';
import { ShareButton } from '../components/ShareButton.tsx';
import '../course.css';
import { RichText } from '../components/RichText.tsx';

export type CourseContext = 'catalog' | 'required' | 'elective';
const TABS = ['info', 'catalog', 'notes', 'experience', 'rating'] as const;
type Tab = (typeof TABS)[number];

/** The course id from `?id=`, or from `?item=` (the elective card's JSON, as /myRequiredDetails is opened). */
export function courseIdFrom(params: URLSearchParams): number {
  const direct = Number(params.get('id') ?? params.get('courseId'));
  if (Number.isInteger(direct) && direct > 0) return direct;
  try {
    const item = JSON.parse(params.get('item') ?? 'null') as { id?: unknown } | null;
    const id = Number(item?.id);
    return Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

function Hero({ course, context }: { course: TCourseDetail; context: CourseContext }) {
  const { t } = useTranslation('course');
  const lang = useLang();
  const navigate = useNavigate();
  const collect = useCollect(course.id);
  const addToStudy = useAddToStudy(course.id);
  const pre = usePreCourse(course.id).data;
  const started = course.totalPrecent > 0 || course.lastChapterId !== null;
  const learn = async (chapter?: TCourseChapter) => {
    if (pre && !pre.isFinish) {
      feedback.error(t('detail.preCourse', { name: pre.preCourseName }));
      return;
    }
    await logCourseView(course.id).catch(() => undefined);
    const chapterId = chapter?.id ?? course.lastChapterId;
    navigate(`/course/learn?id=${course.id}${chapterId ? `&chapterId=${chapterId}` : ''}`);
  };
  const period =
    course.startTime || course.endTime
      ? t('detail.period', {
          start: formatDateTime(course.startTime, 'YYYY-MM-DD') || '—',
          end: formatDateTime(course.endTime, 'YYYY-MM-DD') || '—',
        })
      : t('detail.notLimited');
  return (
    <section className="course-hero" data-testid="course-hero">
      <CourseCover src={course.coverUrl} alt={course.name} className="course-hero__cover" />
      <div className="course-hero__body">
        <div className="course-hero__title">
          <h1 data-testid="course-name">{course.name}</h1>
          <Tag
            color={
              course.status === StudyStatus.inProgress
                ? 'blue'
                : course.status === StudyStatus.ended
                  ? 'default'
                  : 'orange'
            }
          >
            {studyStatusLabel(course.status, lang)}
          </Tag>
          {context !== 'catalog' || course.isInMyStudy ? (
            <Tag color={course.isRemove === 0 ? 'red' : 'green'}>
              {course.isRemove === 0 ? t('detail.required') : t('detail.elective')}
            </Tag>
          ) : null}
        </div>
        <dl className="course-hero__facts">
          <div>
            <dt>{t('detail.lecturer')}</dt>
            <dd>{course.teacherName || '—'}</dd>
          </div>
          <div>
            <dt>{t('detail.points')}</dt>
            <dd>{course.points}</dd>
          </div>
          <div>
            <dt>{t('detail.creditHours')}</dt>
            <dd>{t('detail.hours', { hours: course.creditHours })}</dd>
          </div>
          <div>
            <dt>
              <StarFilled className="course-hero__star" />
            </dt>
            <dd>{course.scoreAvg > 0 ? course.scoreAvg.toFixed(1) : '—'}</dd>
          </div>
        </dl>
        <div className="course-hero__sub">
          <span>{t('detail.studyNum', { count: course.studyNum })}</span>
          <span>{period}</span>
          {course.knowledgeSystemName ? <span>{course.knowledgeSystemName}</span> : null}
        </div>
        {started ? (
          <Progress
            percent={course.totalPrecent}
            size="small"
            className="course-hero__progress"
            aria-label={t('studyList.progress')}
          />
        ) : null}
        <div className="course-hero__actions">
          <Button
            type="primary"
            className="course-hero__learn"
            onClick={() => void learn()}
            data-testid="course-learn"
          >
            {started ? t('detail.continueLearning') : t('detail.learnNow')}
          </Button>
          <Button
            icon={course.isCollect ? <HeartFilled /> : <HeartOutlined />}
            onClick={() => collect.mutate(!course.isCollect)}
            loading={collect.isPending}
            data-testid="course-collect"
          >
            {course.isCollect ? t('detail.collected') : t('detail.collect')}
          </Button>
          <ShareButton courseId={course.id} />
          {course.isInMyStudy ? null : (
            <Button
              icon={<PlusOutlined />}
              loading={addToStudy.isPending}
              onClick={() =>
                addToStudy.mutate(undefined, { onSuccess: () => feedback.success(t('detail.added')) })
              }
              data-testid="course-add"
            >
              {t('detail.addToStudy')}
            </Button>
          )}
        </div>
      </div>
      {course.totalPrecent >= PROGRESS_COMPLETE_PERCENT ? (
        <span className="course-hero__stamp">
          <CompletedStamp />
        </span>
      ) : null}
    </section>
  );
}

function Related({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const related = useRelatedCourses(courseId).data ?? [];
  if (related.length === 0) return null;
  return (
    <aside className="course-related">
      <h2>{t('detail.related')}</h2>
      <ul>
        {related.map((course) => (
          <li key={course.id} className="course-related__item">
            <Link to={`/course/detail?id=${course.id}`}>
              <CourseCover src={course.coverUrl} alt={course.name} />
              <span>
                <strong title={course.name}>{course.name}</strong>
                <small>{t('card.studyNum', { count: course.studyNum })}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function CourseDetailPage({ context = 'catalog' }: { context?: CourseContext }) {
  const { t } = useTranslation('course');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = courseIdFrom(params);
  const course = useCourse(id);
  const catalog = useCatalog(id);
  const tabParam = params.get('tab');
  const tab: Tab = TABS.find((key) => key === tabParam) ?? 'info';

  if (id === 0 || course.isError) {
    return (
      <div className="page-container">
        <Result
          status="404"
          title={t('detail.notFound')}
          extra={<Link to="/course/list">{t('list.title')}</Link>}
        />
      </div>
    );
  }
  const data = course.data;
  return (
    <div
      className="page-container course-detail-page"
      data-testid="course-detail-page"
      style={{ ['--cover-w' as string]: `${COURSE_LAYOUT.coverWidth}px` }}
    >
      {context !== 'catalog' ? (
        <div className="course-context">
          <Link to={`/myTask?clickData=myLearn`} className="course-context__back">
            <ArrowLeftOutlined /> {t('detail.backToTask')}
          </Link>
          <span>{context === 'required' ? t('detail.requiredTitle') : t('detail.electiveTitle')}</span>
        </div>
      ) : null}
      {data ? (
        <Hero course={data} context={context} />
      ) : (
        <Skeleton active avatar={{ shape: 'square', size: 180 }} className="course-hero" />
      )}
      <div className="course-detail-layout">
        <section className="course-tabs">
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              const next = new URLSearchParams(params);
              next.set('tab', key);
              setParams(next, { replace: true });
            }}
            items={TABS.map((key) => ({ key, label: t(`detail.tabs.${key}`) }))}
          />
          {tab === 'info' ? (
            data?.introduction ? (
              <RichText html={data.introduction} className="course-intro" />
            ) : (
              <p className="course-intro course-intro--empty">{t('detail.noIntro')}</p>
            )
          ) : null}
          {tab === 'catalog' ? (
            <CatalogList
              chapters={catalog.data ?? []}
              onOpen={(chapter) =>
                void logCourseView(id)
                  .catch(() => undefined)
                  .then(() => navigate(`/course/learn?id=${id}&chapterId=${chapter.id}`))
              }
            />
          ) : null}
          {tab === 'notes' ? <NotesPanel courseId={id} mine={false} /> : null}
          {tab === 'experience' ? <ExperiencePanel courseId={id} /> : null}
          {tab === 'rating' ? <RatingPanel courseId={id} /> : null}
        </section>
        <Related courseId={id} />
      </div>
    </div>
  );
}

export function RequiredCourseDetailPage() {
  return <CourseDetailPage context="required" />;
}

export function ElectiveCourseDetailPage() {
  return <CourseDetailPage context="elective" />;
}
