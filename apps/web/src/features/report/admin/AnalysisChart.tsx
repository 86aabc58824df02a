// The department chart of the dashboard (ECharts, only the bar and line parts bundled): people taking part
// per department and, for exams, how many passed and the pass rate. A data table follows the chart so the
// figures are readable without seeing it.
import { ANALYSIS_TYPES, type AnalysisType } from '@elearning/shared';
import { Alert, Card, Empty, Segmented, Skeleton } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { type DashboardFilter, useAnalysis } from '../api.ts';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function AnalysisChart({ filter }: { filter: DashboardFilter }) {
  const { t } = useTranslation('report');
  const [type, setType] = useState<AnalysisType>('course');
  const analysis = useAnalysis(type, filter);
  const joined = t('admin.chart.joined');
  const passed = t('admin.chart.passed');
  const rate = t('admin.chart.passRate');
  const data = analysis.data;
  const option = data && {
    tooltip: { trigger: 'axis' },
    legend: { data: type === 'exam' ? [joined, passed, rate] : [joined] },
    grid: { left: 48, right: 48, bottom: 32, top: 40 },
    xAxis: [{ type: 'category', data: data.dept }],
    yAxis:
      type === 'exam'
        ? [{ type: 'value' }, { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }]
        : [{ type: 'value' }],
    series:
      type === 'exam'
        ? [
            { name: joined, type: 'bar', data: data.joinNum },
            { name: passed, type: 'bar', data: data.passNum },
            { name: rate, type: 'line', yAxisIndex: 1, data: data.passRate },
          ]
        : [{ name: joined, type: 'bar', data: data.joinNum }],
  };
  return (
    <Card
      className="report-block report-chart"
      title={<h2 id="report-chart-title">{t('admin.chart.title')}</h2>}
      role="region"
      aria-labelledby="report-chart-title"
      extra={
        <Segmented
          aria-label={t('admin.chart.type')}
          value={type}
          onChange={(value) => setType(value as AnalysisType)}
          options={ANALYSIS_TYPES.map((value) => ({ value, label: t(`admin.chart.types.${value}`) }))}
          data-testid="report-chart-type"
        />
      }
    >
      {analysis.isPending ? (
        <Skeleton active />
      ) : analysis.isError ? (
        <Alert type="error" showIcon title={t('admin.loadFailed')} />
      ) : !data || data.dept.length === 0 ? (
        <Empty description={t('admin.chart.empty')} />
      ) : (
        <>
          <EChart option={option ?? {}} height={320} label={t('admin.chart.title')} testId="report-chart" />
          <table className="report-chart-table" data-testid="report-chart-table">
            <caption>{t('admin.chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.chart.department')}</th>
                <th scope="col">{joined}</th>
                <th scope="col">{passed}</th>
                <th scope="col">{rate}</th>
              </tr>
            </thead>
            <tbody>
              {data.dept.map((name, index) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{data.joinNum[index] ?? 0}</td>
                  <td>{data.passNum[index] ?? 0}</td>
                  <td>{data.passRate[index] ?? 0}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
