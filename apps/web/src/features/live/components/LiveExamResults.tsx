// The live's exams with their figures for the lecturer (liveExamInfo): examinees, taken, passed, average.
import type { TLiveExamItem } from '@elearning/shared';
import { Empty, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useLiveExamFigures } from '../api-exam.ts';

export function LiveExamResults({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const figures = useLiveExamFigures(liveId);
  if (figures.isPending) return <Spin />;
  if (figures.isError) return <Empty description={t('loadFailed')} />;
  return (
    <Table<TLiveExamItem>
      size="small"
      rowKey="examId"
      data-testid="live-exam-results"
      pagination={false}
      dataSource={figures.data.data}
      locale={{ emptyText: t('exam.empty') }}
      columns={[
        { title: t('exam.name'), dataIndex: 'examName' },
        {
          title: t('exam.time'),
          render: (_: unknown, row) =>
            row.beginTime ? `${formatDateTime(row.beginTime)} ~ ${formatDateTime(row.endTime)}` : '',
        },
        { title: t('exam.arranged'), dataIndex: 'arrangedNum' },
        { title: t('exam.taken'), dataIndex: 'takenNum' },
        { title: t('exam.passed'), dataIndex: 'passedNum' },
        { title: t('exam.average'), dataIndex: 'averageScore', render: (v: number | null) => v ?? '–' },
      ]}
    />
  );
}
