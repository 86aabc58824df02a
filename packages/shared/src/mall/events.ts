// Domain events the mall emits (core/domain-events.ts): messages and achievements may consume them.
export const mallEvents = {
  /** A learner exchanged points for an item (data: itemId, kind, quantity, points). */
  exchanged: 'mall.exchanged',
  /** A good was shipped (data: trackingCompany, trackingNo). */
  shipped: 'mall.shipped',
  /** An exchange was cancelled and its points refunded (data: points, reason). */
  cancelled: 'mall.cancelled',
} as const;
