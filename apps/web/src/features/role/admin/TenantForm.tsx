// The add/edit dialog of a tenant (platform administrators): code (fixed once made), name and domain.
import { type TTenant, ZCreateTenantSchema, ZEditTenantSchema } from '@elearning/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../admin/components/index.ts';
import { roleAdminApi } from './api.ts';

export function TenantForm(props: { tenant?: TTenant; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('role');
  const editing = props.tenant;
  const labels = {
    tenantId: t('admin.tenant.id'),
    tenantName: t('admin.tenant.name'),
    domain: t('admin.tenant.domain'),
  };
  const { form, submit, submitting, formErrors } = useZodForm(
    editing ? ZEditTenantSchema : ZCreateTenantSchema,
    { labels },
  );
  const save = () =>
    submit(async (values) => {
      if (editing)
        await roleAdminApi.editTenant({ ...values, tenantId: editing.tenantId, domain: values.domain ?? '' });
      else await roleAdminApi.addTenant({ ...values, tenantName: values.tenantName ?? '' });
      props.onDone();
      props.onClose();
    });
  return (
    <Modal
      open
      title={editing ? t('admin.tenant.editTitle') : t('admin.tenant.add')}
      onOk={() => void save()}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'tenant-save' }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {formErrors.length > 0 && <Alert type="error" showIcon title={formErrors.join(' ')} />}
      <Form form={form} layout="vertical" initialValues={editing ?? {}}>
        <Form.Item name="tenantId" label={labels.tenantId} required>
          <Input maxLength={32} disabled={editing !== undefined} data-testid="tenant-id" />
        </Form.Item>
        <Form.Item name="tenantName" label={labels.tenantName} required>
          <Input maxLength={64} data-testid="tenant-name" />
        </Form.Item>
        <Form.Item name="domain" label={labels.domain}>
          <Input maxLength={253} placeholder="school.example.com" data-testid="tenant-domain" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
