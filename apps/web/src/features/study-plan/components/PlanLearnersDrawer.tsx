// The lecturer's view of one plan: its learners with their progress (10 a page) and their experiences.
import type { TStudyPlanRow } from '@elearning/shared';
import { Drawer, List, Progress, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedExperiences, usePlanLearners } from '../api.ts';

export function PlanLearnersDrawer({ plan, onClose }: { plan: TStudyPlanRow | null; onClose: () => void }) {
  const { t } = useTranslation('study-plan');
  const [pageNo, setPageNo] = useState(1);
  const id = plan?.id ?? 0;
  const learners = usePlanLearners(id, pageNo);
  const experiences = useManagedExperiences(id);
  return (
    <Drawer open={plan !== null} onClose={onClose} title={plan?.name} width={720} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'learners',
            label: t('lecturer.learnerList'),
            children: (
              <Table
                rowKey="userId"
                loading={learners.isPending}
                dataSource={learners.data?.data ?? []}
                pagination={{
                  current: pageNo,
                  pageSize: 10,
                  total: learners.data?.totalNum ?? 0,
                  onChange: setPageNo,
                }}
                columns={[
                  { title: t('lecturer.learnerName'), dataIndex: 'name' },
                  { title: t('lecturer.workNo'), dataIndex: 'workNo' },
                  { title: t('lecturer.org'), dataIndex: 'orgName' },
                  {
                    title: t('progress'),
                    dataIndex: 'totalPrecent',
                    render: (value: number, row) => (
                      <Progress percent={value} size="small" aria-label={`${row.name} ${t('progress')}`} />
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'experiences',
            label: t('lecturer.experiences'),
            children: (
              <List
                loading={experiences.isPending}
                locale={{ emptyText: t('detail.experienceEmpty') }}
                dataSource={experiences.data?.data ?? []}
                renderItem={(row) => (
                  <List.Item key={row.id}>
                    <List.Item.Meta
                      title={`${row.userName} · ${dayjs(row.createTime).format('YYYY-MM-DD HH:mm')}`}
                      description={row.content}
                    />
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
