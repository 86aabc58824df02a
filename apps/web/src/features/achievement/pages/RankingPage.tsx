// /ranking/rankIntegralList: points or study-hour rankings this month, this year or all time, for the whole
// company or my department, with my own rank above the list.
import { RankMeasure, RankPeriod, RankScope, type TRankLine } from '@elearning/shared';
import { Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { RANK_PAGE_SIZE, useMyRank, useRanking } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import '../achievement.css';

type Filters = { period: RankPeriod; scope: RankScope; measure: RankMeasure };

function MyRank({ filters }: { filters: Filters }) {
  const { t } = useTranslation('achievement');
  const mine = useMyRank(filters);
  if (mine.isPending) return <PageLoading rows={1} />;
  if (mine.isError) return <PageFailed onRetry={() => void mine.refetch()} />;
  const measure = filters.measure === RankMeasure.hours ? t('ranking.valueHours') : t('ranking.value');
  return (
    <div className="achievement-rank-me" data-testid="my-rank">
      <span>{t('ranking.mine')}</span>
      <strong>
        {mine.data.rank === null
          ? t('ranking.unranked')
          : t('ranking.mineRank', { rank: mine.data.rank, total: mine.data.total })}
      </strong>
      <span>{t('ranking.mineValue', { measure, value: mine.data.value })}</span>
    </div>
  );
}

export function RankingPage() {
  const { t } = useTranslation('achievement');
  const [filters, setFilters] = useState<Filters>({
    period: RankPeriod.month,
    scope: RankScope.tenant,
    measure: RankMeasure.points,
  });
  const [pageNo, setPageNo] = useState(1);
  const ranking = useRanking({ ...filters, pageNo });
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPageNo(1);
  };
  const option = <V extends string>(value: V, label: string) => ({ value, label });
  const columns = [
    {
      key: 'rank',
      title: t('ranking.rank'),
      width: 80,
      render: (line: TRankLine) => (
        <span className={`achievement-rank-no achievement-rank-no--${line.rank}`}>{line.rank}</span>
      ),
    },
    {
      key: 'name',
      title: t('ranking.name'),
      render: (line: TRankLine) => (
        <span className="achievement-who">
          <UserAvatar size={32} src={line.url} />
          {line.name}
        </span>
      ),
    },
    { key: 'org', title: t('ranking.org_name'), render: (line: TRankLine) => line.orgCode },
    {
      key: 'value',
      title: filters.measure === RankMeasure.hours ? t('ranking.valueHours') : t('ranking.value'),
      render: (line: TRankLine) => line.value,
    },
  ];
  return (
    <div className="achievement-page" data-testid="ranking-page">
      <h1>{t('ranking.title')}</h1>
      <section className="achievement-card">
        <div className="achievement-toolbar">
          <Segmented<RankMeasure>
            aria-label={t('ranking.title')}
            value={filters.measure}
            onChange={(measure) => change({ measure })}
            options={[
              option(RankMeasure.points, t('ranking.points')),
              option(RankMeasure.hours, t('ranking.hours')),
            ]}
          />
          <Segmented<RankPeriod>
            aria-label={t('ranking.all')}
            value={filters.period}
            onChange={(period) => change({ period })}
            options={[
              option(RankPeriod.month, t('ranking.month')),
              option(RankPeriod.year, t('ranking.year')),
              option(RankPeriod.all, t('ranking.all')),
            ]}
          />
          <Segmented<RankScope>
            aria-label={t('ranking.tenant')}
            value={filters.scope}
            onChange={(scope) => change({ scope })}
            options={[option(RankScope.tenant, t('ranking.tenant')), option(RankScope.org, t('ranking.org'))]}
          />
        </div>
        <MyRank filters={filters} />
      </section>
      <section className="achievement-card">
        {ranking.isPending ? (
          <PageLoading />
        ) : ranking.isError ? (
          <PageFailed onRetry={() => void ranking.refetch()} />
        ) : ranking.data.data.length === 0 ? (
          <EmptyState description={t('ranking.empty')} />
        ) : (
          <Table
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={ranking.data.data}
            pagination={false}
            data-testid="ranking-list"
          />
        )}
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Pager
            pageNo={pageNo}
            pageSize={RANK_PAGE_SIZE}
            pageSizes={[RANK_PAGE_SIZE]}
            total={ranking.data?.totalNum ?? 0}
            onChange={(next) => setPageNo(next)}
          />
        </div>
      </section>
    </div>
  );
}
