// The statistics dashboard (issue 20 item 9; the original back office's first screen): the welcome line,
// a day range (the last 7 days at first), the figures of every area and the department chart.
import { DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Welcome } from '../../../admin/pages/HomePage.tsx';
import type { DashboardFilter, FigureArea } from '../api.ts';
import { AnalysisChart } from './AnalysisChart.tsx';
import { FigureBlock } from './FigureBlock.tsx';
import './report.css';

const DAY = 'YYYY-MM-DD';
const AREAS: FigureArea[] = ['organisation', 'members', 'logins', 'course', 'live', 'plan', 'train', 'exam'];

export function Component() {
  const { t } = useTranslation('report');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(() => [dayjs().subtract(7, 'day'), dayjs()]);
  const filter: DashboardFilter = range
    ? { startTime: range[0].format(DAY), endTime: range[1].format(DAY) }
    : {};
  return (
    <div className="report-dashboard" data-testid="report-dashboard">
      <Welcome />
      <Space className="report-filters" wrap>
        <label htmlFor="report-range">{t('admin.range')}</label>
        <DatePicker.RangePicker
          id={{ start: 'report-range' }}
          value={range}
          onChange={(value) => setRange(value?.[0] && value[1] ? [value[0], value[1]] : null)}
          allowClear
          data-testid="report-range"
        />
      </Space>
      <div className="report-grid">
        {AREAS.map((area) => (
          <FigureBlock key={area} area={area} filter={filter} />
        ))}
      </div>
      <AnalysisChart filter={filter} />
    </div>
  );
}
