// The personal centre's MyOrder menu: my orders with a status filter, paying an unpaid one and the invoice
// of a paid one. Self-contained (its own data hooks); mounted by the personal centre.
import type { OrderStatus } from '@elearning/shared';
import { Button, Pagination, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_PAGE_SIZE, useOrders } from '../api.ts';
import { dateText, yuan } from '../format.ts';
import { PageFailed } from './PageState.tsx';

const FILTERS = ['', 'created', 'fulfilled', 'refunded', 'expired', 'cancelled'] as const;

export function MyOrders() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('');
  const [pageNo, setPageNo] = useState(1);
  const filter: OrderStatus | undefined = status === '' ? undefined : status;
  const orders = useOrders(filter, pageNo);
  return (
    <section data-testid="my-orders" aria-label={t('orders.title')}>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(FILTERS.find((f) => f === value) ?? '');
          setPageNo(1);
        }}
        options={FILTERS.map((f) => ({ value: f, label: f ? t(`status.${f}`) : t('orders.all') }))}
        style={{ marginBottom: 12 }}
      />
      {orders.isError ? <PageFailed onRetry={() => orders.refetch()} /> : null}
      <Table
        rowKey="id"
        loading={orders.isPending}
        pagination={false}
        dataSource={orders.data?.data ?? []}
        columns={[
          { title: t('wait.orderNo'), dataIndex: 'orderNo' },
          { title: t('order.product'), dataIndex: 'productName' },
          { title: t('order.total'), dataIndex: 'totalCents', render: (cents: number) => yuan(cents) },
          {
            title: t('invoice.status'),
            dataIndex: 'status',
            render: (s: OrderStatus) => <Tag>{t(`status.${s}`)}</Tag>,
          },
          { title: '', dataIndex: 'createdAt', render: (ms: number) => dateText(ms) },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, order) =>
              order.status === 'created' ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => navigate(`/buyingProcess/waitPayOrder?id=${order.id}`)}
                >
                  {t('orders.pay')}
                </Button>
              ) : order.status === 'fulfilled' && order.totalCents > 0 ? (
                <Button
                  size="small"
                  onClick={() =>
                    navigate(
                      order.hasInvoice
                        ? `/buyingProcess/invoice?orderId=${order.id}`
                        : `/buyingProcess/invoiceApply?orderId=${order.id}`,
                    )
                  }
                >
                  {t('orders.invoice')}
                </Button>
              ) : null,
          },
        ]}
      />
      {orders.data && orders.data.totalNum > ORDER_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 12 }}
          current={pageNo}
          pageSize={ORDER_PAGE_SIZE}
          total={orders.data.totalNum}
          onChange={setPageNo}
        />
      ) : null}
    </section>
  );
}
