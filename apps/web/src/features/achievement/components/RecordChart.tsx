// The learning record's chart: per month, how many things were completed (bars) and the study minutes they
// counted (line); the figures are also in the list beside it.
import type { TLearningMonth } from '@elearning/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function RecordChart({ months }: { months: TLearningMonth[] }) {
  const { t } = useTranslation('achievement');
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('record.chartCount'), t('record.chartMinutes')] },
    grid: { left: 40, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: months.map((month) => month.month) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', minInterval: 1 },
    ],
    series: [
      {
        name: t('record.chartCount'),
        type: 'bar',
        data: months.map((month) => month.count),
        barMaxWidth: 32,
      },
      {
        name: t('record.chartMinutes'),
        type: 'line',
        yAxisIndex: 1,
        data: months.map((month) => month.minutes),
      },
    ],
  };
  return <EChart option={option} height={260} label={t('record.chart')} testId="record-chart" />;
}
