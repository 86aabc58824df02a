// /sandboxPay?tradeNo=&token=: the built-in sandbox gateway's own payment page (what a real gateway's cashier
// would be). Paying makes the gateway notify our server asynchronously; the payer returns to paySuccess.

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { commerceApi, commerceKeys } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { yuan } from '../format.ts';
import '../commerce.css';

export function SandboxPayPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tradeNo = params.get('tradeNo') ?? '';
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const trade = useQuery({
    queryKey: commerceKeys.trade(tradeNo),
    queryFn: () => commerceApi.trade(tradeNo, token),
    enabled: tradeNo !== '',
    retry: false,
  });
  if (trade.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!trade.data)
    return (
      <div className="commerce-page">
        <PageFailed />
      </div>
    );
  const data = trade.data;
  const act = async (outcome: 'pay' | 'cancel') => {
    setBusy(true);
    try {
      const result = await commerceApi.confirmTrade(tradeNo, token, outcome);
      navigate(result.returnUrl);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="commerce-page" data-testid="sandbox-pay">
      <h1>{t('sandbox.title')}</h1>
      <Alert type="info" showIcon message={t('sandbox.hint')} style={{ marginBottom: 16 }} />
      <Card>
        <Descriptions column={1}>
          <Descriptions.Item label={t('sandbox.subject')}>{data.subject}</Descriptions.Item>
          <Descriptions.Item label={t('sandbox.amount')}>
            <span className="commerce-total">{yuan(data.amountCents)}</span>
          </Descriptions.Item>
        </Descriptions>
        {data.status === 'waiting' ? (
          <>
            <Button
              type="primary"
              size="large"
              loading={busy}
              onClick={() => act('pay')}
              style={{ marginRight: 12 }}
            >
              {t('sandbox.pay')}
            </Button>
            <Button disabled={busy} onClick={() => act('cancel')}>
              {t('sandbox.cancel')}
            </Button>
          </>
        ) : (
          <Alert
            type={data.status === 'paid' ? 'success' : 'warning'}
            message={data.status === 'paid' ? t('sandbox.paid') : t('sandbox.closed')}
          />
        )}
      </Card>
    </main>
  );
}
