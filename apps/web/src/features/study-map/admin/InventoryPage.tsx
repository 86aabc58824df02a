// Talent inventory (原 人才盘点): choose a position, then its people with their competence, computed as on
// their own study map.
import { studyMapAdminPaths, type TInventoryRow, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Progress, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager.tsx';
import { http } from '../../../lib/http/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

const PAGE_SIZE = 10;

export function Component() {
  const { t } = useTranslation('study-map');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const positions = useQuery({ queryKey: studyMapAdminKeys.positions, queryFn: studyMapAdminApi.positions });
  const people = useQuery({
    queryKey: ['study-map-admin', 'inventory', positionId, pageNo],
    queryFn: () =>
      http.get<TPage<TInventoryRow>>(studyMapAdminPaths.userPage, {
        positionId,
        pageNo,
        pageSize: PAGE_SIZE,
      }),
    enabled: positionId !== null,
  });
  return (
    <Card title={t('admin.inventory.title')}>
      <Select
        style={{ width: 260, marginBottom: 16 }}
        placeholder={t('admin.model.choosePosition')}
        aria-label={t('admin.model.position')}
        showSearch
        optionFilterProp="label"
        options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
        onChange={(value: number) => {
          setPositionId(value);
          setPageNo(1);
        }}
      />
      {positionId === null ? (
        <Empty description={t('admin.model.choosePosition')} />
      ) : (
        <>
          <Table<TInventoryRow>
            rowKey="userId"
            loading={people.isLoading}
            dataSource={people.data?.data ?? []}
            pagination={false}
            columns={[
              { title: t('admin.inventory.name'), dataIndex: 'name' },
              { title: t('admin.inventory.org'), dataIndex: 'orgName' },
              {
                title: t('admin.inventory.competence'),
                dataIndex: 'competence',
                render: (value: number) => <Progress percent={value} size="small" />,
              },
            ]}
          />
          <Pager
            total={people.data?.totalNum ?? 0}
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            onChange={(next) => setPageNo(next)}
          />
        </>
      )}
    </Card>
  );
}
