// Tenants (the original's 商户管理, #/system/tenant; platform administrators only): search, add, edit name
// and domain, disable (confirmed: every user of the tenant is signed out) and enable.
import { rolePrivilegeCodes as codes, type TTenant } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys } from './api.ts';
import { useHolds } from './held.ts';
import { TenantAdmins } from './TenantAdmins.tsx';
import { TenantForm } from './TenantForm.tsx';

/** A darker red than antd's, for the contrast of small link text (WCAG AA). */
const DANGER_LINK = { color: '#b42318' };

export function Component() {
  const { t, i18n } = useTranslation('role');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ tenant?: TTenant }>();
  const [admins, setAdmins] = useState<TTenant>();
  const may = { add: useHolds(codes.tenantAdd), edit: useHolds(codes.tenantEdit) };
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleAdminKeys.tenants });
  const toggle = (tenant: TTenant) => {
    const disabling = tenant.isDisabled === 0;
    return confirmAction({
      content: t(disabling ? 'admin.tenant.disableConfirm' : 'admin.tenant.enableConfirm', {
        name: tenant.tenantName,
      }),
      danger: disabling,
      onOk: async () => {
        await roleAdminApi.editTenant({ tenantId: tenant.tenantId, isDisabled: disabling ? 1 : 0 });
        adminFeedback.success(t('admin.done'));
        await refresh();
      },
    });
  };
  return (
    <>
      <ListPage<TTenant>
        title={t('admin.tenant.title')}
        queryKey={roleAdminKeys.tenants}
        fetchPage={(query) => roleAdminApi.tenants(query)}
        rowKey="tenantId"
        testId="tenant-list"
        emptyText={t('admin.tenant.empty')}
        searchFields={[{ kind: 'text', name: 'tenantName', label: t('admin.tenant.search'), maxLength: 64 }]}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="tenant-add">
              {t('admin.tenant.add')}
            </Button>
          )
        }
        columns={[
          { title: t('admin.tenant.id'), dataIndex: 'tenantId' },
          { title: t('admin.tenant.name'), dataIndex: 'tenantName' },
          { title: t('admin.tenant.domain'), dataIndex: 'domain' },
          { title: t('admin.tenant.userNum'), dataIndex: 'userNum', width: 90 },
          {
            title: t('admin.tenant.createdAt'),
            render: (_, tenant) => new Date(tenant.createdAt).toLocaleDateString(i18n.language),
          },
          {
            title: t('admin.status'),
            width: 90,
            render: (_, tenant) =>
              tenant.isDisabled ? <Tag>{t('admin.disabled')}</Tag> : <Tag>{t('admin.enabled')}</Tag>,
          },
          {
            title: t('admin.actions'),
            width: 280,
            render: (_, tenant) =>
              may.edit && (
                <Space size={0}>
                  <Button type="link" onClick={() => setAdmins(tenant)}>
                    {t('admin.tenant.admins')}
                  </Button>
                  <Button
                    type="link"
                    onClick={() => setAdmins(tenant)}
                    data-testid={`tenant-admins-${tenant.tenantId}`}
                  >
                    {t('admin.tenant.admins')}
                  </Button>
                  <Button type="link" onClick={() => setEditing({ tenant })}>
                    {t('admin.edit')}
                  </Button>
                  <Button
                    type="link"
                    danger={tenant.isDisabled === 0}
                    style={tenant.isDisabled === 0 ? DANGER_LINK : undefined}
                    onClick={() => void toggle(tenant)}
                  >
                    {tenant.isDisabled ? t('admin.tenant.enable') : t('admin.tenant.disable')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {admins && <TenantAdmins tenant={admins} onClose={() => setAdmins(undefined)} />}
      {editing && (
        <TenantForm
          tenant={editing.tenant}
          onDone={() => void refresh()}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
