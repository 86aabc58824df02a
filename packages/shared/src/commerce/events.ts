// Domain events commerce emits (core/domain-events.ts); achievements, messages, course and training may
// consume them (data carries the product's kind and the id of what was bought).
export const commerceEvents = {
  /** An order was paid and fulfilled (data: orderId, productKind, refId, totalCents). */
  fulfilled: 'commerce.fulfilled',
  /** A fulfilled order was refunded and its fulfilment reversed (data: orderId, productKind, refId). */
  refunded: 'commerce.refunded',
  /** A learner signed up for an activity (data: productId). */
  activitySigned: 'commerce.activitySigned',
} as const;
