// /integral/exchangeSuccess?id=: the exchange just made — what, how many, the points spent, where it goes —
// with links to my exchange records and back to the mall.
import { MallItemKind } from '@elearning/shared';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRecord } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { addressText } from '../format.ts';
import '../mall.css';

export function ExchangeSuccessPage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const record = useRecord(id);
  if (id > 0 && record.isPending)
    return (
      <div className="mall-page">
        <PageLoading />
      </div>
    );
  if (!record.data)
    return (
      <div className="mall-page">
        <PageFailed />
      </div>
    );
  const data = record.data;
  return (
    <div className="mall-page" data-testid="mall-success">
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('success.title')}</h1>}
        subTitle={
          <>
            <p>
              {data.itemName} × {data.quantity} · {t('record.points', { count: data.points })}
            </p>
            {data.address ? <p>{t('record.shipTo', { text: addressText(data.address) })}</p> : null}
            <p>{data.kind === MallItemKind.goods ? t('success.goodsHint') : t('success.couponHint')}</p>
          </>
        }
        extra={
          <Space>
            <Button type="primary" onClick={() => navigate('/integral/exchangeRecord')}>
              {t('success.toRecords')}
            </Button>
            <Button onClick={() => navigate('/integral/mall')}>{t('success.toMall')}</Button>
          </Space>
        }
      />
    </div>
  );
}
