// /buyingProcess/waitPayOrder?id=: an unpaid order with its countdown to the pay deadline; "pay" opens the
// gateway's own payment page; at zero the order is shown expired (the server closes it and releases the
// coupon and the place).
import { Button, Card, Modal, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { commerceApi, useCancelOrder, useOrder } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { yuan } from '../format.ts';
import '../commerce.css';

function left(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function WaitPayOrderPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useOrder(id, (o) => o?.status === 'created' && o.payDeadline <= Date.now());
  const cancel = useCancelOrder();
  const [now, setNow] = useState(Date.now());
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
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
  if (data.status !== 'created' || data.payDeadline <= now) {
    const done = data.status === 'paid' || data.status === 'fulfilled';
    return (
      <div className="commerce-page" data-testid="wait-pay-closed">
        <Result
          status={done ? 'success' : 'warning'}
          title={<h1 style={{ margin: 0 }}>{done ? t('success.title') : t('wait.expired')}</h1>}
          subTitle={t(`status.${data.status}`)}
        />
      </div>
    );
  }
  const pay = async () => {
    setPaying(true);
    try {
      const started = await commerceApi.pay(data.id);
      navigate(started.payUrl);
    } finally {
      setPaying(false);
    }
  };
  const confirmCancel = () =>
    Modal.confirm({ title: t('wait.cancelConfirm'), onOk: () => cancel.mutateAsync(data.id) });
  return (
    <div className="commerce-page" data-testid="wait-pay">
      <h1>{t('wait.title')}</h1>
      <Card>
        <p>
          {t('wait.orderNo')}: {data.orderNo}
        </p>
        <p>{data.productName}</p>
        <p className="commerce-total">{yuan(data.totalCents)}</p>
        <p className="commerce-countdown" role="timer" aria-live="off" data-testid="pay-countdown">
          {t('wait.countdown', { time: left(data.payDeadline - now) })}
        </p>
        <Button type="primary" size="large" loading={paying} onClick={pay} style={{ marginRight: 12 }}>
          {t('wait.pay')}
        </Button>
        <Button onClick={confirmCancel}>{t('wait.cancel')}</Button>
      </Card>
    </div>
  );
}
