// API paths of commerce (issue 17). The original clients have no commerce calls in the recorded API, so these
// are designed in the learner client's style (`/api/manage/v1/web/<area>/<verb>`) for the learner, the back
// office's (`/api/manage/v1/<area>/<verb>`) for administration, and `/api/pay/…` for what payment gateways
// call (they carry no user token).
const WEB = '/api/manage/v1/web/commerce';
const ADMIN = '/api/manage/v1/commerce';
const PAY = '/api/pay';

export const commercePaths = {
  /** GET: the VIP plans on sale and my membership {level, expiresAt}. */
  memberCenter: `${WEB}/memberCenter`,
  /** GET {kind?, pageNo, pageSize}: products on sale. */
  productList: `${WEB}/product/list`,
  /** GET {id}: one product on sale, with my price. */
  productDetail: `${WEB}/product/detail`,
  /** GET {productId, couponId?, couponSource?}: the price the server would charge, line by line. */
  quote: `${WEB}/order/quote`,
  /** POST {productId, couponId?, couponSource?, shareCode?, requestId}: create an order (once per requestId). */
  orderCreate: `${WEB}/order/create`,
  /** GET {pageNo, pageSize, status?}: my orders. */
  orderList: `${WEB}/order/list`,
  /** GET {id}: one of my orders with its ledger. */
  orderDetail: `${WEB}/order/detail`,
  /** POST {id}: start paying a created order; {payUrl} of the gateway's payment page. */
  orderPay: `${WEB}/order/pay`,
  /** POST {id}: cancel my unpaid order (coupon and place released). */
  orderCancel: `${WEB}/order/cancel`,
  /** GET {productId?}: my coupons (batch-issued and bought in the mall), usable first. */
  myCoupons: `${WEB}/coupon/mine`,
  /** GET {id}: a claimable coupon batch (couponsDetails). */
  couponDetail: `${WEB}/coupon/detail`,
  /** POST {id}: claim one coupon of a claimable batch. */
  couponClaim: `${WEB}/coupon/claim`,
  /** POST {orderId, title, taxNo?, email}: apply for the invoice of a paid order (one per order). */
  invoiceApply: `${WEB}/invoice/apply`,
  /** GET {orderId}: the invoice of my order. */
  invoiceDetail: `${WEB}/invoice/detail`,
  /** POST {productId}: my share link code for a paid course or training. */
  shareLink: `${WEB}/share/link`,
  /** GET {pageNo, pageSize, status?}: my commissions and their sums. */
  myCommissions: `${WEB}/commission/mine`,
  /** GET {pageNo, pageSize}: activities on sale. */
  activityList: `${WEB}/activity/list`,
  /** GET {id}: one activity with my sign-up. */
  activityDetail: `${WEB}/activity/detail`,
  /** POST {id, requestId}: sign up for a free activity, or create the order of a paid one. */
  activitySignUp: `${WEB}/activity/signUp`,
} as const;

/** What the built-in sandbox gateway serves (its own payment page's calls) and what gateways call on us. */
export const payPaths = {
  /** POST (gateway → us) {provider fields}: a payment notification, verified by its signature. */
  notifySandbox: `${PAY}/notify/sandbox`,
  /** GET {tradeNo, token}: the sandbox gateway's payment page data. */
  sandboxCheckout: `${PAY}/sandbox/checkout`,
  /** POST {tradeNo, token, outcome}: the payer pays or cancels on the sandbox page. */
  sandboxConfirm: `${PAY}/sandbox/confirm`,
} as const;

export const commerceAdminPaths = {
  productList: `${ADMIN}/product/list`,
  productSave: `${ADMIN}/product/save`,
  productShelf: `${ADMIN}/product/shelf`,
  couponBatchList: `${ADMIN}/coupon/batch/list`,
  couponBatchSave: `${ADMIN}/coupon/batch/save`,
  /** POST {batchId, userIds}: issue one coupon of the batch to each user. */
  couponIssue: `${ADMIN}/coupon/batch/issue`,
  /** GET {productId, pageNo, pageSize}: an activity's sign-ups. */
  activitySignUps: `${ADMIN}/activity/signUps`,
  orderList: `${ADMIN}/order/list`,
  /** POST {id, reason}: refund a paid order within the refund window (fulfilment and commission reversed). */
  orderRefund: `${ADMIN}/order/refund`,
  orderExport: `${ADMIN}/order/export`,
  invoiceList: `${ADMIN}/invoice/list`,
  /** POST {id, fileUrl}: issue an applied invoice with its PDF. */
  invoiceIssue: `${ADMIN}/invoice/issue`,
  /** POST {id}: mark an issued invoice sent. */
  invoiceSend: `${ADMIN}/invoice/send`,
  commissionList: `${ADMIN}/commission/list`,
  /** POST {ids}: settle available commissions. */
  commissionSettle: `${ADMIN}/commission/settle`,
  /** GET {from?, to?}: sales by product kind. */
  report: `${ADMIN}/report`,
  reportExport: `${ADMIN}/report/export`,
  /** POST: run expiry, reconciliation and commission release now. */
  reconcile: `${ADMIN}/reconcile`,
} as const;
