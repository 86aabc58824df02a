// /buyingProcess/invoice?orderId=: my order's invoice — applied, issued (with its PDF) or sent.
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvoice } from '../api.ts';
import { PageEmpty, PageLoading } from '../components/PageState.tsx';
import { dateText, yuan } from '../format.ts';
import '../commerce.css';

export function InvoicePage() {
  const { t } = useTranslation('commerce');
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const invoice = useInvoice(orderId);
  if (invoice.isPending && orderId > 0)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!invoice.data)
    return (
      <div className="commerce-page">
        <h1>{t('invoice.detailTitle')}</h1>
        <PageEmpty />
        <p>{t('invoice.none')}</p>
      </div>
    );
  const data = invoice.data;
  return (
    <div className="commerce-page" data-testid="invoice-detail">
      <h1>{t('invoice.detailTitle')}</h1>
      <Card>
        <Descriptions column={1}>
          <Descriptions.Item label={t('wait.orderNo')}>{data.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.title')}>{data.title}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.taxNo')}>{data.taxNo || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.email')}>{data.email}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.amount')}>{yuan(data.amountCents)}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.status')}>
            <Tag color={data.status === 'applied' ? 'processing' : 'success'} data-testid="invoice-status">
              {t(`invoice.states.${data.status}`)}
            </Tag>
            {dateText(data.issuedAt ?? data.createdAt)}
          </Descriptions.Item>
        </Descriptions>
        {data.fileUrl ? (
          <a href={data.fileUrl} target="_blank" rel="noreferrer">
            {t('invoice.file')}
          </a>
        ) : null}
      </Card>
    </div>
  );
}
