// The price of a product for a buyer, computed here and only here: the list price, the member price or VIP
// gratis for an active member, then the coupon on what is left. Every line is integer cents and the lines
// sum to the total; the browser's idea of the price is never read.
import { DiscountType, LedgerEntry, ProductKind } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';
import type { ProductRow } from './queries.ts';

export type CouponTerms = {
  name: string;
  discount_type: string;
  amount_cents: number;
  percent_off: number;
  min_spend_cents: number;
  valid_from: number;
  valid_to: number;
  /** Products it applies to; empty = every product. */
  productIds: number[];
};

export type PriceLine = { entry: LedgerEntry; amountCents: number };

const MEMBER_PRICED: readonly string[] = [ProductKind.course, ProductKind.training, ProductKind.activity];

/** The coupon's discount on `subtotal`, or a refusal when it does not apply (expired, too small an order…). */
export function couponDiscount(terms: CouponTerms, productId: number, subtotal: number, now: number): number {
  const inWindow = terms.valid_from <= now && now < terms.valid_to;
  const forProduct = terms.productIds.length === 0 || terms.productIds.includes(productId);
  if (!inWindow || !forProduct || subtotal <= 0 || subtotal < terms.min_spend_cents)
    throw new AppError('COMMERCE_COUPON_UNUSABLE');
  const off =
    terms.discount_type === DiscountType.percent
      ? Math.floor((subtotal * terms.percent_off) / 100)
      : terms.amount_cents;
  return Math.min(subtotal, Math.max(0, off));
}

/** The ledger lines of one purchase; their sum is what the buyer pays. */
export function priceLines(
  product: ProductRow,
  isMember: boolean,
  coupon: CouponTerms | null,
  now: number,
): PriceLine[] {
  const lines: PriceLine[] = [{ entry: LedgerEntry.listPrice, amountCents: product.price_cents }];
  let subtotal = product.price_cents;
  if (isMember && MEMBER_PRICED.includes(product.kind)) {
    if (product.vip_free && subtotal > 0) {
      lines.push({ entry: LedgerEntry.vipFree, amountCents: -subtotal });
      subtotal = 0;
    } else if (product.member_price_cents !== null && product.member_price_cents < subtotal) {
      lines.push({ entry: LedgerEntry.memberDiscount, amountCents: product.member_price_cents - subtotal });
      subtotal = product.member_price_cents;
    }
  }
  if (coupon) {
    const off = couponDiscount(coupon, product.id, subtotal, now);
    if (off > 0) lines.push({ entry: LedgerEntry.couponDiscount, amountCents: -off });
  }
  return lines;
}

export function totalOf(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
