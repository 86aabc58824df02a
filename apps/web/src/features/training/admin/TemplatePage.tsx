// 证书管理 (back office, original resource/certificate): the tenant's certificate templates with search by
// name, status and type; new and edit in a dialog; enable/disable; delete (refused by the server while a
// training uses the template or certificates were issued from it); export of the selected rows; and each
// template's holders (CertificateHoldersPage) where certificates are revoked.
import { certificateAdminPaths } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback, confirmAction, downloadFile, ListPage } from '../../../admin/components/index.ts';
import { type CertificateTemplate, certificateAdminApi, certificateKeys } from './certificate-admin-api.ts';
import { TemplateFormModal } from './TemplateFormModal.tsx';

const day = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 10) : '');
const STATUS_BADGE: Record<number, 'default' | 'success' | 'warning'> = {
  0: 'default',
  1: 'success',
  3: 'warning',
};

export function Component() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState<CertificateTemplate | null>(null);
  const [open, setOpen] = useState(false);
  const refresh = async () => {
    adminFeedback.success(t('certAdmin.done'));
    await client.invalidateQueries({ queryKey: certificateKeys.templates });
  };
  const statusText = (status: number) => t(`certAdmin.statuses.s${status === 0 ? 0 : status === 3 ? 3 : 1}`);
  const toggle = (row: CertificateTemplate) => {
    const choice = row.status === 0 ? 1 : 0;
    void confirmAction({
      content: t(choice ? 'certAdmin.enableConfirm' : 'certAdmin.disableConfirm', { name: row.name }),
      onOk: async () => {
        await certificateAdminApi.setStatus(row.id, choice);
        await refresh();
      },
    });
  };
  return (
    <>
      <ListPage<CertificateTemplate>
        title={t('admin.templates')}
        testId="certificate-templates"
        queryKey={certificateKeys.templates}
        fetchPage={(query) => certificateAdminApi.templates(query)}
        rowKey="id"
        searchFields={[
          { kind: 'text', name: 'name', label: t('certAdmin.name') },
          {
            kind: 'select',
            name: 'status',
            label: t('certAdmin.status'),
            options: [1, 0, 3].map((value) => ({ value, label: statusText(value) })),
          },
          {
            kind: 'select',
            name: 'category',
            label: t('certAdmin.category'),
            options: [0, 1].map((value) => ({
              value,
              label: t(`certAdmin.categories.c${value === 1 ? 1 : 0}`),
            })),
          },
        ]}
        toolbar={
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {t('certAdmin.add')}
          </Button>
        }
        batchActions={[
          {
            key: 'export',
            label: t('certAdmin.export'),
            run: (rows) =>
              downloadFile(
                certificateAdminPaths.templateExport,
                { templateIds: rows.map((row) => row.id).join(',') },
                'certificates.xlsx',
              ),
          },
          {
            key: 'delete',
            label: t('certAdmin.delete'),
            danger: true,
            run: (rows) => certificateAdminApi.remove(rows.map((row) => row.id)),
          },
        ]}
        columns={[
          { title: t('certAdmin.name'), dataIndex: 'name' },
          {
            title: t('certAdmin.category'),
            dataIndex: 'category',
            render: (value: number) => t(`certAdmin.categories.c${value === 1 ? 1 : 0}`),
          },
          { title: t('certAdmin.issuer'), dataIndex: 'awardAgency' },
          {
            title: t('certAdmin.status'),
            dataIndex: 'status',
            render: (status: number) => (
              <Badge status={STATUS_BADGE[status] ?? 'default'} text={statusText(status)} />
            ),
          },
          {
            title: t('certAdmin.window'),
            key: 'window',
            render: (_: unknown, row: CertificateTemplate) =>
              row.activeTime || row.deadTime
                ? `${day(row.activeTime)} ~ ${day(row.deadTime)}`
                : t('certificate.forever'),
          },
          { title: t('certAdmin.creator'), dataIndex: 'creatorName' },
          {
            title: t('certAdmin.actions'),
            key: 'actions',
            render: (_: unknown, row: CertificateTemplate) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(row);
                    setOpen(true);
                  }}
                >
                  {t('certAdmin.edit')}
                </Button>
                <Button size="small" disabled={row.status === 3} onClick={() => toggle(row)}>
                  {row.status === 0 ? t('certAdmin.enable') : t('certAdmin.disable')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    navigate(
                      `/train/certificates/holders?templateId=${row.id}&name=${encodeURIComponent(row.name)}`,
                    )
                  }
                >
                  {t('certAdmin.holders')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <TemplateFormModal
        open={open}
        editing={editing}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void refresh();
        }}
      />
    </>
  );
}
