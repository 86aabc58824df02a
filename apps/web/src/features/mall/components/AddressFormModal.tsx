// Add or edit a shipping address in a dialog: receiver, mobile, province, city, district, street address and
// "use as default". The server checks every field again; its message is shown by the request layer.
import { MALL_RULES, PHONE_REGEX, type TMallAddress } from '@elearning/shared';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { mallApi, useMallMutation } from '../api.ts';

type Values = Omit<TMallAddress, 'id'>;

export function AddressFormModal(props: {
  open: boolean;
  address?: TMallAddress;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const { t } = useTranslation('mall');
  const [form] = Form.useForm<Values>();
  const save = useMallMutation(mallApi.saveAddress);
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    if (props.address) form.setFieldsValue(props.address);
  }, [props.open, props.address, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync({ ...values, id: props.address?.id });
    feedback.success(t('address.saved'));
    props.onSaved?.(saved.id);
    props.onClose();
  };
  const required = (label: string) => [{ required: true, whitespace: true, message: label }];
  return (
    <Modal
      open={props.open}
      title={props.address ? t('address.edit') : t('address.add')}
      okText={t('address.save')}
      cancelText={t('address.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="mall-address-form"
        initialValues={{ isDefault: false }}
      >
        <Form.Item name="receiver" label={t('address.receiver')} rules={required(t('address.receiver'))}>
          <Input maxLength={MALL_RULES.receiverMax} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('address.phone')}
          rules={[{ required: true, pattern: PHONE_REGEX, message: t('address.phone') }]}
        >
          <Input maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="province" label={t('address.province')} rules={required(t('address.province'))}>
          <Input maxLength={MALL_RULES.addressPartMax} />
        </Form.Item>
        <Form.Item name="city" label={t('address.city')} rules={required(t('address.city'))}>
          <Input maxLength={MALL_RULES.addressPartMax} />
        </Form.Item>
        <Form.Item name="district" label={t('address.district')}>
          <Input maxLength={MALL_RULES.addressPartMax} />
        </Form.Item>
        <Form.Item name="detail" label={t('address.detail')} rules={required(t('address.detail'))}>
          <Input.TextArea maxLength={MALL_RULES.addressDetailMax} rows={2} autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('address.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
