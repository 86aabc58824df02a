// The editor of a good or a coupon, in a dialog: name, category, pictures (uploaded through the file
// service, public to the tenant), points, stock when created, per-person limit, shelf; for a coupon its
// discount (fixed amount or percentage), minimum spend (yuan in the form, cents on the wire) and validity.
import { MALL_RULES, MallItemKind, type TMallAdminItem } from '@elearning/shared';
import { Button, Form, Image, Input, InputNumber, Modal, Radio, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback } from '../../../admin/components/index.ts';
import { uploadFile } from '../../../components/upload/index.ts';
import { mallAdminApi } from './api.ts';

type Values = {
  name: string;
  category?: string;
  description?: string;
  points: number;
  stock: number;
  perUserLimit: number;
  onShelf: boolean;
  discountType?: 'fixed' | 'percent';
  amountYuan?: number;
  percentOff?: number;
  minSpendYuan?: number;
  validDays?: number;
};

const cents = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100);

function Pictures(props: { value?: string[]; onChange?: (value: string[]) => void }) {
  const { t } = useTranslation('mall');
  const [busy, setBusy] = useState(false);
  const images = props.value ?? [];
  const pick = (file: File) => {
    setBusy(true);
    uploadFile(file, { public: true })
      .done.then((stored) => props.onChange?.([...images, stored.url]))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Space wrap>
      {images.map((src) => (
        <Space key={src} direction="vertical" align="center">
          <Image src={src} width={96} height={72} alt={t('admin.images')} />
          <Button size="small" onClick={() => props.onChange?.(images.filter((image) => image !== src))}>
            {t('admin.removeImage')}
          </Button>
        </Space>
      ))}
      {images.length < MALL_RULES.imagesMax ? (
        <Button loading={busy} onClick={() => document.getElementById('mall-image-input')?.click()}>
          {t('admin.uploadImage')}
        </Button>
      ) : null}
      <input
        id="mall-image-input"
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.webp"
        hidden
        aria-label={t('admin.uploadImage')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) pick(file);
          event.target.value = '';
        }}
      />
    </Space>
  );
}

export function ItemEditor(props: {
  kind: MallItemKind;
  item?: TMallAdminItem;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mall');
  const [form] = Form.useForm<Values & { images: string[] }>();
  const [saving, setSaving] = useState(false);
  const isCoupon = props.kind === MallItemKind.coupon;
  const discountType = Form.useWatch('discountType', form);
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    const item = props.item;
    if (item)
      form.setFieldsValue({
        ...item,
        discountType: item.coupon?.discountType,
        amountYuan: (item.coupon?.amountCents ?? 0) / 100,
        percentOff: item.coupon?.percentOff,
        minSpendYuan: (item.coupon?.minSpendCents ?? 0) / 100,
        validDays: item.coupon?.validDays,
      });
  }, [props.open, props.item, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await mallAdminApi.save(props.kind, {
        id: props.item?.id,
        kind: props.kind,
        name: values.name,
        category: values.category,
        description: values.description,
        images: values.images ?? [],
        points: values.points,
        stock: values.stock,
        perUserLimit: values.perUserLimit,
        onShelf: values.onShelf,
        ...(isCoupon
          ? {
              discountType: values.discountType,
              amountCents: cents(values.amountYuan),
              percentOff: values.percentOff ?? 0,
              minSpendCents: cents(values.minSpendYuan),
              validDays: values.validDays ?? 0,
            }
          : {}),
      });
      adminFeedback.success(t('admin.saved'));
      props.onSaved();
      props.onClose();
    } finally {
      setSaving(false);
    }
  };
  const required = (label: string) => [{ required: true, message: label }];
  return (
    <Modal
      open={props.open}
      width={640}
      title={props.item ? t('admin.edit') : t('admin.add')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="mall-item-editor"
        initialValues={{
          stock: 0,
          perUserLimit: 0,
          onShelf: true,
          images: [],
          discountType: 'fixed',
          validDays: 30,
        }}
      >
        <Form.Item name="name" label={t('admin.name')} rules={required(t('admin.name'))}>
          <Input maxLength={MALL_RULES.nameMax} showCount />
        </Form.Item>
        {isCoupon ? null : (
          <>
            <Form.Item name="category" label={t('admin.category')}>
              <Input maxLength={MALL_RULES.categoryMax} />
            </Form.Item>
            <Form.Item name="images" label={t('admin.images')}>
              <Pictures />
            </Form.Item>
          </>
        )}
        <Space wrap size="large">
          <Form.Item name="points" label={t('admin.points')} rules={required(t('admin.points'))}>
            <InputNumber min={1} max={MALL_RULES.pointsMax} precision={0} />
          </Form.Item>
          {props.item ? null : (
            <Form.Item name="stock" label={t('admin.initialStock')}>
              <InputNumber min={0} max={MALL_RULES.stockMax} precision={0} />
            </Form.Item>
          )}
          <Form.Item name="perUserLimit" label={t('admin.perUserLimit')}>
            <InputNumber min={0} max={MALL_RULES.stockMax} precision={0} />
          </Form.Item>
          <Form.Item name="onShelf" label={t('admin.onShelf')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        {isCoupon ? (
          <>
            <Form.Item name="discountType" label={t('admin.discountType')}>
              <Radio.Group
                options={[
                  { value: 'fixed', label: t('admin.fixed') },
                  { value: 'percent', label: t('admin.percent') },
                ]}
              />
            </Form.Item>
            <Space wrap size="large">
              {discountType === 'percent' ? (
                <Form.Item
                  name="percentOff"
                  label={t('admin.percentOff')}
                  rules={required(t('admin.percentOff'))}
                >
                  <InputNumber min={1} max={99} precision={0} />
                </Form.Item>
              ) : (
                <Form.Item
                  name="amountYuan"
                  label={t('admin.amountYuan')}
                  rules={required(t('admin.amountYuan'))}
                >
                  <InputNumber min={0.01} max={100000} precision={2} />
                </Form.Item>
              )}
              <Form.Item name="minSpendYuan" label={t('admin.minSpendYuan')}>
                <InputNumber min={0} max={100000} precision={2} />
              </Form.Item>
              <Form.Item name="validDays" label={t('admin.validDays')} rules={required(t('admin.validDays'))}>
                <InputNumber min={1} max={MALL_RULES.validDaysMax} precision={0} />
              </Form.Item>
            </Space>
          </>
        ) : null}
        <Form.Item name="description" label={t('admin.description')}>
          <Input.TextArea maxLength={MALL_RULES.descriptionMax} rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
