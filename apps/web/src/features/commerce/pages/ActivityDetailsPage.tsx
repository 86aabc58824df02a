// /operating/activityDetails?id=: one activity; signing up is free at once, or leads to paying its order.
import { Button, Card, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { commerceApi, useActivity, useRefreshCommerce } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { dateText, newRequestId, yuan } from '../format.ts';
import '../commerce.css';

export function ActivityDetailsPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const activity = useActivity(id);
  const refresh = useRefreshCommerce();
  const requestId = useMemo(() => newRequestId(), []);
  const [busy, setBusy] = useState(false);
  if (activity.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!activity.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => activity.refetch()} />
      </div>
    );
  const data = activity.data;
  const full = data.capacity > 0 && data.soldNum >= data.capacity;
  const signUp = async () => {
    setBusy(true);
    try {
      const reply = await commerceApi.signUp(data.id, requestId);
      await refresh();
      if (!reply.signedUp && reply.orderId) navigate(`/buyingProcess/waitPayOrder?id=${reply.orderId}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="commerce-page" data-testid="activity-detail">
      <h1>{data.name}</h1>
      <Card>
        <p>{data.description}</p>
        <p>
          {t('activity.time')}: {dateText(data.startsAt)} – {dateText(data.endsAt)}
        </p>
        <p className="commerce-total">
          {data.myPriceCents === 0 ? t('activity.free') : yuan(data.myPriceCents)}
        </p>
        <p>
          {t('activity.places', { count: data.signUpNum })}
          {data.capacity > 0 ? ` · ${t('activity.capacity', { count: data.capacity })}` : ''}
        </p>
        {data.signedUp ? (
          <Tag color="success">{t('activity.signedUp')}</Tag>
        ) : data.myOrderId ? (
          <Button type="primary" onClick={() => navigate(`/buyingProcess/waitPayOrder?id=${data.myOrderId}`)}>
            {t('activity.pay')}
          </Button>
        ) : (
          <Button type="primary" disabled={full} loading={busy} onClick={signUp}>
            {full ? t('activity.full') : t('activity.signUp')}
          </Button>
        )}
      </Card>
    </div>
  );
}
