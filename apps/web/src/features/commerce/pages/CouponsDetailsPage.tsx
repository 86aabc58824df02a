// /operating/couponsDetails?id=: a claimable coupon batch — its terms, validity and how many I hold.
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { commerceApi, useBatch, useRefreshCommerce } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { couponTerms, dateText } from '../format.ts';
import '../commerce.css';

export function CouponsDetailsPage() {
  const { t } = useTranslation('commerce');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const batch = useBatch(id);
  const refresh = useRefreshCommerce();
  const [busy, setBusy] = useState(false);
  if (batch.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!batch.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => batch.refetch()} />
      </div>
    );
  const data = batch.data;
  const claim = async () => {
    setBusy(true);
    try {
      await commerceApi.claim(data.id);
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="commerce-page" data-testid="coupon-detail">
      <h1>{t('coupon.detailTitle')}</h1>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{data.name}</h2>}>
        <p>{couponTerms(data, t)}</p>
        <p>{t('coupon.validTo', { date: dateText(data.validTo) })}</p>
        <p>{t('coupon.claimed', { count: data.myClaimed ?? 0 })}</p>
        <Button
          type="primary"
          loading={busy}
          disabled={(data.myClaimed ?? 0) >= data.perUserLimit}
          onClick={claim}
        >
          {t('coupon.claim')}
        </Button>
      </Card>
    </div>
  );
}
