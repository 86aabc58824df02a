// Limits of the points mall (issue 15; SPEC is silent, chosen here and written in ARCHITECTURE.md).
export const MALL_RULES = {
  nameMax: 60,
  categoryMax: 20,
  descriptionMax: 2000,
  imagesMax: 6,
  pointsMax: 10_000_000,
  stockMax: 1_000_000,
  quantityMax: 99,
  /** Cents: a fixed coupon takes at most this much off. */
  amountMaxCents: 10_000_000,
  validDaysMax: 3650,
  receiverMax: 20,
  addressPartMax: 30,
  addressDetailMax: 120,
  addressesMax: 20,
  trackingMax: 40,
  reasonMax: 200,
  requestIdMax: 64,
} as const;
