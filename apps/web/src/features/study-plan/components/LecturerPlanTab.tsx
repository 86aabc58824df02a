// The lecturer task tab "study plan" (SPEC §2, §7): the plans I manage (10 a page) with their period, state,
// learners and completions; open a plan's learners and experiences, enable or stop it, delete it (refused by
// the server while learners have started a published plan).
import { PlanState, type TStudyPlanRow } from '@elearning/shared';
import { Button, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePlanStatus, useDeletePlan, useManagedPlans } from '../api.ts';
import { PlanLearnersDrawer } from './PlanLearnersDrawer.tsx';

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export function LecturerPlanTab() {
  const { t } = useTranslation('study-plan');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<TStudyPlanRow | null>(null);
  const plans = useManagedPlans({ pageNo, pageSize: 10 });
  const status = useChangePlanStatus();
  const remove = useDeletePlan();
  return (
    <div data-testid="lecturer-plan-tab">
      <Table
        rowKey="id"
        loading={plans.isPending}
        dataSource={plans.data?.data ?? []}
        locale={{ emptyText: t('lecturer.empty') }}
        pagination={{ current: pageNo, pageSize: 10, total: plans.data?.totalNum ?? 0, onChange: setPageNo }}
        columns={[
          { title: t('lecturer.name'), dataIndex: 'name' },
          {
            title: t('lecturer.period'),
            key: 'period',
            render: (_, row) => t('period', { start: day(row.startTime), end: day(row.endTime) }),
          },
          {
            title: t('lecturer.state'),
            key: 'state',
            render: (_, row) => (
              <Space>
                <Tag>{t(`lecturer.states.${row.state}`)}</Tag>
                <span className={`plan-status plan-status--${row.status}`}>{t(`status.n${row.status}`)}</span>
              </Space>
            ),
          },
          { title: t('lecturer.learners'), dataIndex: 'learnerNum' },
          { title: t('lecturer.finished'), dataIndex: 'finishNum' },
          {
            title: t('lecturer.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button type="link" onClick={() => setOpen(row)}>
                  {t('lecturer.view')}
                </Button>
                <Button
                  type="link"
                  loading={status.isPending}
                  onClick={() =>
                    status.mutate({ id: row.id, status: row.state === PlanState.published ? 2 : 1 })
                  }
                >
                  {row.state === PlanState.published ? t('lecturer.stop') : t('lecturer.publish')}
                </Button>
                <Button
                  type="link"
                  danger
                  onClick={() =>
                    Modal.confirm({
                      title: t('lecturer.deleteConfirm'),
                      okButtonProps: { danger: true },
                      onOk: () => remove.mutateAsync(row.id),
                    })
                  }
                >
                  {t('lecturer.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PlanLearnersDrawer plan={open} onClose={() => setOpen(null)} />
    </div>
  );
}
