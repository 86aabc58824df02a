// /admin/mall/exchanges: the exchange orders — filter by state, kind, item or learner; ship a pending order
// with its carrier and tracking number, complete a shipped one, cancel (points back, stock back, confirmed)
// and export the filtered list.
import { ExchangeStatus, mallAdminPaths, type TMallAdminExchange } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { addressText } from '../format.ts';
import { mallAdminApi, mallAdminKeys } from './api.ts';

const STATUS_COLOR: Record<ExchangeStatus, string> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'default' };

function ShipDialog(props: { order?: TMallAdminExchange; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('mall');
  const [form] = Form.useForm<{ trackingCompany: string; trackingNo: string }>();
  const [busy, setBusy] = useState(false);
  const ship = async () => {
    const values = await form.validateFields();
    if (!props.order) return;
    setBusy(true);
    try {
      await mallAdminApi.ship(props.order.id, values.trackingCompany, values.trackingNo);
      adminFeedback.success(t('admin.shipped'));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.order !== undefined}
      title={t('admin.ship')}
      okText={t('admin.ship')}
      cancelText={t('admin.cancel')}
      confirmLoading={busy}
      onOk={() => void ship().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p>{props.order?.address ? addressText(props.order.address) : ''}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="trackingCompany"
          label={t('admin.trackingCompany')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('admin.trackingNo')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function Component() {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: mallAdminKeys.exchanges });
  const [shipping, setShipping] = useState<TMallAdminExchange>();
  let reason = '';
  const cancel = (row: TMallAdminExchange) =>
    confirmAction({
      title: t('admin.cancelOrder'),
      content: (
        <>
          <p>{t('admin.cancelConfirm')}</p>
          <Input.TextArea
            aria-label={t('admin.cancelReason')}
            placeholder={t('admin.cancelReason')}
            maxLength={200}
            onChange={(event) => {
              reason = event.target.value;
            }}
          />
        </>
      ),
      danger: true,
      onOk: async () => {
        await mallAdminApi.cancel(row.id, reason);
        adminFeedback.success(t('admin.cancelledDone'));
        refresh();
      },
    });
  return (
    <>
      <ListPage<TMallAdminExchange>
        title={t('admin.exchangesTitle')}
        queryKey={mallAdminKeys.exchanges}
        fetchPage={(query) => mallAdminApi.exchanges(query)}
        rowKey="id"
        testId="mall-exchange-list"
        exportTo={{ path: mallAdminPaths.exchangeExport, fileName: t('admin.exportFile') }}
        searchFields={[
          { kind: 'text', name: 'keyword', label: t('admin.keyword'), maxLength: 60 },
          {
            kind: 'select',
            name: 'status',
            label: t('admin.status'),
            options: Object.values(ExchangeStatus).map((value) => ({ value, label: t(`status.${value}`) })),
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('admin.kind'),
            options: [
              { value: 'goods', label: t('goods') },
              { value: 'coupon', label: t('coupons') },
            ],
          },
        ]}
        columns={[
          { title: t('admin.item'), dataIndex: 'itemName' },
          { title: t('admin.quantity'), dataIndex: 'quantity' },
          { title: t('admin.points'), dataIndex: 'points' },
          {
            title: t('admin.learner'),
            key: 'learner',
            render: (_: unknown, row: TMallAdminExchange) => `${row.userName} (${row.account})`,
          },
          {
            title: t('admin.shipTo'),
            key: 'address',
            width: 260,
            ellipsis: true,
            render: (_: unknown, row: TMallAdminExchange) => (row.address ? addressText(row.address) : '—'),
          },
          {
            title: t('admin.tracking'),
            key: 'tracking',
            render: (_: unknown, row: TMallAdminExchange) =>
              row.trackingNo ? `${row.trackingCompany} ${row.trackingNo}` : '—',
          },
          {
            title: t('admin.status'),
            dataIndex: 'status',
            render: (status: ExchangeStatus) => (
              <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>
            ),
          },
          {
            title: t('admin.time'),
            dataIndex: 'createdAt',
            render: (ms: number) => new Date(ms).toLocaleString('sv-SE').slice(0, 16),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            // Shipping is the page's job: its buttons stay in view however wide the address is.
            fixed: 'right',
            render: (_: unknown, row: TMallAdminExchange) => (
              <Space size={0} wrap>
                {row.status === ExchangeStatus.pendingShipment ? (
                  <Button type="link" onClick={() => setShipping(row)} data-testid="mall-ship">
                    {t('admin.ship')}
                  </Button>
                ) : null}
                {row.status === ExchangeStatus.shipped ? (
                  <Button
                    type="link"
                    onClick={() =>
                      void mallAdminApi
                        .complete(row.id)
                        .then(() => adminFeedback.success(t('admin.completed')))
                        .then(refresh, () => undefined)
                    }
                  >
                    {t('admin.complete')}
                  </Button>
                ) : null}
                {row.status === ExchangeStatus.pendingShipment || row.status === ExchangeStatus.shipped ? (
                  <Button type="link" danger onClick={() => void cancel(row)}>
                    {t('admin.cancelOrder')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <ShipDialog order={shipping} onClose={() => setShipping(undefined)} onDone={refresh} />
    </>
  );
}
