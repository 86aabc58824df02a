// Banner管理: the home's slides of the whole site or of an org unit (the learners below it see the unit's),
// listed in their order; add and edit in a dialog validated by the shared schema; delete confirmed.
import { type TBannerRow, ZBannerSaveSchema } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Image, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, ListPage, useZodForm } from '../../../admin/components/index.ts';
import { siteAdminApi, siteAdminKeys } from './api.ts';
import { PictureField, UnitPicker } from './SitePickers.tsx';

function BannerDialog(props: { orgId: number; editing: TBannerRow | null; onClose: () => void }) {
  const { t } = useTranslation('site');
  const queryClient = useQueryClient();
  const labels = {
    picUrl: t('admin.banner.picture'),
    linkUrl: t('admin.banner.link'),
    sort: t('admin.banner.sort'),
    remark: t('admin.banner.remark'),
  };
  const { editing } = props;
  const { form, submit, submitting } = useZodForm(ZBannerSaveSchema, {
    labels,
    extraValues: { orgId: props.orgId, deviceType: 'PC', ...(editing ? { id: editing.id } : {}) },
  });
  const save = () =>
    submit(async (values) => {
      await (editing ? siteAdminApi.updateBanner(values) : siteAdminApi.addBanner(values));
      await queryClient.invalidateQueries({ queryKey: siteAdminKeys.banners });
      props.onClose();
    });
  return (
    <Modal
      open
      title={editing ? t('admin.banner.edit') : t('admin.banner.add')}
      onCancel={props.onClose}
      onOk={save}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={editing ?? { sort: 0 }} data-testid="banner-form">
        <Form.Item name="picUrl" label={labels.picUrl} required>
          <PictureField label={labels.picUrl} testId="banner-upload" />
        </Form.Item>
        <Form.Item name="linkUrl" label={labels.linkUrl} extra={t('admin.banner.linkHint')}>
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item name="sort" label={labels.sort}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="remark" label={labels.remark}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('site');
  const queryClient = useQueryClient();
  const [orgId, setOrgId] = useState(0);
  const [dialog, setDialog] = useState<{ editing: TBannerRow | null } | null>(null);
  const remove = (row: TBannerRow) =>
    confirmAction({
      content: t('admin.banner.deleteConfirm'),
      onOk: async () => {
        await siteAdminApi.removeBanners([row.id]);
        await queryClient.invalidateQueries({ queryKey: siteAdminKeys.banners });
      },
    });
  return (
    <>
      <ListPage<TBannerRow>
        title={t('admin.banner.title')}
        queryKey={siteAdminKeys.banners}
        fetchPage={(query) => siteAdminApi.banners(query)}
        fixedFilters={{ orgId, deviceType: 'PC' }}
        rowKey="id"
        emptyText={t('admin.banner.empty')}
        toolbar={
          <Space>
            <UnitPicker value={orgId} onChange={(value) => setOrgId(value)} />
            <Button type="primary" onClick={() => setDialog({ editing: null })}>
              {t('admin.banner.add')}
            </Button>
          </Space>
        }
        batchActions={[
          {
            key: 'delete',
            label: t('admin.banner.delete'),
            danger: true,
            run: (rows) => siteAdminApi.removeBanners(rows.map((row) => row.id)),
          },
        ]}
        columns={[
          {
            title: t('admin.banner.picture'),
            dataIndex: 'picUrl',
            render: (url: string) => <Image src={url} height={48} alt={t('admin.banner.picture')} />,
          },
          { title: t('admin.banner.link'), dataIndex: 'linkUrl' },
          { title: t('admin.banner.sort'), dataIndex: 'sort', width: 80 },
          { title: t('admin.banner.remark'), dataIndex: 'remark' },
          {
            title: t('admin.banner.actions'),
            key: 'actions',
            width: 160,
            render: (_: unknown, row: TBannerRow) => (
              <Space>
                <Button size="small" onClick={() => setDialog({ editing: row })}>
                  {t('admin.banner.edit')}
                </Button>
                <Button size="small" onClick={() => remove(row)}>
                  {t('admin.banner.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        testId="banner-list"
      />
      {dialog ? (
        <BannerDialog orgId={orgId} editing={dialog.editing} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
