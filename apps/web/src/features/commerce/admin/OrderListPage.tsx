// /admin/commerce/orders: every order of the tenant — filter by buyer or order number and state, export the
// filtered list, refund a fulfilled order within the refund window (reason asked, always confirmed; the
// server reverses membership, sign-up, course or training and commission, then refunds at the gateway).
import { commerceAdminPaths, OrderStatus, type TOrder } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { dateText, yuan } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('commerce');
  const client = useQueryClient();
  const refund = (row: TOrder) => {
    let reason = '';
    return confirmAction({
      title: t('admin.refund'),
      content: (
        <>
          <p>{t('admin.refundConfirm')}</p>
          <Input.TextArea
            aria-label={t('admin.refundReason')}
            placeholder={t('admin.refundReason')}
            maxLength={200}
            onChange={(event) => {
              reason = event.target.value;
            }}
          />
        </>
      ),
      danger: true,
      onOk: async () => {
        await commerceAdminApi.refund(row.id, reason.trim() || t('admin.refund'));
        adminFeedback.success(t('admin.refunded'));
        await client.invalidateQueries({ queryKey: commerceAdminKeys.orders });
      },
    });
  };
  return (
    <ListPage<TOrder>
      title={t('admin.orders')}
      queryKey={commerceAdminKeys.orders}
      fetchPage={(query) => commerceAdminApi.orders(query)}
      rowKey="id"
      testId="commerce-order-list"
      exportTo={{ path: commerceAdminPaths.orderExport, fileName: t('admin.orderFile') }}
      searchFields={[
        { kind: 'text', name: 'keyword', label: t('admin.keyword'), maxLength: 100 },
        {
          kind: 'select',
          name: 'status',
          label: t('admin.state'),
          options: Object.values(OrderStatus).map((value) => ({ value, label: t(`status.${value}`) })),
        },
      ]}
      columns={[
        { title: t('admin.orderNo'), dataIndex: 'orderNo' },
        { title: t('admin.product'), dataIndex: 'productName' },
        { title: t('admin.buyer'), dataIndex: 'userName' },
        { title: t('admin.amount'), dataIndex: 'totalCents', render: (cents: number) => yuan(cents) },
        {
          title: t('admin.state'),
          dataIndex: 'status',
          render: (status: OrderStatus) => <Tag>{t(`status.${status}`)}</Tag>,
        },
        { title: t('admin.time'), dataIndex: 'createdAt', render: (ms: number) => dateText(ms) },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TOrder) =>
            row.status === OrderStatus.fulfilled && row.totalCents > 0 ? (
              <Button type="link" danger onClick={() => void refund(row)}>
                {t('admin.refund')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
