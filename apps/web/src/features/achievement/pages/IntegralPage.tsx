// /Integral: my points — total, this year, this month (and what I can spend) — my ledger entries with a
// date filter, and the tenant's points rules (ORIGINAL-UI "Personal center and points").
import type { TScoreEntry } from '@elearning/shared';
import { DatePicker, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { type DayRange, LEDGER_PAGE_SIZE, useLedger, useSummary } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { RulesPanel } from '../components/RulesPanel.tsx';
import '../achievement.css';

function Figures() {
  const { t } = useTranslation('achievement');
  const summary = useSummary();
  if (summary.isPending) return <PageLoading rows={1} />;
  if (summary.isError) return <PageFailed onRetry={() => void summary.refetch()} />;
  const figures = [
    { key: 'total', label: t('integral.total'), value: summary.data.totalScore },
    { key: 'year', label: t('integral.year'), value: summary.data.yearScore },
    { key: 'month', label: t('integral.month'), value: summary.data.monthlyScore },
    { key: 'balance', label: t('integral.balance'), value: summary.data.balance },
  ];
  return (
    <dl className="achievement-figures" data-testid="points-figures">
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`points-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Ledger() {
  const { t } = useTranslation('achievement');
  const [range, setRange] = useState<DayRange>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(LEDGER_PAGE_SIZE);
  const ledger = useLedger(range, pageNo, pageSize);
  const onRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    setRange(
      dates?.[0] && dates[1]
        ? { startTime: dates[0].format('YYYY-MM-DD'), endTime: dates[1].format('YYYY-MM-DD') }
        : {},
    );
    setPageNo(1);
  };
  const columns = [
    { key: 'name', title: t('integral.source'), render: (entry: TScoreEntry) => entry.name || entry.reason },
    {
      key: 'score',
      title: t('integral.score'),
      render: (entry: TScoreEntry) => (
        <span className={entry.score >= 0 ? 'achievement-score-plus' : 'achievement-score-minus'}>
          {entry.score > 0 ? `+${entry.score}` : entry.score}
        </span>
      ),
    },
    {
      key: 'time',
      title: t('integral.time'),
      render: (entry: TScoreEntry) => new Date(entry.createTime).toLocaleString(),
    },
    { key: 'remark', title: t('integral.remark'), render: (entry: TScoreEntry) => entry.remark },
  ];
  return (
    <section className="achievement-card" aria-label={t('integral.title')}>
      <div className="achievement-toolbar">
        <span id="points-range-label">{t('integral.search')}</span>
        <DatePicker.RangePicker
          aria-labelledby="points-range-label"
          placeholder={[t('integral.from'), t('integral.to')]}
          onChange={onRange}
        />
      </div>
      {ledger.isPending ? (
        <PageLoading />
      ) : ledger.isError ? (
        <PageFailed onRetry={() => void ledger.refetch()} />
      ) : ledger.data.data.length === 0 ? (
        <EmptyState description={t('integral.empty')} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={ledger.data.data}
          pagination={false}
          data-testid="points-ledger"
        />
      )}
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          total={ledger.data?.totalNum ?? 0}
          onChange={(nextPage, nextSize) => {
            setPageNo(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          }}
        />
      </div>
    </section>
  );
}

export function IntegralPage() {
  const { t } = useTranslation('achievement');
  return (
    <div className="achievement-page" data-testid="integral-page">
      <h1>{t('integral.title')}</h1>
      <section className="achievement-card">
        <Figures />
        <p style={{ marginTop: 12, marginBottom: 0 }}>
          <Link to="/integral/mall">{t('integral.toMall')}</Link>
          {' · '}
          <Link to="/ranking/rankIntegralList">{t('integral.toRanking')}</Link>
        </p>
      </section>
      <div className="achievement-columns">
        <Ledger />
        <RulesPanel />
      </div>
    </div>
  );
}
