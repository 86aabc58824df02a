// Reply shapes of commerce the presenters return and the web app reads. Money is integer cents; times are
// epoch milliseconds.
import type {
  CommissionStatus,
  CouponSource,
  DiscountType,
  InvoiceStatus,
  LedgerEntry,
  OrderStatus,
  ProductKind,
} from './enums.ts';

export type TProduct = {
  id: number;
  kind: ProductKind;
  name: string;
  description: string;
  priceCents: number;
  memberPriceCents: number | null;
  vipFree: boolean;
  refId: number | null;
  capacity: number;
  soldNum: number;
  commissionPercent: number;
  startsAt: number | null;
  endsAt: number | null;
  onShelf: boolean;
  /** What the caller would pay before coupons (member price or free for a VIP). */
  myPriceCents: number;
};

export type TMembership = { level: 'none' | 'monthly' | 'yearly'; expiresAt: number | null; isVip: boolean };

export type TMemberCenter = { plans: TProduct[]; membership: TMembership };

export type TLedgerLine = { entry: LedgerEntry; amountCents: number };

export type TQuoteReply = { productId: number; lines: TLedgerLine[]; totalCents: number };

export type TOrder = {
  id: number;
  orderNo: string;
  productId: number;
  productKind: ProductKind;
  productName: string;
  status: OrderStatus;
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
  couponName: string;
  payDeadline: number;
  createdAt: number;
  paidAt: number | null;
  fulfilledAt: number | null;
  refundedAt: number | null;
  closedAt: number | null;
  hasInvoice: boolean;
  userName?: string;
  lines?: TLedgerLine[];
};

export type TPayStart = { payUrl: string; tradeNo: string };

export type TCoupon = {
  id: number;
  source: CouponSource;
  name: string;
  discountType: DiscountType;
  amountCents: number;
  percentOff: number;
  minSpendCents: number;
  validFrom: number;
  validTo: number;
  usedAt: number | null;
  /** Unused, in its validity window and (when a product is asked) applicable to it. */
  usable: boolean;
};

export type TCouponBatch = {
  id: number;
  name: string;
  discountType: DiscountType;
  amountCents: number;
  percentOff: number;
  minSpendCents: number;
  validFrom: number;
  validTo: number;
  perUserLimit: number;
  total: number;
  issuedNum: number;
  productIds: number[];
  claimable: boolean;
  activityProductId: number | null;
  myClaimed?: number;
};

export type TInvoice = {
  id: number;
  orderId: number;
  orderNo: string;
  title: string;
  taxNo: string;
  email: string;
  amountCents: number;
  status: InvoiceStatus;
  fileUrl: string;
  createdAt: number;
  issuedAt: number | null;
  sentAt: number | null;
};

export type TCommission = {
  id: number;
  orderNo: string;
  productName: string;
  buyerName: string;
  sharerName?: string;
  amountCents: number;
  status: CommissionStatus;
  availableAt: number;
  settledAt: number | null;
  createdAt: number;
};

export type TCommissionSums = { pendingCents: number; availableCents: number; settledCents: number };

export type TActivity = TProduct & { signedUp: boolean; signUpNum: number; myOrderId: number | null };

export type TActivitySignUpReply = { signedUp: boolean; orderId: number | null };

export type TActivitySignUpRow = { userId: number; userName: string; orderNo: string; createdAt: number };

export type TSalesReportRow = {
  kind: ProductKind;
  orderNum: number;
  paidCents: number;
  refundedCents: number;
};

export type TSandboxTrade = {
  tradeNo: string;
  subject: string;
  amountCents: number;
  status: 'waiting' | 'paid' | 'closed' | 'refunded';
  returnUrl: string;
};
