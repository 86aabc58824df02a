// /enterprise/enterpriseCenter: the overview of the admin's subtree (or one unit of it) over a date range —
// people, course study, exams, trainings, lives and plans — with a chart of how many took part in each.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { type ScopeFilter, useOverview } from '../api.ts';
import { EnterpriseShell, ScopeFilters } from '../components/EnterpriseShell.tsx';
import { FigureCards } from '../components/FigureCards.tsx';
import { QueryState } from '../components/QueryState.tsx';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function EnterpriseCenterPage() {
  const { t } = useTranslation('enterprise');
  const [filter, setFilter] = useState<ScopeFilter>({});
  const overview = useOverview(filter);
  const figures = overview.data;
  const areas = figures && [
    [t('area.course'), figures.course.students],
    [t('area.exam'), figures.exam.students],
    [t('area.train'), figures.train.students],
    [t('area.live'), figures.live.viewers],
    [t('area.plan'), figures.plan.students],
  ];
  return (
    <EnterpriseShell title={t('title')}>
      <ScopeFilters value={filter} onChange={setFilter} />
      <QueryState query={overview}>
        {figures && areas ? (
          <>
            <FigureCards figures={figures} />
            <h2 className="enterprise-subtitle">{t('overview.chart')}</h2>
            <EChart
              height={280}
              label={t('overview.chart')}
              testId="enterprise-overview-chart"
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 48, right: 24, top: 24, bottom: 32 },
                xAxis: { type: 'category', data: areas.map(([name]) => name) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  { type: 'bar', data: areas.map(([, value]) => value), itemStyle: { color: '#01aafc' } },
                ],
              }}
            />
          </>
        ) : null}
      </QueryState>
    </EnterpriseShell>
  );
}
