// The learn page (/course/learn?id=&chapterId=, fullscreen; ORIGINAL-UI Course): a top bar with the
// course progress (and the completed stamp at 100 %), the chapter on the stage, and a collapsible 384 px
// side bar with the catalogue and the learner's notes. Progress is saved by useLearnProgress.
import {
  ArrowLeftOutlined,
  LeftOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { COURSE_LAYOUT, PROGRESS_COMPLETE_PERCENT, type TCourseChapter } from '@elearning/shared';
import { Button, Progress, Result, Spin, Tabs, Tooltip } from 'antd';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCatalog, useCourse, useCourseRecord } from '../api.ts';
import { CatalogList } from '../components/CatalogList.tsx';
import { CompletedStamp } from '../components/CompletedStamp.tsx';
import { ChapterContent } from '../components/learn/ChapterContent.tsx';
import { NotesPanel } from '../components/NotesPanel.tsx';
import { useLearnProgress } from '../use-learn-progress.ts';
import '../course.css';

function pickChapter(chapters: TCourseChapter[], wanted: number, last: number | null | undefined) {
  return (
    chapters.find((chapter) => chapter.id === wanted) ??
    chapters.find((chapter) => chapter.id === last) ??
    chapters[0]
  );
}

export function CourseLearnPage() {
  const { t } = useTranslation('course');
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('id')) || 0;
  const course = useCourse(courseId);
  const catalog = useCatalog(courseId);
  const record = useCourseRecord(courseId);
  const [collapsed, setCollapsed] = useState(false);
  const progressLabel = useId();
  const [sideTab, setSideTab] = useState<'catalog' | 'notes'>('catalog');
  const video = useRef<HTMLVideoElement | null>(null);

  const chapters = catalog.data ?? [];
  const chapter = pickChapter(chapters, Number(params.get('chapterId')), course.data?.lastChapterId);
  const progress = useLearnProgress(courseId, chapter);
  const index = chapter ? chapters.findIndex((item) => item.id === chapter.id) : -1;

  const open = useCallback(
    (next: TCourseChapter | undefined) => {
      if (!next) return;
      const search = new URLSearchParams(params);
      search.set('chapterId', String(next.id));
      setParams(search, { replace: true });
    },
    [params, setParams],
  );

  if (course.isError || courseId === 0) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        extra={<Link to="/course/list">{t('list.title')}</Link>}
      />
    );
  }
  const percent = record.data?.totalPrecent ?? course.data?.totalPrecent ?? 0;
  return (
    <div className="learn-page" data-testid="course-learn-page">
      <header className="learn-bar">
        <Link to={`/course/detail?id=${courseId}`} className="learn-bar__back" data-testid="learn-back">
          <ArrowLeftOutlined /> {t('learn.back')}
        </Link>
        <h1 className="learn-bar__title" title={course.data?.name}>
          {course.data?.name}
        </h1>
        <div className="learn-bar__progress" data-testid="learn-progress" data-percent={percent}>
          <span id={progressLabel}>{t('learn.progress', { percent })}</span>
          <Progress
            aria-labelledby={progressLabel}
            percent={percent}
            showInfo={false}
            size="small"
            strokeColor="#4fa0ff"
            trailColor="rgba(255,255,255,0.18)"
          />
        </div>
        {percent >= PROGRESS_COMPLETE_PERCENT ? (
          <span className="learn-bar__stamp">
            <CompletedStamp size={56} />
          </span>
        ) : null}
      </header>
      <div className="learn-body">
        {/* The layout's <main> already holds the whole page; a second one would nest landmarks. */}
        <div className="learn-stage">
          {catalog.isPending ? (
            <Spin className="learn-stage__spin" />
          ) : chapter ? (
            <>
              <div className="learn-stage__content">
                <ChapterContent
                  chapter={chapter}
                  onVideoTime={progress.videoTime}
                  onVideoPause={progress.flush}
                  onVideoEnded={progress.flush}
                  onDone={progress.done}
                  videoRef={(element) => {
                    video.current = element;
                  }}
                />
              </div>
              <footer className="learn-stage__nav">
                <span className="learn-stage__chapter">{chapter.name}</span>
                <Button
                  icon={<LeftOutlined />}
                  disabled={index <= 0}
                  onClick={() => open(chapters[index - 1])}
                >
                  {t('learn.prev')}
                </Button>
                <Button
                  type="primary"
                  disabled={index >= chapters.length - 1}
                  onClick={() => open(chapters[index + 1])}
                  data-testid="learn-next"
                >
                  {t('learn.next')} <RightOutlined />
                </Button>
              </footer>
            </>
          ) : (
            <Result status="info" title={t('learn.noChapter')} />
          )}
        </div>
        <aside
          className={`learn-side${collapsed ? ' is-collapsed' : ''}`}
          style={{ width: collapsed ? 0 : COURSE_LAYOUT.learnSidebarWidth }}
          data-testid="learn-side"
        >
          <Tooltip title={collapsed ? t('learn.expand') : t('learn.collapse')} placement="left">
            <button
              type="button"
              className="learn-side__toggle"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t('learn.expand') : t('learn.collapse')}
              data-testid="learn-side-toggle"
            >
              {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            </button>
          </Tooltip>
          <div className="learn-side__inner" hidden={collapsed}>
            <Tabs
              activeKey={sideTab}
              onChange={(key) => setSideTab(key === 'notes' ? 'notes' : 'catalog')}
              centered
              items={[
                {
                  key: 'catalog',
                  label: t('learn.catalog'),
                  children: <CatalogList chapters={chapters} activeId={chapter?.id} onOpen={open} compact />,
                },
                {
                  key: 'notes',
                  label: t('learn.notes'),
                  children: (
                    <NotesPanel
                      courseId={courseId}
                      mine
                      chapterId={chapter?.id}
                      position={() => video.current?.currentTime ?? 0}
                    />
                  ),
                },
              ]}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
