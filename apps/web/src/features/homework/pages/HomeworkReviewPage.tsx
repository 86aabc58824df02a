// /lecturerTask/homeworkReview: the lecturer's homework to review across the courses, trainings and plans
// they review — waiting first — filtered by state, each row opening its review.
import { HomeworkState, type THomeworkReviewRow } from '@elearning/shared';
import { Alert, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager.tsx';
import { stateKey, useReviewList } from '../api.ts';
import { ReviewPanel } from '../components/ReviewPanel.tsx';
import '../homework.css';

const FILTERS = [0, HomeworkState.submitted, HomeworkState.returned, HomeworkState.graded] as const;

export function HomeworkReviewPage() {
  const { t } = useTranslation('homework');
  const [pageNo, setPageNo] = useState(1);
  const [state, setState] = useState<number>(HomeworkState.submitted);
  const list = useReviewList(pageNo, state || undefined);
  return (
    <div className="page-container hw-page" data-testid="hw-review-page">
      <h1>{t('reviewTitle')}</h1>
      <Segmented
        aria-label={t('filter')}
        value={state}
        onChange={(value) => {
          setState(Number(value));
          setPageNo(1);
        }}
        options={FILTERS.map((value) => ({ value, label: value ? t(stateKey(value)) : t('all') }))}
      />
      {list.isError ? (
        <Alert type="error" showIcon message={list.error.message} />
      ) : (
        <Table<THomeworkReviewRow>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          pagination={false}
          expandable={{ expandedRowRender: (row) => <ReviewPanel row={row} />, expandRowByClick: true }}
          columns={[
            { title: t('learner'), dataIndex: 'userName' },
            { title: t('job'), dataIndex: 'jobTitle' },
            { title: t('source'), dataIndex: 'bizName' },
            { title: t('submitCount'), dataIndex: 'submitCount' },
            {
              title: t('stateLabel'),
              dataIndex: 'state',
              render: (value: number) => <Tag>{t(stateKey(value))}</Tag>,
            },
            { title: t('scoreColumn'), dataIndex: 'score', render: (value: number | null) => value ?? '—' },
          ]}
        />
      )}
      <Pager
        pageNo={pageNo}
        pageSize={10}
        total={list.data?.totalNum ?? 0}
        onChange={(next) => setPageNo(next)}
        label={t('reviewTitle')}
      />
    </div>
  );
}
