// How commerce writes money (integer cents as yuan, exactly), coupon terms and request ids.
import type { TCoupon } from '@elearning/shared';
import type { TFunction } from 'i18next';

export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function couponTerms(
  coupon: Pick<TCoupon, 'discountType' | 'amountCents' | 'percentOff' | 'minSpendCents'>,
  t: TFunction<'commerce'>,
): string {
  const off =
    coupon.discountType === 'fixed'
      ? t('coupon.fixed', { amount: yuan(coupon.amountCents) })
      : t('coupon.percent', { rate: coupon.percentOff });
  return coupon.minSpendCents > 0
    ? `${off} · ${t('coupon.minSpend', { amount: yuan(coupon.minSpendCents) })}`
    : off;
}

/** A fresh id per click: the server changes nothing twice for the same id. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export const dateText = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');
