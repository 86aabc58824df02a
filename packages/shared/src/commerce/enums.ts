// Kinds and states of commerce (issue 17): products, orders, payments, invoices, commissions, sign-ups.
import type { ValueOf } from '../common/types.ts';

/** What can be bought: a VIP plan, a paid course or training, or an activity with sign-up. */
export const ProductKind = {
  vipMonthly: 'vip_monthly',
  vipYearly: 'vip_yearly',
  course: 'course',
  training: 'training',
  activity: 'activity',
} as const;
export type ProductKind = ValueOf<typeof ProductKind>;

/**
 * An order's life: created → paid → fulfilled → refunded, each once; a created order that is not paid by
 * its deadline expires (or its owner cancels it), which releases its coupon and capacity.
 */
export const OrderStatus = {
  created: 'created',
  paid: 'paid',
  fulfilled: 'fulfilled',
  refunded: 'refunded',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

/** A payment attempt at the gateway. */
export const PaymentStatus = {
  pending: 'pending',
  succeeded: 'succeeded',
  closed: 'closed',
  refunded: 'refunded',
} as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;

/** Where a coupon came from: issued by a batch (or an activity) here, or bought with points in the mall. */
export const CouponSource = { batch: 'batch', mall: 'mall' } as const;
export type CouponSource = ValueOf<typeof CouponSource>;

/** Fixed amount off, or a percentage. */
export const DiscountType = { fixed: 'fixed', percent: 'percent' } as const;
export type DiscountType = ValueOf<typeof DiscountType>;

/** Invoice: applied by the learner → issued (a PDF) by the back office → sent by e-mail. */
export const InvoiceStatus = { applied: 'applied', issued: 'issued', sent: 'sent' } as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

/** Commission: pending during the refund window → available → settled; reversed by a refund. */
export const CommissionStatus = {
  pending: 'pending',
  available: 'available',
  settled: 'settled',
  reversed: 'reversed',
} as const;
export type CommissionStatus = ValueOf<typeof CommissionStatus>;

/** One line of an order's price explanation; the lines of an order sum to its total. */
export const LedgerEntry = {
  listPrice: 'list_price',
  memberDiscount: 'member_discount',
  vipFree: 'vip_free',
  couponDiscount: 'coupon_discount',
} as const;
export type LedgerEntry = ValueOf<typeof LedgerEntry>;

/** What the sandbox gateway's payer chooses on its payment page. */
export const SandboxOutcome = { pay: 'pay', cancel: 'cancel' } as const;
export type SandboxOutcome = ValueOf<typeof SandboxOutcome>;
