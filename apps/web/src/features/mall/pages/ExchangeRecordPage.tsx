// /integral/exchangeRecord: my exchanges, newest first, by state — what, how many, the points, where it
// goes and its tracking; cancel while it waits for shipment (points back), confirm receipt once shipped.
import { ExchangeStatus, type TMallExchange } from '@elearning/shared';
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { mallApi, RECORD_PAGE_SIZE, useMallMutation, useRecords } from '../api.ts';
import { MallHeader } from '../components/MallHeader.tsx';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { addressText } from '../format.ts';
import '../mall.css';

const STATUS_COLOR: Record<ExchangeStatus, string> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'default' };
const TABS = ['all', '1', '2', '3', '4'] as const;

function RecordRow({ record }: { record: TMallExchange }) {
  const { t } = useTranslation('mall');
  const cancel = useMallMutation(mallApi.cancel);
  const receive = useMallMutation(mallApi.receive);
  return (
    <article className="mall-record" data-testid="mall-record">
      <div className="mall-record-image">
        {record.itemImage ? <img src={record.itemImage} alt={record.itemName} /> : null}
      </div>
      <div className="mall-record-body">
        <h3>
          {record.itemName}{' '}
          <Tag color={STATUS_COLOR[record.status]} data-testid="mall-record-status">
            {t(`status.${record.status}`)}
          </Tag>
        </h3>
        <p className="mall-muted">
          {t('record.quantity', { count: record.quantity })} · {t('record.points', { count: record.points })}{' '}
          · {t('record.time')} {new Date(record.createdAt).toLocaleString()}
        </p>
        {record.address ? (
          <p className="mall-muted">{t('record.shipTo', { text: addressText(record.address) })}</p>
        ) : null}
        {record.trackingNo ? (
          <p className="mall-muted">
            {t('record.tracking', { company: record.trackingCompany, no: record.trackingNo })}
          </p>
        ) : null}
        {record.cancelReason ? (
          <p className="mall-muted">{t('record.reason', { reason: record.cancelReason })}</p>
        ) : null}
      </div>
      <Space direction="vertical">
        {record.status === ExchangeStatus.pendingShipment ? (
          <Popconfirm
            title={t('record.cancelConfirm')}
            onConfirm={() =>
              cancel.mutateAsync(record.id).then(
                () => feedback.success(t('record.cancelled')),
                () => undefined,
              )
            }
          >
            <Button loading={cancel.isPending}>{t('record.cancel')}</Button>
          </Popconfirm>
        ) : null}
        {record.status === ExchangeStatus.shipped ? (
          <Button
            type="primary"
            loading={receive.isPending}
            onClick={() =>
              void receive.mutateAsync(record.id).then(
                () => feedback.success(t('record.received')),
                () => undefined,
              )
            }
          >
            {t('record.receive')}
          </Button>
        ) : null}
      </Space>
    </article>
  );
}

export function ExchangeRecordPage() {
  const { t } = useTranslation('mall');
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [pageNo, setPageNo] = useState(1);
  const status = Object.values(ExchangeStatus).find((value) => String(value) === tab);
  const records = useRecords(status, pageNo);
  const rows = records.data?.data ?? [];
  return (
    <div className="mall-page" data-testid="mall-records">
      <MallHeader title={t('exchangeRecord')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(TABS.find((known) => known === key) ?? 'all');
          setPageNo(1);
        }}
        items={TABS.map((key) => ({ key, label: t(`status.${key}`) }))}
      />
      <section className="mall-section" style={{ marginTop: 0 }}>
        {records.isPending ? (
          <PageLoading />
        ) : records.isError ? (
          <PageFailed onRetry={() => void records.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState description={t('record.empty')} />
        ) : (
          rows.map((record) => <RecordRow key={record.id} record={record} />)
        )}
      </section>
      <div style={{ marginTop: 24, textAlign: 'center' }}>
        <Pager
          pageNo={pageNo}
          pageSize={RECORD_PAGE_SIZE}
          total={records.data?.totalNum ?? 0}
          pageSizes={[RECORD_PAGE_SIZE]}
          onChange={(next) => setPageNo(next)}
        />
      </div>
    </div>
  );
}
