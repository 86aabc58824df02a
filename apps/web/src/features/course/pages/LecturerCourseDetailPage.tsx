// A lecturer's course study list (/lecturerCourseDetail?id=): every learner (assigned or self-enrolled)
// with progress, study time and last study, a search, the .xlsx export, and one learner's chapter progress
// and experiences in a drawer.
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { CHAPTER_STUDY_STATE_LABELS, PAGE_SIZES, type TCourseStudyRow } from '@elearning/shared';
import { Button, Card, Drawer, Input, Progress, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { useLang } from '../../../i18n/hooks.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useCourse } from '../api.ts';
import { exportStudyList, useLearnerDetail, useLearnerExperiences, useStudyList } from '../api-lecturer.ts';
import { ChapterTypeTag } from '../components/ChapterTypeTag.tsx';
import { ProgressRing } from '../components/ProgressRing.tsx';
import '../course.css';
import { RichText } from '../components/RichText.tsx';

const STATE_COLORS = ['default', 'processing', 'success'] as const;

function LearnerDrawer({
  courseId,
  learner,
  onClose,
}: {
  courseId: number;
  learner: TCourseStudyRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('course');
  const userId = learner?.userId ?? 0;
  const detail = useLearnerDetail(courseId, userId).data;
  const feel = useLearnerExperiences(courseId, userId).data?.data ?? [];
  return (
    <Drawer
      open={learner !== null}
      onClose={onClose}
      width={520}
      title={learner?.userName}
      data-testid="learner-drawer"
    >
      {detail ? (
        <>
          <Progress percent={detail.totalPrecent} aria-label={t('studyList.progress')} />
          <h3>{t('studyList.chapters')}</h3>
          <ul className="study-detail__chapters">
            {detail.chapters.map((chapter) => (
              <li key={chapter.chapterId} className="study-detail__chapter">
                <ChapterTypeTag type={chapter.type} />
                <span className="study-detail__name">{chapter.name}</span>
                <ProgressRing percent={chapter.percent} state={chapter.studyState} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 style={{ marginTop: 24 }}>{t('studyList.experiences')}</h3>
      {feel.length === 0 ? (
        <EmptyState compact description={t('studyList.noExperience')} />
      ) : (
        feel.map((item) => <RichText key={item.id} html={item.content} />)
      )}
    </Drawer>
  );
}

export function LecturerCourseDetailPage() {
  const { t } = useTranslation('course');
  const lang = useLang();
  const [params] = useSearchParams();
  const courseId = Number(params.get('id')) || 0;
  const course = useCourse(courseId).data;
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; name?: string }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.lecturerList.default,
  });
  const list = useStudyList({ courseId, ...query });
  const [exporting, setExporting] = useState(false);
  const [learner, setLearner] = useState<TCourseStudyRow | null>(null);

  const download = () => {
    setExporting(true);
    void exportStudyList(courseId, query.name, `${course?.name ?? 'course'}-${t('studyList.title')}.xlsx`)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const columns = [
    { title: t('studyList.userName'), dataIndex: 'userName', key: 'userName' },
    { title: t('studyList.account'), dataIndex: 'account', key: 'account' },
    { title: t('studyList.org'), dataIndex: 'orgName', key: 'orgName' },
    {
      title: t('studyList.kind'),
      key: 'kind',
      render: (_: unknown, row: TCourseStudyRow) =>
        row.isRequired ? (
          <Tag color="red">{t('studyList.required')}</Tag>
        ) : (
          <Tag color="green">{t('studyList.elective')}</Tag>
        ),
    },
    {
      title: t('studyList.progress'),
      key: 'progress',
      width: 180,
      render: (_: unknown, row: TCourseStudyRow) => <Progress percent={row.totalPrecent} size="small" />,
    },
    {
      title: t('studyList.studyTime'),
      key: 'studyTime',
      render: (_: unknown, row: TCourseStudyRow) =>
        t('studyList.minutes', { count: Math.round(row.studyTime / 60) }),
    },
    {
      title: t('studyList.lastStudy'),
      key: 'lastStudy',
      render: (_: unknown, row: TCourseStudyRow) => formatDateTime(row.lastStudyTime) || '—',
    },
    {
      title: t('studyList.state'),
      key: 'state',
      render: (_: unknown, row: TCourseStudyRow) => (
        <Tag color={STATE_COLORS[row.studyState]}>{CHAPTER_STUDY_STATE_LABELS[row.studyState][lang]}</Tag>
      ),
    },
    {
      title: t('lecturer.actions'),
      key: 'actions',
      render: (_: unknown, row: TCourseStudyRow) => (
        <Button type="link" size="small" onClick={() => setLearner(row)}>
          {t('studyList.detail')}
        </Button>
      ),
    },
  ];
  return (
    <div className="page-container lecturer-page" data-testid="lecturer-course-detail">
      <Link to="/lecturerTask/task" className="course-context__back">
        <ArrowLeftOutlined /> {t('studyList.back')}
      </Link>
      <Card
        style={{ marginTop: 12 }}
        title={<h1 className="page-title">{`${course?.name ?? ''} · ${t('studyList.title')}`}</h1>}
        extra={
          <Button
            icon={<DownloadOutlined />}
            type="primary"
            loading={exporting}
            onClick={download}
            data-testid="export-study-list"
          >
            {t('studyList.export')}
          </Button>
        }
      >
        <div className="lecturer-toolbar">
          <Input.Search
            allowClear
            placeholder={t('studyList.searchLearner')}
            onSearch={(name) => setQuery({ ...query, pageNo: 1, name: name.trim() || undefined })}
            style={{ width: 300 }}
          />
        </div>
        <Table<TCourseStudyRow>
          rowKey="userId"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          pagination={false}
        />
        <Pager
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          total={list.data?.totalNum ?? 0}
          pageSizes={PAGE_SIZES.lecturerList.options}
          onChange={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
        />
      </Card>
      <LearnerDrawer courseId={courseId} learner={learner} onClose={() => setLearner(null)} />
    </div>
  );
}
