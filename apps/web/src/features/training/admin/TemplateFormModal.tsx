// The certificate template form (新建 / 编辑证书模板) in a dialog: name, issuing body, type, body text with
// placeholders, validity of the issued certificates, and the template's own window. Checked by the shared
// schema before sending; the server's field errors land on their fields.
import { ZCertificateTemplateFormSchema } from '@elearning/shared';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../admin/components/index.ts';
import { type CertificateTemplate, certificateAdminApi, type TemplateForm } from './certificate-admin-api.ts';

const asDay = {
  getValueProps: (value: number | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.startOf('day').valueOf() : undefined),
};

export function TemplateFormModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: CertificateTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('training');
  const labels = {
    name: t('certAdmin.name'),
    awardAgency: t('certAdmin.issuer'),
    text: t('certAdmin.text'),
    validityMonths: t('certAdmin.validity'),
    bornTime: t('certAdmin.activeTime'),
    deadTime: t('certAdmin.deadTime'),
  };
  const { form, submit, submitting, formErrors } = useZodForm(ZCertificateTemplateFormSchema, { labels });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        awardAgency: editing.awardAgency,
        text: editing.text,
        category: editing.category,
        validityMonths: editing.validityMonths ?? undefined,
        bornTime: editing.activeTime ?? undefined,
        deadTime: editing.deadTime ?? undefined,
      });
    else form.setFieldsValue({ category: 0 });
  }, [open, editing, form]);

  const save = () =>
    submit(async (values) => {
      const { id: _id, activeTime: _active, logoUrl: _logo, backUrl: _back, ...fields } = values;
      await certificateAdminApi.save(fields as TemplateForm, editing?.id);
      onSaved();
    });

  return (
    <Modal
      open={open}
      title={editing ? t('certAdmin.edit') : t('certAdmin.add')}
      okText={t('admin.save')}
      cancelText={t('certAdmin.cancel')}
      confirmLoading={submitting}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {formErrors.length > 0 && <Alert type="error" showIcon message={formErrors.join(' ')} />}
      <Form form={form} name="certificateTemplate" layout="vertical" data-testid="certificate-template-form">
        <Form.Item name="name" label={labels.name} required>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="awardAgency" label={labels.awardAgency} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label={t('certAdmin.category')}>
          <Radio.Group
            options={[
              { value: 0, label: t('certAdmin.categories.c0') },
              { value: 1, label: t('certAdmin.categories.c1') },
            ]}
          />
        </Form.Item>
        <Form.Item name="text" label={labels.text} extra={t('certAdmin.placeholders')}>
          <Input.TextArea autoSize={{ minRows: 3 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="validityMonths" label={labels.validityMonths}>
          <InputNumber min={1} max={1200} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="bornTime" label={labels.bornTime} {...asDay}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="deadTime" label={labels.deadTime} {...asDay}>
          <DatePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
