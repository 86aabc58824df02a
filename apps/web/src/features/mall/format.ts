// How the mall writes money, coupon terms and addresses.
import type { TCouponTerms, TShippingSnapshot } from '@elearning/shared';
import type { TFunction } from 'i18next';

export const yuan = (cents: number) => (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

/** '减 ¥10 · 满 ¥100 可用 · 兑换后 30 天内有效'. */
export function couponText(terms: TCouponTerms, t: TFunction<'mall'>): string[] {
  const discount =
    terms.discountType === 'fixed'
      ? t('coupon.fixed', { amount: yuan(terms.amountCents) })
      : t('coupon.percent', { rate: (100 - terms.percentOff) / 10 });
  const minimum =
    terms.minSpendCents > 0
      ? t('coupon.minSpend', { amount: yuan(terms.minSpendCents) })
      : t('coupon.noMinimum');
  return [discount, minimum, t('coupon.validDays', { count: terms.validDays })];
}

export function addressText(address: TShippingSnapshot): string {
  return `${address.receiver} ${address.phone} ${address.province}${address.city}${address.district}${address.detail}`;
}

/** A fresh id per exchange attempt: the server changes nothing twice for the same id. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
