// The add/edit dialog of a role: name, code, description, data scope and (when editing a custom role)
// whether it is enabled. Validated by the shared schema; server errors land on their fields.
import { DataScopeKind, type TRole, ZCreateRoleSchema, ZEditRoleSchema } from '@elearning/shared';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../admin/components/index.ts';
import { roleAdminApi } from './api.ts';

export function RoleForm(props: { role?: TRole; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('role');
  const editing = props.role;
  const labels = {
    roleName: t('admin.role.name'),
    roleCode: t('admin.role.code'),
    remark: t('admin.role.remark'),
    dataScope: t('admin.role.dataScope'),
    isEnabled: t('admin.role.isEnabled'),
  };
  const schema = editing ? ZEditRoleSchema : ZCreateRoleSchema;
  const { form, submit, submitting, formErrors } = useZodForm(schema, {
    labels,
    extraValues: editing ? { roleId: editing.roleId } : {},
  });
  const save = () =>
    submit(async (values) => {
      const enabled = form.getFieldValue('enabled') !== false;
      if (editing)
        await roleAdminApi.editRole({ ...values, roleId: editing.roleId, isEnabled: enabled ? 1 : 0 });
      else await roleAdminApi.addRole(values);
      props.onDone();
      props.onClose();
    });
  const initial = editing
    ? {
        roleName: editing.roleName,
        roleCode: editing.roleCode,
        remark: editing.remark,
        dataScope: editing.dataScope,
        enabled: editing.isEnabled === 1,
      }
    : { dataScope: DataScopeKind.own, enabled: true };
  const fixed = editing !== undefined && editing.kind !== 'custom';
  return (
    <Modal
      open
      title={editing ? t('admin.role.editTitle') : t('admin.role.add')}
      onOk={() => void save()}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ loading: submitting, 'data-testid': 'role-save' }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {formErrors.length > 0 && <Alert type="error" showIcon title={formErrors.join(' ')} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="roleName" label={labels.roleName} required>
          <Input maxLength={32} showCount data-testid="role-name" />
        </Form.Item>
        <Form.Item name="roleCode" label={labels.roleCode} required>
          <Input maxLength={32} data-testid="role-code" />
        </Form.Item>
        <Form.Item name="remark" label={labels.remark}>
          <Input.TextArea maxLength={200} showCount rows={2} />
        </Form.Item>
        <Form.Item name="dataScope" label={labels.dataScope}>
          <Select
            disabled={fixed}
            aria-label={labels.dataScope}
            options={Object.values(DataScopeKind).map((scope) => ({
              value: scope,
              label: t(`admin.scope.${scope}`),
            }))}
          />
        </Form.Item>
        {editing && (
          <Form.Item name="enabled" label={labels.isEnabled} valuePropName="checked">
            <Switch disabled={fixed} aria-label={labels.isEnabled} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
