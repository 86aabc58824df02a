// One assignment's submissions in the back office (/homework/submissions?id=): its instructions and rules,
// every learner's hand-in — waiting ones first — each opening its review (score and comment, grade or
// return for rework), and every handed-in file as one zip.
import { HomeworkState, type THomeworkReviewRow, type THomeworkSubmission } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminFeedback } from '../../../admin/components/index.ts';
import { stateKey } from '../api.ts';
import { type ReviewInput, ReviewPanel } from '../components/ReviewPanel.tsx';
import { homeworkAdminApi, homeworkAdminKeys, useHomeworkSubmissions } from './api.ts';
import '../homework.css';

const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString('sv-SE').slice(0, 16) : '—');
const waitingFirst = (a: THomeworkSubmission, b: THomeworkSubmission) =>
  Number(b.state === HomeworkState.submitted) - Number(a.state === HomeworkState.submitted);

export function Component() {
  const { t } = useTranslation('homework');
  const [params] = useSearchParams();
  const jobId = Number(params.get('id')) || 0;
  const client = useQueryClient();
  const list = useHomeworkSubmissions(jobId);
  if (list.isPending) return <Spin />;
  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  const { job, submissions } = list.data;
  const rows: THomeworkReviewRow[] = [...submissions].sort(waitingFirst).map((submission) => ({
    ...submission,
    jobId: job.id,
    jobTitle: job.title,
    bizName: job.bizName,
    source: job.source,
    fullScore: job.fullScore,
    passScore: job.passScore,
  }));
  const send = async (input: ReviewInput) => {
    await homeworkAdminApi.review(input);
    adminFeedback.success(t('reviewed'));
    await client.invalidateQueries({ queryKey: homeworkAdminKeys.all });
  };
  const zip = () =>
    homeworkAdminApi.zip(job.id, job.title).catch((error: Error) => adminFeedback.error(error.message));
  return (
    <div className="hw-admin" data-testid="hw-admin-submissions">
      <h1>{t('admin.submissionsOf', { title: job.title })}</h1>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('source')}>
          {t(`sources.${job.source as 'course'}`)} · {job.bizName}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.due')}>{time(job.dueTime)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.reviewer')}>{job.lecturerName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('admin.passScore')}>
          {job.passScore} / {job.fullScore}
        </Descriptions.Item>
      </Descriptions>
      <div className="hw-admin-bar">
        <Button onClick={zip} disabled={submissions.length === 0} data-testid="hw-zip">
          {t('admin.zip')}
        </Button>
      </div>
      <Table<THomeworkReviewRow>
        rowKey="id"
        dataSource={rows}
        pagination={{ pageSize: 20, pageSizeOptions: [20, 40, 60, 80, 100], showSizeChanger: true }}
        locale={{ emptyText: t('admin.noSubmissions') }}
        expandable={{
          expandedRowRender: (row) => <ReviewPanel row={row} send={send} />,
          expandRowByClick: true,
        }}
        columns={[
          { title: t('learner'), dataIndex: 'userName' },
          { title: t('submitCount'), dataIndex: 'submitCount' },
          { title: t('admin.submitTime'), key: 'time', render: (_: unknown, row) => time(row.submitTime) },
          {
            title: t('stateLabel'),
            dataIndex: 'state',
            render: (value: number) => <Tag>{t(stateKey(value))}</Tag>,
          },
          { title: t('scoreColumn'), dataIndex: 'score', render: (value: number | null) => value ?? '—' },
        ]}
      />
    </div>
  );
}
