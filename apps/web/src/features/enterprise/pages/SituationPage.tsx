// /enterprise/{course,train,exam,live}Situation: one study area per department of the admin's subtree (or
// of a chosen unit): took part, completed and the rate, as a chart and a table, with the Excel export.
import type { EnterpriseArea } from '@elearning/shared';
import { Button, Table } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EChart } from '../../../components/EChart.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { downloadWorkbook, exportPaths, type ScopeFilter, useSituation } from '../api.ts';
import { EnterpriseShell, ScopeFilters } from '../components/EnterpriseShell.tsx';
import { QueryState } from '../components/QueryState.tsx';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const rate = (joined: number, passed: number) => (joined === 0 ? 0 : Math.round((passed / joined) * 100));

function Situation({ area }: { area: EnterpriseArea }) {
  const { t } = useTranslation('enterprise');
  const [filter, setFilter] = useState<ScopeFilter>({});
  const [exporting, setExporting] = useState(false);
  const situation = useSituation(area, filter);
  const rows = situation.data?.departments ?? [];
  const areaName = t(`area.${area}`);
  const exportIt = () => {
    setExporting(true);
    downloadWorkbook(exportPaths.situation, { type: area, ...filter }, `${area}-situation.xlsx`)
      .catch(() => feedback.error(t('loadFailed')))
      .finally(() => setExporting(false));
  };
  return (
    <EnterpriseShell title={t(`nav.${area}Situation`)}>
      <div className="enterprise-toolbar">
        <ScopeFilters value={filter} onChange={setFilter} />
        <Button
          type="primary"
          loading={exporting}
          onClick={exportIt}
          data-testid="enterprise-situation-export"
        >
          {t('situation.export')}
        </Button>
      </div>
      <QueryState query={situation}>
        {rows.length === 0 ? (
          <EmptyState description={t('situation.empty')} />
        ) : (
          <>
            <EChart
              height={300}
              label={t('situation.chart', { area: areaName })}
              testId="enterprise-situation-chart"
              option={{
                tooltip: { trigger: 'axis' },
                legend: { data: [t('situation.joined'), t('situation.passed')] },
                grid: { left: 48, right: 24, top: 40, bottom: 32 },
                xAxis: { type: 'category', data: rows.map((row) => row.orgName) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  { name: t('situation.joined'), type: 'bar', data: rows.map((row) => row.joined) },
                  { name: t('situation.passed'), type: 'bar', data: rows.map((row) => row.passed) },
                ],
              }}
            />
            <Table
              rowKey="orgId"
              pagination={false}
              dataSource={rows}
              data-testid="enterprise-situation-table"
              columns={[
                { title: t('situation.department'), dataIndex: 'orgName' },
                { title: t('situation.joined'), dataIndex: 'joined' },
                { title: t('situation.passed'), dataIndex: 'passed' },
                { title: t('situation.rate'), render: (_, row) => `${rate(row.joined, row.passed)}%` },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t('situation.total')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>{situation.data?.totals.joined}</Table.Summary.Cell>
                  <Table.Summary.Cell index={2}>{situation.data?.totals.passed}</Table.Summary.Cell>
                  <Table.Summary.Cell index={3}>
                    {rate(situation.data?.totals.joined ?? 0, situation.data?.totals.passed ?? 0)}%
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </>
        )}
      </QueryState>
    </EnterpriseShell>
  );
}

export const CourseSituationPage = () => <Situation area="course" />;
export const TrainSituationPage = () => <Situation area="train" />;
export const ExamSituationPage = () => <Situation area="exam" />;
export const LiveSituationPage = () => <Situation area="live" />;
