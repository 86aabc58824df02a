// States and kinds of the points mall (issue 15).
import type { ValueOf } from '../common/types.ts';

/** What the mall sells for points: a physical good (shipped) or a coupon (delivered at once). */
export const MallItemKind = { goods: 'goods', coupon: 'coupon' } as const;
export type MallItemKind = ValueOf<typeof MallItemKind>;

/** An exchange's state: goods wait for shipment, are shipped, then completed; coupons complete at once. */
export const ExchangeStatus = { pendingShipment: 1, shipped: 2, completed: 3, cancelled: 4 } as const;
export type ExchangeStatus = ValueOf<typeof ExchangeStatus>;

/** A coupon takes a fixed amount off, or a percentage. */
export const CouponDiscountType = { fixed: 'fixed', percent: 'percent' } as const;
export type CouponDiscountType = ValueOf<typeof CouponDiscountType>;

/** A bought coupon as its owner sees it. */
export const UserCouponStatus = { unused: 'unused', used: 'used', expired: 'expired' } as const;
export type UserCouponStatus = ValueOf<typeof UserCouponStatus>;
