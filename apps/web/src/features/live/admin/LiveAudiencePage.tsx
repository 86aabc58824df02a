// The back office's audience statistics (直播统计 · 按人员, person-stat-detail): everyone who watched a live
// with their total time, filtered by name and department; a person's viewings open in a dialog.
import { liveAdminPaths, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../admin/components/index.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { http } from '../../../lib/http/index.ts';

type Person = {
  userId: number;
  workNo: string;
  name: string;
  orgLinkName: string;
  viewDuration: number;
  liveNum: number;
};
type Viewing = {
  liveId: number;
  liveNo: string;
  channelName: string;
  startDate: number;
  leaveDate: number;
  viewDuration: number;
};

const minutes = (seconds: number) => Math.round(seconds / 60);

function Viewings({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useTranslation('live');
  const [pageNo, setPageNo] = useState(1);
  const viewings = useQuery({
    queryKey: ['live', 'admin', 'audience', person.userId, pageNo],
    queryFn: () =>
      http.get<TPage<Viewing>>(liveAdminPaths.audienceDetail, {
        userId: person.userId,
        pageNo,
        pageSize: 10,
      }),
  });
  return (
    <Modal
      open
      title={t('admin.audience.detailTitle', { name: person.name })}
      footer={null}
      onCancel={onClose}
      width={760}
    >
      {viewings.isError ? <Alert type="error" message={t('loadFailed')} /> : null}
      <Table<Viewing>
        rowKey={(row) => `${row.liveId}-${row.startDate}`}
        size="small"
        loading={viewings.isPending}
        dataSource={viewings.data?.data ?? []}
        pagination={{
          current: pageNo,
          pageSize: 10,
          total: viewings.data?.totalNum ?? 0,
          onChange: setPageNo,
        }}
        data-testid="live-audience-detail"
        columns={[
          { title: t('admin.audience.live'), dataIndex: 'channelName' },
          { title: t('admin.audience.liveNo'), dataIndex: 'liveNo' },
          {
            title: t('admin.audience.entered'),
            dataIndex: 'startDate',
            render: (v: number) => formatDateTime(v),
          },
          {
            title: t('admin.audience.left'),
            dataIndex: 'leaveDate',
            render: (v: number) => formatDateTime(v),
          },
          { title: t('admin.audience.duration'), dataIndex: 'viewDuration', render: minutes },
        ]}
      />
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('live');
  const [person, setPerson] = useState<Person | null>(null);
  return (
    <>
      <ListPage<Person>
        title={t('admin.audience.title')}
        queryKey={['live', 'admin', 'audience']}
        fetchPage={(query) => http.get<TPage<Person>>(liveAdminPaths.audienceList, query)}
        rowKey="userId"
        searchFields={[{ kind: 'text', name: 'name', label: t('admin.audience.name') }]}
        testId="live-audience-list"
        columns={[
          { title: t('admin.audience.workNo'), dataIndex: 'workNo' },
          { title: t('admin.audience.name'), dataIndex: 'name' },
          { title: t('admin.audience.org'), dataIndex: 'orgLinkName' },
          { title: t('admin.audience.duration'), dataIndex: 'viewDuration', render: minutes },
          { title: t('admin.audience.lives'), dataIndex: 'liveNum' },
          {
            title: t('admin.category.actions'),
            render: (_: unknown, row) => (
              <Button type="link" onClick={() => setPerson(row)}>
                {t('admin.audience.detail')}
              </Button>
            ),
          },
        ]}
      />
      {person ? <Viewings person={person} onClose={() => setPerson(null)} /> : null}
    </>
  );
}
