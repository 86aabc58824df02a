// /lecturer/detail?id= (讲师详情): the header (avatar, tags, counts, category) and two tabs — 讲师介绍
// and 授课记录 (the courses they teach that the viewer can find, 12 a page, each opening its course).
import { LECTURER_PAGE_RULES } from '@elearning/shared';
import { Alert, Button, Rate, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useLecturer, useLecturerCourses } from '../api.ts';
import { LecturerSummary } from '../components/LecturerSummary.tsx';
import '../lecturer.css';

function TaughtCourses({ userId }: { userId: number }) {
  const { t } = useTranslation('site');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 12 });
  const list = useLecturerCourses({ userId, ...page });
  const rows = list.data?.data ?? [];
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('lecturer.loadFailed')}
        action={<Button onClick={() => void list.refetch()}>{t('lecturer.retry')}</Button>}
      />
    );
  if (rows.length === 0) return <EmptyState description={t('lecturer.noCourses')} />;
  return (
    <>
      <ul className="lecturer-courses">
        {rows.map((course) => (
          <li key={course.id} className="lecturer-course" data-testid="lecturer-course">
            <Link to={`/course/detail?id=${course.id}`}>
              <div className="lecturer-course-cover">
                {course.coverUrl ? <img src={course.coverUrl} alt="" /> : null}
              </div>
              <h3 className="lecturer-course-name">{course.courseName}</h3>
            </Link>
            <p className="lecturer-course-meta">
              <span>{t('lecturer.teacher', { name: course.teacherName })}</span>
              <span>{t('lecturer.learners', { count: course.studyNums })}</span>
            </p>
            <div className="lecturer-course-foot">
              <Rate disabled allowHalf value={course.score} aria-label={String(course.score)} />
              {course.tags[0] ? <Tag>{course.tags[0]}</Tag> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        pageSizes={LECTURER_PAGE_RULES.coursePageSizes}
        total={list.data?.totalNum ?? 0}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
    </>
  );
}

export function LecturerDetailPage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? params.get('userId') ?? 0) || 0;
  const lecturer = useLecturer(id);
  if (lecturer.isPending && id > 0) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (!lecturer.data)
    return (
      <div className="lecturer-page">
        <EmptyState description={t('lecturer.notFound')} />
        <p className="lecturer-back">
          <Link to="/lecturer/list">{t('lecturer.back')}</Link>
        </p>
      </div>
    );
  const data = lecturer.data;
  return (
    <div className="lecturer-page" data-testid="lecturer-detail-page">
      <section className="lecturer-header">
        <UserAvatar src={data.fileUrl} size={160} />
        <LecturerSummary lecturer={data} heading="h1" />
      </section>
      <section className="lecturer-main">
        <Tabs
          items={[
            {
              key: 'intro',
              label: t('lecturer.introTab'),
              children: data.introduction ? (
                <p className="lecturer-intro-full">{data.introduction}</p>
              ) : (
                <EmptyState description={t('lecturer.noIntro')} />
              ),
            },
            {
              key: 'courses',
              label: t('lecturer.coursesTab'),
              children: <TaughtCourses userId={data.userId} />,
            },
          ]}
        />
      </section>
    </div>
  );
}
