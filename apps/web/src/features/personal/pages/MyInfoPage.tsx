// /my/info (我的档案): the banner, the courses on my study list with their progress and my exams with their
// results — each a page of the owning domain's list.
import { Alert, Button, Card, List, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/Pager.tsx';
import { PERSONAL_PAGE_SIZE, useMyCourses, useMyExams, useMyInfo } from '../api.ts';
import { Banner } from '../components/Banner.tsx';
import { ListState } from '../components/ListState.tsx';
import '../personal.css';

function Courses() {
  const { t } = useTranslation('personal');
  const [pageNo, setPageNo] = useState(1);
  const courses = useMyCourses(pageNo);
  const rows = courses.data?.data ?? [];
  return (
    <Card title={<h2 className="personal-heading">{t('info.courses')}</h2>}>
      <ListState query={courses} empty={rows.length === 0} emptyText={t('info.coursesEmpty')}>
        <List
          dataSource={rows}
          data-testid="my-info-courses"
          renderItem={(course) => (
            <List.Item
              key={course.id}
              extra={<Tag>{t('info.progress', { percent: course.totalPrecent })}</Tag>}
            >
              <Link to={`/course/detail?id=${course.id}`}>{course.name}</Link>
            </List.Item>
          )}
        />
        <Pager
          pageNo={pageNo}
          pageSize={PERSONAL_PAGE_SIZE}
          total={courses.data?.totalNum ?? 0}
          pageSizes={[PERSONAL_PAGE_SIZE]}
          onChange={setPageNo}
          label={t('info.courses')}
        />
      </ListState>
    </Card>
  );
}

function Exams() {
  const { t } = useTranslation('personal');
  const [pageNo, setPageNo] = useState(1);
  const exams = useMyExams(pageNo);
  const rows = exams.data?.data ?? [];
  return (
    <Card title={<h2 className="personal-heading">{t('info.exams')}</h2>}>
      <ListState query={exams} empty={rows.length === 0} emptyText={t('info.examsEmpty')}>
        <List
          dataSource={rows}
          data-testid="my-info-exams"
          renderItem={(exam) => (
            <List.Item
              key={`${exam.examId}-${exam.batchId}`}
              extra={exam.score === null ? null : <Tag>{t('info.score', { score: exam.score })}</Tag>}
            >
              <Link to={`/exam/detail?id=${exam.batchId}`}>{exam.examName}</Link>
            </List.Item>
          )}
        />
        <Pager
          pageNo={pageNo}
          pageSize={PERSONAL_PAGE_SIZE}
          total={exams.data?.totalNum ?? 0}
          pageSizes={[PERSONAL_PAGE_SIZE]}
          onChange={setPageNo}
          label={t('info.exams')}
        />
      </ListState>
    </Card>
  );
}

export function MyInfoPage() {
  const { t } = useTranslation('personal');
  const info = useMyInfo();
  return (
    <div className="page-container personal-page" data-testid="my-info-page">
      <h1 className="personal-title">{t('info.title')}</h1>
      {info.isPending ? (
        <Skeleton active />
      ) : info.isError || !info.data ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Banner info={info.data} />
      )}
      <div className="personal-columns">
        <Courses />
        <Exams />
      </div>
    </div>
  );
}
