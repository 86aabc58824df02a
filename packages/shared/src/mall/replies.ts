// Replies of the points mall: what the presenters return and the web app reads.
import type { CouponDiscountType, ExchangeStatus, MallItemKind, UserCouponStatus } from './enums.ts';

/** A coupon's terms (amounts in cents). */
export type TCouponTerms = {
  discountType: CouponDiscountType;
  amountCents: number;
  percentOff: number;
  minSpendCents: number;
  validDays: number;
};

/** An item on the mall's shelf. */
export type TMallItem = {
  id: number;
  kind: MallItemKind;
  name: string;
  category: string;
  images: string[];
  points: number;
  stock: number;
  perUserLimit: number;
  exchangedNum: number;
  coupon: TCouponTerms | null;
};

/** The detail page: the item, its description and what I may still exchange. */
export type TMallItemDetail = TMallItem & {
  description: string;
  /** How many more I may exchange (limit minus mine, capped by stock); null when unlimited by the limit. */
  myRemaining: number | null;
};

/** The back office's row: the item with its shelf state and times. */
export type TMallAdminItem = TMallItemDetail & { onShelf: boolean; createdAt: number; updatedAt: number };

export type TMallPoints = { balance: number };

export type TMallAddress = {
  id: number;
  receiver: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
};

/** Where a good goes: the address as it was at the exchange. */
export type TShippingSnapshot = Omit<TMallAddress, 'id' | 'isDefault'>;

export type TMallExchange = {
  id: number;
  itemId: number;
  itemName: string;
  itemImage: string;
  kind: MallItemKind;
  quantity: number;
  points: number;
  status: ExchangeStatus;
  address: TShippingSnapshot | null;
  trackingCompany: string;
  trackingNo: string;
  cancelReason: string;
  createdAt: number;
  shippedAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
  /** The coupon it bought, when it bought one. */
  couponId: number | null;
};

/** The back office's row also names the learner. */
export type TMallAdminExchange = TMallExchange & { userId: number; userName: string; account: string };

export type TMallUserCoupon = {
  id: number;
  name: string;
  terms: TCouponTerms;
  status: UserCouponStatus;
  validFrom: number;
  validTo: number;
  usedAt: number | null;
};
