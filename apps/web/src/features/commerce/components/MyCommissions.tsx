// The personal centre's MyCommissions menu: sums by state and the commission of each purchase made through my
// share links. Self-contained; mounted by the personal centre.
import type { CommissionStatus } from '@elearning/shared';
import { Pagination, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_SIZE, useCommissions } from '../api.ts';
import { dateText, yuan } from '../format.ts';
import { PageFailed } from './PageState.tsx';

export function MyCommissions() {
  const { t } = useTranslation('commerce');
  const [pageNo, setPageNo] = useState(1);
  const list = useCommissions(pageNo);
  if (list.isError) return <PageFailed onRetry={() => list.refetch()} />;
  const data = list.data;
  return (
    <section data-testid="my-commissions" aria-label={t('commission.title')}>
      <div style={{ display: 'flex', gap: 32, marginBottom: 16 }}>
        <Statistic title={t('commission.pending')} value={yuan(data?.pendingCents ?? 0)} />
        <Statistic title={t('commission.available')} value={yuan(data?.availableCents ?? 0)} />
        <Statistic title={t('commission.settled')} value={yuan(data?.settledCents ?? 0)} />
      </div>
      <Table
        rowKey="id"
        loading={list.isPending}
        pagination={false}
        dataSource={data?.data ?? []}
        columns={[
          { title: t('wait.orderNo'), dataIndex: 'orderNo' },
          { title: t('order.product'), dataIndex: 'productName' },
          { title: t('commission.buyer'), dataIndex: 'buyerName' },
          { title: t('commission.amount'), dataIndex: 'amountCents', render: (cents: number) => yuan(cents) },
          {
            title: '',
            dataIndex: 'status',
            render: (s: CommissionStatus) => <Tag>{t(`commission.states.${s}`)}</Tag>,
          },
          { title: '', dataIndex: 'createdAt', render: (ms: number) => dateText(ms) },
        ]}
      />
      {data && data.totalNum > ORDER_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 12 }}
          current={pageNo}
          pageSize={ORDER_PAGE_SIZE}
          total={data.totalNum}
          onChange={setPageNo}
        />
      ) : null}
    </section>
  );
}
