// A tenant's administrators (the original's 超级管理员 dialog of the tenant list): who holds the tenant's
// administrator role, a form to make a new one (phone and first password), and removal (confirmed).
import { type TTenant, type TTenantAdmin, ZCreateTenantAdminSchema } from '@elearning/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, useZodForm } from '../../../admin/components/index.ts';
import { roleAdminApi, roleAdminKeys } from './api.ts';

export function TenantAdmins(props: { tenant: TTenant; onClose: () => void }) {
  const { t } = useTranslation('role');
  const queryClient = useQueryClient();
  const { tenantId } = props.tenant;
  const key = [...roleAdminKeys.tenantAdmins, tenantId];
  const admins = useQuery({ queryKey: key, queryFn: () => roleAdminApi.tenantAdmins(tenantId) });
  const labels = {
    name: t('admin.tenant.adminName'),
    phone: t('admin.member.phone'),
    password: t('admin.tenant.password'),
  };
  const { form, submit, submitting, formErrors } = useZodForm(ZCreateTenantAdminSchema, {
    labels,
    extraValues: { tenantId },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const add = () =>
    submit(async (values) => {
      await roleAdminApi.addTenantAdmin(values);
      adminFeedback.success(t('admin.done'));
      form.resetFields();
      await refresh();
    });
  const remove = (admin: TTenantAdmin) =>
    confirmAction({
      content: t('admin.tenant.removeAdminConfirm', { name: admin.name }),
      onOk: async () => {
        await roleAdminApi.removeTenantAdmin(tenantId, admin.userId);
        await refresh();
      },
    });
  return (
    <Modal
      open
      width={760}
      title={t('admin.tenant.adminsTitle', { name: props.tenant.tenantName })}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {admins.isError && <Alert type="error" showIcon title={t('admin.loadFailed')} />}
      <Table<TTenantAdmin>
        rowKey="userId"
        size="small"
        loading={admins.isLoading}
        dataSource={admins.data ?? []}
        pagination={false}
        locale={{ emptyText: t('admin.tenant.noAdmins') }}
        data-testid="tenant-admins"
        columns={[
          { title: labels.name, dataIndex: 'name' },
          { title: labels.phone, dataIndex: 'phone' },
          {
            title: t('admin.actions'),
            render: (_, admin) => (
              <Button type="link" onClick={() => void remove(admin)}>
                {t('admin.member.remove')}
              </Button>
            ),
          },
        ]}
      />
      {formErrors.length > 0 && <Alert type="error" showIcon title={formErrors.join(' ')} />}
      <Form form={form} layout="inline" style={{ marginTop: 16 }} onFinish={() => void add()}>
        <Form.Item name="name" label={labels.name} required>
          <Input maxLength={32} data-testid="tenant-admin-name" />
        </Form.Item>
        <Form.Item name="phone" label={labels.phone} required>
          <Input maxLength={11} data-testid="tenant-admin-phone" />
        </Form.Item>
        <Form.Item name="password" label={labels.password} required>
          <Input.Password maxLength={32} autoComplete="new-password" data-testid="tenant-admin-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="tenant-admin-add">
            {t('admin.tenant.addAdmin')}
          </Button>
        </Form.Item>
      </Form>
    </Modal>
  );
}
