// The one frame of the ten application forms (/approvalCenter/<form>): the form's own fields from
// FORM_FIELDS, submitted through the generic submit; the server's form schema decides, and its field
// errors are shown on the fields. Success goes to submitSucceed, any other failure to applyError.
import { type ApprovalForm, ApprovalForm as ApprovalFormKeys } from '@elearning/shared';
import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { approvalApi, fieldErrorsOf, useApprovalMutation, useTrainOptions } from '../api.ts';
import { type FieldSpec, FORM_FIELDS } from '../form-fields.ts';
import '../approval.css';

type Values = Record<string, string | number | Dayjs | undefined>;

/** The input of a field; a plain element so Form.Item can hand it its id, value and onChange. */
function fieldInput(spec: FieldSpec, trains: { value: number; label: string }[]) {
  switch (spec.kind) {
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={2000} />;
    case 'date':
      return <DatePicker />;
    case 'number':
      return <InputNumber min={0} precision={0} />;
    case 'money':
      return <InputNumber min={0} precision={2} />;
    case 'train':
      return <Select options={trains} showSearch optionFilterProp="label" />;
    default:
      return <Input maxLength={100} />;
  }
}

function toFormData(values: Values): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    data[name] = typeof value === 'object' && 'valueOf' in value ? value.valueOf() : value;
  }
  return data;
}

export function FormPage({ formKey, name }: { formKey: ApprovalForm; name: FormName }) {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const fields = FORM_FIELDS[formKey];
  const needsTrain = fields.some((spec) => spec.kind === 'train');
  const trains = useTrainOptions(needsTrain);
  const submit = useApprovalMutation(approvalApi.submit);
  const onFinish = (values: Values) =>
    submit.mutateAsync({ formKey, formData: toFormData(values) }).then(
      ({ apprNo }) => navigate(`/approvalCenter/submitSucceed?apprNo=${apprNo}`),
      (error: unknown) => {
        const fieldErrors = fieldErrorsOf(error).filter((f) => fields.some((spec) => spec.name === f.field));
        if (fieldErrors.length > 0)
          form.setFields(fieldErrors.map((f) => ({ name: f.field, errors: [f.message] })));
        else navigate('/approvalCenter/applyError');
      },
    );
  const trainOptions = (trains.data ?? []).map((row) => ({ value: row.trainId, label: row.trainName }));

  return (
    <main className="approval-page" data-testid={`approval-form-${name}`}>
      <h1>{t(`form.${name}`)}</h1>
      <Form<Values> form={form} layout="vertical" className="approval-form" onFinish={onFinish}>
        {fields.map((spec) => (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={t(`field.${spec.name}`)}
            rules={spec.required ? [{ required: true, message: t('required') }] : []}
          >
            {fieldInput(spec, trainOptions)}
          </Form.Item>
        ))}
        {needsTrain && !trains.isPending && trainOptions.length === 0 && (
          <p className="approval-hint">{t('noTrains')}</p>
        )}
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="approval-submit">
          {t('submit')}
        </Button>{' '}
        <Link to="/approvalCenter/chapter">{t('back')}</Link>
      </Form>
    </main>
  );
}

export type FormName = keyof typeof ApprovalFormKeys;

/** The page component of one form, for its route (made once per lazy route). */
export function formPage(name: FormName) {
  const formKey = ApprovalFormKeys[name];
  return function ApprovalFormPage() {
    return <FormPage formKey={formKey} name={name} />;
  };
}
