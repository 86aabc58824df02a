// 首页定制: the home layouts of the whole site or of an org unit; the one in use is marked. Publish (the
// unit's learners see it at once), edit and delete, each confirmed where it changes what learners see.
import type { THomePlanRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { siteAdminApi, siteAdminKeys } from './api.ts';
import { UnitPicker } from './SitePickers.tsx';

export function Component() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [orgId, setOrgId] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteAdminKeys.plans });
  const release = (row: THomePlanRow) =>
    confirmAction({
      content: t('admin.home.releaseConfirm', { name: row.name }),
      danger: false,
      onOk: async () => {
        await siteAdminApi.releasePlan(row.id);
        adminFeedback.success(t('admin.home.released'));
        await refresh();
      },
    });
  const remove = (row: THomePlanRow) =>
    confirmAction({
      content: t('admin.home.deleteConfirm', { name: row.name }),
      onOk: async () => {
        await siteAdminApi.deletePlans([row.id]);
        await refresh();
      },
    });
  const edit = (id?: number) => navigate(`/diy/diyHomeEditPc?orgId=${orgId}${id ? `&id=${id}` : ''}`);
  return (
    <ListPage<THomePlanRow>
      title={t('admin.home.title')}
      queryKey={siteAdminKeys.plans}
      fetchPage={(query) => siteAdminApi.plans(query)}
      fixedFilters={{ orgId, device: 1 }}
      searchFields={[{ kind: 'text', name: 'name', label: t('admin.home.name') }]}
      rowKey="id"
      toolbar={
        <Space>
          <UnitPicker value={orgId} onChange={(value) => setOrgId(value)} />
          <Button type="primary" onClick={() => edit()}>
            {t('admin.home.add')}
          </Button>
        </Space>
      }
      columns={[
        { title: t('admin.home.name'), dataIndex: 'name' },
        {
          title: t('admin.home.status'),
          dataIndex: 'status',
          render: (status: number) =>
            status === 1 ? (
              <Tag color="blue">{t('admin.home.inUse')}</Tag>
            ) : (
              <Tag>{t('admin.home.draft')}</Tag>
            ),
        },
        {
          title: t('admin.home.updated'),
          dataIndex: 'updateTime',
          render: (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: t('admin.home.actions'),
          key: 'actions',
          render: (_: unknown, row: THomePlanRow) => (
            <Space>
              <Button size="small" onClick={() => edit(row.id)}>
                {t('admin.home.edit')}
              </Button>
              {row.status === 1 ? null : (
                <Button size="small" type="primary" onClick={() => release(row)}>
                  {t('admin.home.release')}
                </Button>
              )}
              <Button size="small" onClick={() => remove(row)}>
                {t('admin.home.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
      testId="home-plan-list"
    />
  );
}
