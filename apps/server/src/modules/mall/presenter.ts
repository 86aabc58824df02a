// The mall's replies: items, exchanges, addresses and bought coupons, typed by the shared reply types.
import {
  type CouponDiscountType,
  ExchangeStatus,
  type MallItemKind,
  type TCouponTerms,
  type TMallAddress,
  type TMallAdminExchange,
  type TMallAdminItem,
  type TMallExchange,
  type TMallItem,
  type TMallItemDetail,
  type TMallUserCoupon,
  UserCouponStatus,
} from '@elearning/shared';
import type { AddressRow, ExchangeRow, ItemRow, UserCouponRow } from './queries.ts';

const kindOf = (kind: string): MallItemKind => (kind === 'coupon' ? 'coupon' : 'goods');
const statusOf = (status: number): ExchangeStatus =>
  Object.values(ExchangeStatus).find((known) => known === status) ?? ExchangeStatus.pendingShipment;
const couponStatusOf = (status: string): UserCouponStatus =>
  Object.values(UserCouponStatus).find((known) => known === status) ?? UserCouponStatus.expired;
const discountOf = (type: string | null): CouponDiscountType => (type === 'percent' ? 'percent' : 'fixed');

function couponTerms(row: ItemRow): TCouponTerms | null {
  if (row.kind !== 'coupon') return null;
  return {
    discountType: discountOf(row.discount_type),
    amountCents: row.amount_cents,
    percentOff: row.percent_off,
    minSpendCents: row.min_spend_cents,
    validDays: row.valid_days,
  };
}

export function presentItem(row: ItemRow): TMallItem {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    name: row.name,
    category: row.category,
    images: row.images,
    points: row.points,
    stock: row.stock,
    perUserLimit: row.per_user_limit,
    exchangedNum: row.exchanged_num,
    coupon: couponTerms(row),
  };
}

export function presentItemDetail(row: ItemRow, myRemaining: number | null): TMallItemDetail {
  return { ...presentItem(row), description: row.description, myRemaining };
}

export function presentAdminItem(row: ItemRow): TMallAdminItem {
  return {
    ...presentItemDetail(row, null),
    onShelf: row.on_shelf,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentAddress(row: AddressRow): TMallAddress {
  return {
    id: row.id,
    receiver: row.receiver,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    isDefault: row.is_default,
  };
}

export function presentExchange(row: ExchangeRow): TMallExchange {
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    itemImage: row.item_image,
    kind: kindOf(row.kind),
    quantity: row.quantity,
    points: row.points,
    status: statusOf(row.status),
    address: row.address,
    trackingCompany: row.tracking_company,
    trackingNo: row.tracking_no,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    shippedAt: row.shipped_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    couponId: row.coupon_id,
  };
}

export function presentAdminExchange(row: ExchangeRow): TMallAdminExchange {
  return { ...presentExchange(row), userId: row.user_id, userName: row.user_name, account: row.account };
}

export function presentUserCoupon(row: UserCouponRow): TMallUserCoupon {
  return {
    id: row.id,
    name: row.name,
    terms: {
      discountType: discountOf(row.discount_type),
      amountCents: row.amount_cents,
      percentOff: row.percent_off,
      minSpendCents: row.min_spend_cents,
      validDays: Math.round((row.valid_to - row.valid_from) / 86_400_000),
    },
    status: couponStatusOf(row.status),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usedAt: row.used_at,
  };
}
