// Lecturer tasks (/lecturerTask/task, SPEC §2: tabs course, live, training, study plan; lecturer identity
// only, enforced by the server). The tab follows ?clickData= (the header's links: course, live, train,
// studyPlan) and writes it back on a switch, replacing the history entry so Back leaves the page. The course
// tab lists the lecturer's own courses (pager 10/20/30/50/100) with the study list, shelf on/off and delete
// (refused while learners are enrolled); live, training and study plans have no domain yet, so their tabs
// say so instead of listing anything.
import { PAGE_SIZES, StudyStatus, studyStatusLabel } from '@elearning/shared';
import { Button, Card, Input, Popconfirm, Result, Space, Table, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { ApiError } from '../../../lib/http/index.ts';
import { LecturerReviewLinks } from '../../homework/components/LecturerReviewLinks.tsx';
import { LecturerLiveTab } from '../../live/components/LecturerLiveTab.tsx';
import { type LecturerCourse, useCourseAdmin, useLecturerCourses } from '../api-lecturer.ts';
import { CourseCover } from '../components/CourseCover.tsx';
import '../course.css';

// The training tab is the training domain's own component (its module serves the calls).
const LecturerPlanTab = lazy(() =>
  import('../../study-plan/components/LecturerPlanTab.tsx').then((m) => ({ default: m.LecturerPlanTab })),
);
const LecturerTrainingTab = lazy(() =>
  import('../../training/components/LecturerTrainingTab.tsx').then((m) => ({
    default: m.LecturerTrainingTab,
  })),
);

function CourseTab() {
  const { t } = useTranslation('course');
  const lang = useLang();
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; name?: string }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.lecturerList.default,
  });
  const courses = useLecturerCourses(query);
  const { putaway, remove } = useCourseAdmin();
  if (courses.error instanceof ApiError && courses.error.status === 403) {
    return <Result status="403" title={courses.error.message} />;
  }
  const columns = [
    {
      title: t('lecturer.name'),
      key: 'name',
      render: (_: unknown, course: LecturerCourse) => (
        <div className="lecturer-course">
          <CourseCover src={course.coverUrl} alt={course.name} />
          <span>
            <Link to={`/course/detail?id=${course.id}`} className="lecturer-course__name">
              {course.name}
            </Link>
            <br />
            <Tag color={course.status === StudyStatus.inProgress ? 'blue' : 'default'}>
              {studyStatusLabel(course.status, lang)}
            </Tag>
          </span>
        </div>
      ),
    },
    { title: t('lecturer.learners'), dataIndex: 'studyNum', key: 'studyNum', width: 90 },
    {
      title: t('lecturer.shelf'),
      key: 'shelf',
      width: 110,
      render: (_: unknown, course: LecturerCourse) =>
        course.isPutaway ? (
          <Tag color="green">{t('lecturer.onShelf')}</Tag>
        ) : (
          <Tag>{t('lecturer.offShelf')}</Tag>
        ),
    },
    {
      title: t('lecturer.createTime'),
      key: 'createTime',
      width: 160,
      render: (_: unknown, course: LecturerCourse) => formatDateTime(course.createTime),
    },
    {
      title: t('lecturer.actions'),
      key: 'actions',
      width: 240,
      render: (_: unknown, course: LecturerCourse) => (
        <Space size={4}>
          <Link to={`/lecturerCourseDetail?id=${course.id}`} data-testid="lecturer-study-list">
            {t('lecturer.studyList')}
          </Link>
          <Button
            type="link"
            size="small"
            onClick={() =>
              putaway.mutate(
                { id: course.id, status: course.isPutaway ? 0 : 1 },
                {
                  onSuccess: () =>
                    feedback.success(course.isPutaway ? t('lecturer.takeOffDone') : t('lecturer.putOnDone')),
                },
              )
            }
          >
            {course.isPutaway ? t('lecturer.takeOff') : t('lecturer.putOn')}
          </Button>
          <Popconfirm
            title={t('lecturer.deleteConfirm', { name: course.name })}
            onConfirm={() =>
              remove
                .mutateAsync(course.id)
                .then((check) =>
                  check.canDelete
                    ? feedback.success(t('lecturer.deleted'))
                    : feedback.error(t('lecturer.cannotDelete', { count: check.learnerNum })),
                )
            }
          >
            <Button type="link" size="small" danger>
              {t('lecturer.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="lecturer-course-tab">
      <div className="lecturer-toolbar">
        <Input.Search
          allowClear
          placeholder={t('lecturer.searchName')}
          onSearch={(name) => setQuery({ ...query, pageNo: 1, name: name.trim() || undefined })}
          style={{ width: 280 }}
        />
      </div>
      <Table<LecturerCourse>
        rowKey="id"
        columns={columns}
        dataSource={courses.data?.data ?? []}
        loading={courses.isFetching}
        pagination={false}
      />
      <Pager
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        total={courses.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.lecturerList.options}
        onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
      />
    </div>
  );
}

/** The tabs by their ?clickData= value, with the label key each shows. */
const TABS = { course: 'course', live: 'live', train: 'training', studyPlan: 'plan' } as const;
type TabKey = keyof typeof TABS;
type NotBuiltLabel = Exclude<(typeof TABS)[TabKey], 'course' | 'live'>;

function isTabKey(value: string | null): value is TabKey {
  return value !== null && Object.hasOwn(TABS, value);
}

/** A tab whose domain is not built: says what will be listed here, and offers the course tab. */
function NotBuiltTab({ label, onCourses }: { label: NotBuiltLabel; onCourses: () => void }) {
  const { t } = useTranslation('course');
  return (
    <div data-testid={`lecturer-${label}-not-built`}>
      <Result
        status="info"
        title={t('lecturer.notBuilt.title', { tab: t(`lecturer.tabs.${label}`) })}
        subTitle={t(`lecturer.notBuilt.${label}`)}
        extra={
          <Button type="primary" onClick={onCourses}>
            {t('lecturer.notBuilt.toCourses')}
          </Button>
        }
      />
    </div>
  );
}

export function LecturerTaskPage() {
  const { t } = useTranslation('course');
  const [params, setParams] = useSearchParams();
  const clickData = params.get('clickData');
  const active: TabKey = isTabKey(clickData) ? clickData : 'course';
  const select = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('clickData', key);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="page-container lecturer-page" data-testid="lecturer-task-page">
      <Card title={<h1 className="page-title">{t('lecturer.title')}</h1>} extra={<LecturerReviewLinks />}>
        <Tabs
          activeKey={active}
          onChange={select}
          items={(Object.keys(TABS) as TabKey[]).map((key) => {
            const label = TABS[key];
            return {
              key,
              label: t(`lecturer.tabs.${label}`),
              children:
                label === 'course' ? (
                  <CourseTab />
                ) : label === 'live' ? (
                  <LecturerLiveTab />
                ) : label === 'training' ? (
                  <Suspense fallback={null}>
                    <LecturerTrainingTab />
                  </Suspense>
                ) : label === 'plan' ? (
                  <Suspense fallback={null}>
                    <LecturerPlanTab />
                  </Suspense>
                ) : (
                  <NotBuiltTab label={label} onCourses={() => select('course')} />
                ),
            };
          })}
        />
      </Card>
    </div>
  );
}
