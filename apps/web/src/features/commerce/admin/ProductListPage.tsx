// /admin/commerce/products: products and prices — VIP plans, paid courses and trainings (by the id of the
// course or training sold), activities with capacity and dates. Add or edit in a dialog (prices typed in
// yuan, sent as integer cents), put on or take off the shelf.
import { ProductKind, type TProduct, type TProductSave } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { yuan } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

type Values = {
  kind: ProductKind;
  name: string;
  description?: string;
  priceYuan: number;
  memberPriceYuan?: number | null;
  vipFree: boolean;
  refId?: number | null;
  capacity: number;
  commissionPercent: number;
  onShelf: boolean;
};

const toCents = (value: number) => Math.round(value * 100);

function ProductDialog(props: { product?: TProduct | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('commerce');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const kind = Form.useWatch('kind', form);
  const editing = props.product ?? undefined;
  const save = async () => {
    const v = await form.validateFields();
    const input: Partial<TProductSave> = {
      id: editing?.id,
      kind: v.kind,
      name: v.name,
      description: v.description ?? '',
      priceCents: toCents(v.priceYuan),
      memberPriceCents: v.memberPriceYuan == null ? undefined : toCents(v.memberPriceYuan),
      vipFree: v.vipFree,
      refId: v.refId ?? undefined,
      capacity: v.capacity,
      commissionPercent: v.commissionPercent,
      onShelf: v.onShelf,
    };
    setBusy(true);
    try {
      await commerceAdminApi.saveProduct(input);
      adminFeedback.success(t('admin.saved'));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  const initial: Values = editing
    ? {
        ...editing,
        priceYuan: editing.priceCents / 100,
        memberPriceYuan: editing.memberPriceCents === null ? null : editing.memberPriceCents / 100,
      }
    : {
        kind: ProductKind.course,
        name: '',
        priceYuan: 0,
        vipFree: false,
        capacity: 0,
        commissionPercent: 0,
        onShelf: true,
      };
  const needsRef = kind === ProductKind.course || kind === ProductKind.training;
  return (
    <Modal
      open={props.product !== undefined}
      title={editing ? t('admin.editProduct') : t('admin.addProduct')}
      okText={t('admin.save')}
      confirmLoading={busy}
      onOk={() => void save().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="kind" label={t('admin.kind')} rules={[{ required: true }]}>
          <Select
            disabled={editing !== undefined}
            options={Object.values(ProductKind).map((value) => ({ value, label: t(`kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('admin.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')}>
          <Input.TextArea maxLength={2000} rows={2} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="priceYuan" label={t('admin.price')} rules={[{ required: true }]}>
            <InputNumber min={0} max={1_000_000} precision={2} />
          </Form.Item>
          <Form.Item name="memberPriceYuan" label={t('admin.memberPrice')}>
            <InputNumber min={0} max={1_000_000} precision={2} />
          </Form.Item>
          <Form.Item name="capacity" label={t('admin.capacity')}>
            <InputNumber min={0} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="commissionPercent" label={t('admin.commissionPercent')}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
        </Space>
        {needsRef ? (
          <Form.Item name="refId" label={t('admin.refId')} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item name="vipFree" valuePropName="checked">
          <Checkbox>{t('admin.vipFree')}</Checkbox>
        </Form.Item>
        <Form.Item name="onShelf" valuePropName="checked">
          <Checkbox>{t('admin.onShelf')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('commerce');
  const client = useQueryClient();
  // undefined: closed; null: adding; a product: editing it.
  const [editing, setEditing] = useState<TProduct | null>();
  const refresh = () => void client.invalidateQueries({ queryKey: commerceAdminKeys.products });
  const shelf = (row: TProduct) =>
    void commerceAdminApi
      .shelf(row.id, !row.onShelf)
      .then(() => adminFeedback.success(t('admin.saved')))
      .then(refresh, () => undefined);
  return (
    <>
      <ListPage<TProduct>
        title={t('admin.products')}
        queryKey={commerceAdminKeys.products}
        fetchPage={(query) => commerceAdminApi.products(query)}
        rowKey="id"
        testId="commerce-product-list"
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('admin.addProduct')}
          </Button>
        }
        searchFields={[
          {
            kind: 'select',
            name: 'kind',
            label: t('admin.kind'),
            options: Object.values(ProductKind).map((value) => ({ value, label: t(`kind.${value}`) })),
          },
        ]}
        columns={[
          { title: t('admin.name'), dataIndex: 'name' },
          { title: t('admin.kind'), dataIndex: 'kind', render: (kind: ProductKind) => t(`kind.${kind}`) },
          { title: t('admin.price'), dataIndex: 'priceCents', render: (cents: number) => yuan(cents) },
          {
            title: t('admin.memberPrice'),
            key: 'member',
            render: (_: unknown, row: TProduct) =>
              row.vipFree
                ? t('admin.vipFree')
                : row.memberPriceCents === null
                  ? '—'
                  : yuan(row.memberPriceCents),
          },
          {
            title: t('admin.capacity'),
            key: 'capacity',
            render: (_: unknown, row: TProduct) =>
              row.capacity > 0 ? `${row.soldNum} / ${row.capacity}` : '—',
          },
          {
            title: t('admin.onShelf'),
            dataIndex: 'onShelf',
            render: (on: boolean) => <Tag>{on ? t('admin.on') : t('admin.off')}</Tag>,
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row: TProduct) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('admin.edit')}
                </Button>
                <Button type="link" onClick={() => shelf(row)}>
                  {row.onShelf ? t('admin.takeOff') : t('admin.putOn')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ProductDialog product={editing} onClose={() => setEditing(undefined)} onDone={refresh} />
    </>
  );
}
