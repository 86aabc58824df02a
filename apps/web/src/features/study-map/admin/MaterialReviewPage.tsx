// Material review: the learners' uploaded ability materials, newest first, filtered by state; approving one
// completes its learning way in the learner's competency.
import { MaterialReviewStatus, type TMaterialReviewRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../admin/components/index.ts';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

const STATUS_KEYS = {
  1: 'material.status.pending',
  2: 'material.status.approved',
  3: 'material.status.rejected',
} as const;

export function Component() {
  const { t } = useTranslation('study-map');
  const client = useQueryClient();
  const review = async (id: number, status: 2 | 3) => {
    await studyMapAdminApi.review(id, status);
    await client.invalidateQueries({ queryKey: studyMapAdminKeys.materials });
  };
  return (
    <ListPage<TMaterialReviewRow>
      title={t('admin.material.title')}
      queryKey={studyMapAdminKeys.materials}
      fetchPage={(query) => studyMapAdminApi.materials(query)}
      rowKey="id"
      testId="material-review"
      searchFields={[
        {
          kind: 'select',
          name: 'status',
          label: t('admin.material.status'),
          options: Object.values(MaterialReviewStatus).map((value) => ({
            value,
            label: t(STATUS_KEYS[value]),
          })),
        },
      ]}
      columns={[
        { title: t('admin.material.user'), dataIndex: 'userName' },
        { title: t('admin.material.ability'), dataIndex: 'abilityName' },
        { title: t('admin.material.way'), dataIndex: 'routeName' },
        {
          title: t('admin.material.file'),
          dataIndex: 'fileName',
          render: (name: string, row: TMaterialReviewRow) => (
            <a href={row.fileUrl} target="_blank" rel="noreferrer">
              {name}
            </a>
          ),
        },
        {
          title: t('admin.material.status'),
          dataIndex: 'status',
          render: (status: 1 | 2 | 3) => <Tag>{t(STATUS_KEYS[status])}</Tag>,
        },
        {
          title: t('admin.material.time'),
          dataIndex: 'updateTime',
          render: (ms: number) => new Date(ms).toLocaleString('sv-SE').slice(0, 16),
        },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TMaterialReviewRow) => (
            <Space>
              <Button type="link" onClick={() => void review(row.id, 2)}>
                {t('admin.material.approve')}
              </Button>
              <Button type="link" danger onClick={() => void review(row.id, 3)}>
                {t('admin.material.reject')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
