// The exam list's advanced filter (SPEC §2 list 5): exam date range, pass state and status, applied with
// confirm and cleared with reset. Edits stay in the popover until confirmed.
import { FilterOutlined } from '@ant-design/icons';
import { ExamPassState, ExamStatusFilter } from '@elearning/shared';
import { Badge, Button, DatePicker, Popover, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ExamFilters = {
  examTime?: [number, number];
  isPass: 0 | 1 | 3;
  status: 0 | 1 | 2 | 3 | 4;
};

export const NO_FILTERS: ExamFilters = { isPass: ExamPassState.all, status: ExamStatusFilter.all };

type Props = { value: ExamFilters; onChange: (next: ExamFilters) => void };

const STATUS_KEYS = ['all', 'notStarted', 'notTaken', 'taken', 'absent'] as const;
const PASS_KEYS = ['all', 'notPassed', 'passed'] as const;

export function ExamFilterPopover({ value, onChange }: Props) {
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ExamFilters>(value);
  const active = Number(Boolean(value.examTime)) + Number(value.isPass !== 0) + Number(value.status !== 0);
  const range: [Dayjs, Dayjs] | null = draft.examTime
    ? [dayjs(draft.examTime[0]), dayjs(draft.examTime[1])]
    : null;

  const content = (
    <div className="exam-filter" data-testid="exam-filter">
      <div className="exam-filter__row">
        <span className="exam-filter__label">{t('list.examTime')}</span>
        <DatePicker.RangePicker
          value={range}
          onChange={(dates) =>
            setDraft({
              ...draft,
              examTime:
                dates?.[0] && dates[1]
                  ? [dates[0].startOf('day').valueOf(), dates[1].endOf('day').valueOf()]
                  : undefined,
            })
          }
          data-testid="exam-filter-time"
        />
      </div>
      <div className="exam-filter__row">
        <span className="exam-filter__label">{t('list.passState')}</span>
        <Radio.Group
          value={draft.isPass}
          onChange={(event) => setDraft({ ...draft, isPass: event.target.value })}
          optionType="button"
          size="small"
          options={PASS_KEYS.map((key) => ({ value: ExamPassState[key], label: t(`passStates.${key}`) }))}
        />
      </div>
      <div className="exam-filter__row">
        <span className="exam-filter__label">{t('list.status')}</span>
        <Radio.Group
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          optionType="button"
          size="small"
          data-testid="exam-filter-status"
          options={STATUS_KEYS.map((key) => ({ value: ExamStatusFilter[key], label: t(`statuses.${key}`) }))}
        />
      </div>
      <Space className="exam-filter__actions">
        <Button
          size="small"
          onClick={() => {
            setDraft(NO_FILTERS);
            onChange(NO_FILTERS);
            setOpen(false);
          }}
          data-testid="exam-filter-reset"
        >
          {t('list.reset')}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            onChange(draft);
            setOpen(false);
          }}
          data-testid="exam-filter-confirm"
        >
          {t('list.confirm')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} data-testid="exam-filter-open">
          {t('list.filter')}
        </Button>
      </Badge>
    </Popover>
  );
}
