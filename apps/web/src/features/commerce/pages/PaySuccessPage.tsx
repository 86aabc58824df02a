// /buyingProcess/paySuccess?orderId=: waits for the gateway's notification (the order turns fulfilled), then
// reloads my user info so the header badge and member prices follow at once.
import { Button, Result, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadProfile } from '../../session/lifecycle.ts';
import { useOrder, useRefreshCommerce } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { yuan } from '../format.ts';
import '../commerce.css';

export function PaySuccessPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || 0;
  const order = useOrder(orderId, (o) => o?.status === 'created' || o?.status === 'paid');
  const refresh = useRefreshCommerce();
  const done = order.data?.status === 'fulfilled';
  useEffect(() => {
    if (done) {
      loadProfile().catch(() => undefined);
      refresh();
    }
  }, [done, refresh]);
  if (order.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!order.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => order.refetch()} />
      </div>
    );
  const data = order.data;
  if (data.status === 'created' || data.status === 'paid')
    return (
      <div className="commerce-page" role="status">
        <Spin /> {t('success.waiting')}
      </div>
    );
  return (
    <div className="commerce-page" data-testid={done ? 'pay-success' : 'pay-closed'}>
      <Result
        status={done ? 'success' : 'warning'}
        title={<h1 style={{ margin: 0 }}>{done ? t('success.title') : t('success.closed')}</h1>}
        subTitle={`${data.productName} · ${yuan(data.totalCents)} · ${data.orderNo}`}
        extra={
          <Space>
            {done && data.totalCents > 0 && !data.hasInvoice ? (
              <Button
                type="primary"
                onClick={() => navigate(`/buyingProcess/invoiceApply?orderId=${data.id}`)}
              >
                {t('success.invoice')}
              </Button>
            ) : null}
            <Button onClick={() => navigate('/personal/personal?menuName=MyOrder')}>
              {t('success.orders')}
            </Button>
            <Button onClick={() => navigate('/')}>{t('success.home')}</Button>
          </Space>
        }
      />
    </div>
  );
}
