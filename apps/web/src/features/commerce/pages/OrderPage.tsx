// /buyingProcess/order?productId=&shareCode=: the product, my coupon choice and the server's price line by
// line; placing the order (once per click) leads to waitPayOrder, or straight to paySuccess when free.
import type { CouponSource } from '@elearning/shared';
import { Alert, Button, Card, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { commerceApi, useMyCoupons, useProduct, useQuote, useRefreshCommerce } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import { couponTerms, newRequestId, yuan } from '../format.ts';
import '../commerce.css';

export function OrderPage() {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = Number(params.get('productId')) || 0;
  const shareCode = params.get('shareCode') ?? undefined;
  const [choice, setChoice] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const requestId = useMemo(() => newRequestId(), []);
  const refresh = useRefreshCommerce();
  const product = useProduct(productId);
  const coupons = useMyCoupons(productId);
  const [source, id] = choice ? choice.split(':') : [];
  const couponSource: CouponSource = source === 'mall' ? 'mall' : 'batch';
  const coupon = id ? { couponId: Number(id), couponSource } : {};
  const quote = useQuote(productId, coupon);

  if (product.isPending)
    return (
      <div className="commerce-page">
        <PageLoading />
      </div>
    );
  if (!product.data)
    return (
      <div className="commerce-page">
        <PageFailed onRetry={() => product.refetch()} />
      </div>
    );

  const submit = async () => {
    setBusy(true);
    try {
      const order = await commerceApi.createOrder({ productId, requestId, shareCode, ...coupon });
      await refresh();
      navigate(
        order.status === 'fulfilled'
          ? `/buyingProcess/paySuccess?orderId=${order.id}`
          : `/buyingProcess/waitPayOrder?id=${order.id}`,
      );
    } finally {
      setBusy(false);
    }
  };
  const usable = (coupons.data ?? []).filter((c) => c.usable);
  return (
    <div className="commerce-page" data-testid="order-confirm">
      <h1>{t('order.title')}</h1>
      <Card>
        <p>
          {t('order.product')}: <strong>{product.data.name}</strong> ({t(`kind.${product.data.kind}`)})
        </p>
        <label htmlFor="order-coupon">{t('order.coupon')}</label>
        <Select
          id="order-coupon"
          aria-label={t('order.coupon')}
          style={{ width: '100%', margin: '8px 0 16px' }}
          value={choice}
          onChange={setChoice}
          options={[
            { value: '', label: t('order.noCoupon') },
            ...usable.map((c) => ({
              value: `${c.source}:${c.id}`,
              label: `${c.name} · ${couponTerms(c, t)}`,
            })),
          ]}
        />
        {quote.isError ? <Alert type="warning" showIcon message={t('loadFailed')} /> : null}
        <table className="commerce-lines" aria-label={t('order.total')}>
          <tbody>
            {(quote.data?.lines ?? []).map((line) => (
              <tr key={line.entry}>
                <td>{t(`line.${line.entry}`)}</td>
                <td>{yuan(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('order.total')}:{' '}
          <span className="commerce-total" data-testid="order-total">
            {quote.data ? yuan(quote.data.totalCents) : '—'}
          </span>
        </p>
        <p style={{ color: '#595959' }}>{t('order.priceNote')}</p>
        <Button type="primary" size="large" loading={busy} disabled={!quote.data} onClick={submit}>
          {t('order.submit')}
        </Button>
      </Card>
    </div>
  );
}
