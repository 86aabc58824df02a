// /admin/community/zones: the tenant's zones — search, add and edit (name, intro, whether posts need
// approval, moderators picked from the tenant's people), open or close, delete (confirmed; its posts go too).
import type { TCommunityZone } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage, RowActions } from '../../../admin/components/index.ts';
import { PersonPicker } from '../../org/admin/PersonPicker.tsx';
import { communityAdminApi, communityAdminKeys } from './api.ts';

type Values = { name: string; intro?: string; needAudit: boolean; moderatorIds: number[] };

function ZoneEditor({
  zone,
  open,
  onClose,
  onSaved,
}: {
  zone?: TCommunityZone;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('community');
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        name: zone?.name ?? '',
        intro: zone?.intro ?? '',
        needAudit: zone?.needAudit ?? false,
        moderatorIds: zone?.moderators.map((m) => m.userId) ?? [],
      });
  }, [open, zone, form]);
  const save = async () => {
    const values = await form.validateFields();
    await communityAdminApi.save({ ...values, id: zone?.id });
    adminFeedback.success(t('admin.saved'));
    onSaved();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={zone ? t('admin.edit') : t('admin.add')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('admin.save')}
      cancelText={t('cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="intro" label={t('admin.intro')}>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="needAudit" label={t('admin.needAudit')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {zone && zone.moderators.length > 0 ? (
          <p>{t('moderators', { names: zone.moderators.map((m) => m.userName).join('、') })}</p>
        ) : null}
        <Form.Item name="moderatorIds" label={t('admin.moderators')}>
          <PersonPicker
            label={t('admin.moderatorPlaceholder')}
            onChange={(ids) => form.setFieldValue('moderatorIds', ids)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: communityAdminKeys.zones });
  const [editing, setEditing] = useState<{ zone?: TCommunityZone } | null>(null);
  return (
    <>
      <ListPage<TCommunityZone>
        title={t('admin.zones.title')}
        queryKey={communityAdminKeys.zones}
        fetchPage={(query) => communityAdminApi.zones(query)}
        rowKey="id"
        testId="community-zone-list"
        searchFields={[{ kind: 'text', name: 'name', label: t('admin.name'), maxLength: 30 }]}
        batchActions={[
          {
            key: 'delete',
            label: t('admin.delete'),
            danger: true,
            confirmText: t('admin.confirmDelete'),
            run: (rows) => communityAdminApi.removeMany(rows.map((r) => r.id)),
          },
        ]}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          {
            title: t('admin.moderators'),
            key: 'moderators',
            render: (_: unknown, row) => row.moderators.map((m) => m.userName).join('、') || '—',
          },
          { title: t('admin.postNum'), dataIndex: 'postNum' },
          { title: t('admin.followNum'), dataIndex: 'followNum' },
          {
            title: t('admin.state'),
            dataIndex: 'isOpen',
            render: (on: boolean) =>
              on ? <Tag color="green">{t('admin.open')}</Tag> : <Tag>{t('admin.closed')}</Tag>,
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t('admin.edit'), onClick: () => setEditing({ zone: row }) },
                  {
                    key: 'open',
                    label: row.isOpen ? t('admin.closeIt') : t('admin.openIt'),
                    onClick: () => communityAdminApi.open(row.id, !row.isOpen).then(refresh),
                  },
                  {
                    key: 'delete',
                    label: t('admin.delete'),
                    danger: true,
                    confirm: t('admin.confirmDelete'),
                    onClick: () => communityAdminApi.remove(row.id).then(refresh),
                  },
                ]}
              />
            ),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => setEditing({})} data-testid="community-zone-add">
            {t('admin.add')}
          </Button>
        }
      />
      <ZoneEditor
        zone={editing?.zone}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}
