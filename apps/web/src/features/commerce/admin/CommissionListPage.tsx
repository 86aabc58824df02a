// /admin/commerce/commissions: sharers' commissions — filter by state; settle the chosen available ones (a
// pending one waits for the refund window, a reversed one is never paid; the server checks each).
import { CommissionStatus, type TCommission } from '@elearning/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { dateText, yuan } from '../format.ts';
import { commerceAdminApi, commerceAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('commerce');
  return (
    <ListPage<TCommission>
      title={t('admin.commissions')}
      queryKey={commerceAdminKeys.commissions}
      fetchPage={(query) => commerceAdminApi.commissions(query)}
      rowKey="id"
      testId="commerce-commission-list"
      searchFields={[
        {
          kind: 'select',
          name: 'status',
          label: t('admin.state'),
          options: Object.values(CommissionStatus).map((value) => ({
            value,
            label: t(`commission.states.${value}`),
          })),
        },
      ]}
      batchActions={[
        {
          key: 'settle',
          label: t('admin.settle'),
          confirmText: t('admin.settleConfirm'),
          run: async (rows) => {
            const { settled } = await commerceAdminApi.settle(rows.map((row) => row.id));
            adminFeedback.success(t('admin.settled', { count: settled }));
          },
        },
      ]}
      columns={[
        { title: t('admin.orderNo'), dataIndex: 'orderNo' },
        { title: t('admin.product'), dataIndex: 'productName' },
        { title: t('admin.sharer'), dataIndex: 'sharerName' },
        { title: t('admin.buyer'), dataIndex: 'buyerName' },
        { title: t('admin.amount'), dataIndex: 'amountCents', render: (cents: number) => yuan(cents) },
        {
          title: t('admin.state'),
          dataIndex: 'status',
          render: (status: CommissionStatus) => <Tag>{t(`commission.states.${status}`)}</Tag>,
        },
        { title: t('admin.availableAt'), dataIndex: 'availableAt', render: (ms: number) => dateText(ms) },
      ]}
    />
  );
}
