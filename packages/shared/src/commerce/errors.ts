// Failures of commerce (issue 17).
import type { CatalogueEntry } from '../common/errors.ts';

export const commerceErrors = {
  COMMERCE_PRODUCT_OFF: { status: 409, resCode: 409, message: 'commerce.productOff' },
  COMMERCE_SOLD_OUT: { status: 409, resCode: 409, message: 'commerce.soldOut' },
  COMMERCE_COUPON_UNUSABLE: { status: 409, resCode: 409, message: 'commerce.couponUnusable' },
  COMMERCE_COUPON_LIMIT: { status: 409, resCode: 409, message: 'commerce.couponLimit' },
  COMMERCE_ORDER_STATE: { status: 409, resCode: 409, message: 'commerce.orderState' },
  COMMERCE_REQUEST_REUSED: { status: 409, resCode: 409, message: 'commerce.requestReused' },
  COMMERCE_ALREADY_OWNED: { status: 409, resCode: 409, message: 'commerce.alreadyOwned' },
  COMMERCE_INVOICE_EXISTS: { status: 409, resCode: 409, message: 'commerce.invoiceExists' },
  COMMERCE_INVOICE_STATE: { status: 409, resCode: 409, message: 'commerce.invoiceState' },
  COMMERCE_REFUND_WINDOW: { status: 409, resCode: 409, message: 'commerce.refundWindow' },
  COMMERCE_COMMISSION_STATE: { status: 409, resCode: 409, message: 'commerce.commissionState' },
  COMMERCE_SIGNUP_CLOSED: { status: 409, resCode: 409, message: 'commerce.signUpClosed' },
  COMMERCE_PRODUCT_IN_USE: { status: 409, resCode: 409, message: 'commerce.productInUse' },
} as const satisfies Record<string, CatalogueEntry>;
