// /learningRecord and /my/record: what I completed over time — courses, exams, trainings, lives, study
// plans, questionnaires — with my totals, a chart per month, a kind and date filter, and a CSV export.
import type { TLearningRecordItem } from '@elearning/shared';
import { Button, DatePicker, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import {
  type DayRange,
  exportLearningRecord,
  RECORD_PAGE_SIZE,
  useLearningRecord,
  useSummary,
} from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { RecordChart } from '../components/RecordChart.tsx';
import '../achievement.css';

const KINDS = [
  'course',
  'exam',
  'trainOnLine',
  'trainOffLine',
  'trainMix',
  'live',
  'studyPlan',
  'questionnaire',
] as const;
type Kind = (typeof KINDS)[number];

function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}

function Totals() {
  const { t } = useTranslation('achievement');
  const summary = useSummary();
  if (!summary.data) return null;
  return (
    <p data-testid="record-totals">
      {t('record.totals', {
        points: summary.data.totalScore,
        hours: summary.data.totalPeriod,
        month: summary.data.monthlyPeriod,
      })}
    </p>
  );
}

export function LearningRecordPage({
  titleKey = 'record.title',
}: {
  titleKey?: 'record.title' | 'record.myRecord';
}) {
  const { t } = useTranslation('achievement');
  const [range, setRange] = useState<DayRange>({});
  const [kind, setKind] = useState<Kind | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [exporting, setExporting] = useState(false);
  const record = useLearningRecord(range, kind, pageNo);
  const kindName = (value: string) => (isKind(value) ? t(`record.kinds.${value}`) : value);
  const onRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    setRange(
      dates?.[0] && dates[1]
        ? { startTime: dates[0].format('YYYY-MM-DD'), endTime: dates[1].format('YYYY-MM-DD') }
        : {},
    );
    setPageNo(1);
  };
  const onExport = () => {
    setExporting(true);
    exportLearningRecord(range, kind, t('record.exportFile'))
      .catch(() => feedback.error(t('record.exportFailed')))
      .finally(() => setExporting(false));
  };
  const columns = [
    {
      key: 'time',
      title: t('record.time'),
      render: (item: TLearningRecordItem) => new Date(item.occurredAt).toLocaleString(),
    },
    { key: 'kind', title: t('record.kind'), render: (item: TLearningRecordItem) => kindName(item.kind) },
    { key: 'name', title: t('record.name'), render: (item: TLearningRecordItem) => item.name || '—' },
    {
      key: 'minutes',
      title: t('record.minutes'),
      render: (item: TLearningRecordItem) => t('record.minutesValue', { count: item.minutes }),
    },
  ];
  return (
    <div className="achievement-page" data-testid="learning-record">
      <h1>{t(titleKey)}</h1>
      <section className="achievement-card">
        <Totals />
        <div className="achievement-toolbar">
          <Select<Kind | 'all'>
            aria-label={t('record.kind')}
            style={{ width: 160 }}
            value={kind ?? 'all'}
            onChange={(value) => {
              setKind(value === 'all' ? undefined : value);
              setPageNo(1);
            }}
            options={[
              { value: 'all', label: t('record.allKinds') },
              ...KINDS.map((value) => ({ value, label: kindName(value) })),
            ]}
          />
          <DatePicker.RangePicker aria-label={t('record.time')} onChange={onRange} />
          <Button onClick={onExport} loading={exporting} data-testid="record-export">
            {t('record.export')}
          </Button>
        </div>
        {record.isPending ? (
          <PageLoading />
        ) : record.isError ? (
          <PageFailed onRetry={() => void record.refetch()} />
        ) : record.data.data.length === 0 ? (
          <EmptyState description={t('record.empty')} />
        ) : (
          <>
            <RecordChart months={record.data.months} />
            <Table
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={record.data.data}
              pagination={false}
              data-testid="record-list"
            />
          </>
        )}
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Pager
            pageNo={pageNo}
            pageSize={RECORD_PAGE_SIZE}
            pageSizes={[RECORD_PAGE_SIZE]}
            total={record.data?.totalNum ?? 0}
            onChange={(next) => setPageNo(next)}
          />
        </div>
      </section>
    </div>
  );
}

export function MyRecordPage() {
  return <LearningRecordPage titleKey="record.myRecord" />;
}
