// /myTask/taskDetail?card=course|training|plan&id= (SPEC §2; the original's homework card detail) — also
// reached as /myTask/homeworkDetail?source=&id= — the course, training or plan and its assignments, each with
// my submission and the form to hand in work.
import { HomeworkSource } from '@elearning/shared';
import { Alert, Breadcrumb, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useHomeworkDetail } from '../api.ts';
import { JobCard } from '../components/JobCard.tsx';
import '../homework.css';

/** SPEC §2 names the card course | training | plan; our own links used the source names. */
const CARD_SOURCE: Record<string, HomeworkSource> = {
  course: HomeworkSource.course,
  training: HomeworkSource.train,
  train: HomeworkSource.train,
  plan: HomeworkSource.studyPlan,
  studyPlan: HomeworkSource.studyPlan,
};

function sourceOf(card: string | null): HomeworkSource {
  return (card && CARD_SOURCE[card]) || HomeworkSource.course;
}

export function HomeworkDetailPage() {
  const { t } = useTranslation('homework');
  const [params] = useSearchParams();
  const source = sourceOf(params.get('card') ?? params.get('source'));
  const id = Number(params.get('id')) || 0;
  const detail = useHomeworkDetail(source, id);
  return (
    <div className="page-container hw-page" data-testid="hw-detail">
      <Breadcrumb
        items={[
          { title: <Link to="/myTask?clickData=myHomeWork">{t('myTask')}</Link> },
          { title: t(`detailTitle.${source}`) },
        ]}
      />
      {detail.isPending && id > 0 ? (
        <Spin />
      ) : detail.isError ? (
        <Alert type="error" showIcon message={detail.error.message} />
      ) : !detail.data || detail.data.jobs.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <h1>{detail.data.name}</h1>
          {detail.data.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </>
      )}
    </div>
  );
}
