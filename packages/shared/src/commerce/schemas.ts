// Request schemas of commerce: the learner's orders, coupons, invoices, shares and activities, and the back
// office's products, coupon batches, refunds, invoices and settlements. Messages are catalogue keys.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { COMMERCE_RULES as R } from './constants.ts';
import {
  CommissionStatus,
  CouponSource,
  DiscountType,
  InvoiceStatus,
  OrderStatus,
  ProductKind,
} from './enums.ts';

const zInt = (min: number, max: number) =>
  z.preprocess(
    textToNumber,
    z
      .number({ error: 'commerce.numberInvalid' })
      .int({ error: 'commerce.numberInvalid' })
      .min(min, { error: 'commerce.numberInvalid' })
      .max(max, { error: 'commerce.numberInvalid' }),
  );
const zCents = z.preprocess(
  textToNumber,
  z
    .number({ error: 'commerce.amountInvalid' })
    .int({ error: 'commerce.amountInvalid' })
    .min(0, { error: 'commerce.amountInvalid' })
    .max(R.maxPriceCents, { error: 'commerce.amountInvalid' }),
);
const zOptionalTime = z.preprocess(
  (value) => blankToUndefined(textToNumber(value)),
  z.number({ error: 'commerce.dateInvalid' }).int({ error: 'commerce.dateInvalid' }).min(0).optional(),
);
const zBool = z.preprocess(
  (value) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value),
  z.boolean({ error: 'commerce.statusInvalid' }),
);
const zRequestId = z
  .string({ error: 'commerce.requestIdRequired' })
  .trim()
  .min(8, { error: 'commerce.requestIdRequired' })
  .max(R.requestIdMax, { error: 'commerce.requestIdRequired' });
const zOptionalId = z.preprocess(blankToUndefined, zRowId.optional());

export const ZCommerceIdSchema = z.object({ id: zRowId });
export type TCommerceId = z.infer<typeof ZCommerceIdSchema>;

export const ZProductListSchema = ZPageQuerySchema.extend({
  kind: z.preprocess(blankToUndefined, z.enum(ProductKind, { error: 'commerce.kindInvalid' }).optional()),
});
export type TProductList = z.infer<typeof ZProductListSchema>;

/** What the buyer chooses; the price is never among it. */
const couponChoice = {
  couponId: zOptionalId,
  couponSource: z.preprocess(
    blankToUndefined,
    z.enum(CouponSource, { error: 'commerce.kindInvalid' }).default(CouponSource.batch),
  ),
};
export const ZQuoteSchema = z.object({ productId: zRowId, ...couponChoice });
export type TQuote = z.infer<typeof ZQuoteSchema>;

export const ZOrderCreateSchema = z.object({
  productId: zRowId,
  ...couponChoice,
  shareCode: zOptionalText({ max: 40, tooLong: 'commerce.shareCodeInvalid' }),
  requestId: zRequestId,
});
export type TOrderCreate = z.infer<typeof ZOrderCreateSchema>;

export const ZOrderListSchema = ZPageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(OrderStatus, { error: 'commerce.statusInvalid' }).optional()),
});
export type TOrderList = z.infer<typeof ZOrderListSchema>;

export const ZMyCouponsSchema = z.object({ productId: zOptionalId });
export type TMyCoupons = z.infer<typeof ZMyCouponsSchema>;

export const ZInvoiceApplySchema = z.object({
  orderId: zRowId,
  title: zRequiredText({
    required: 'commerce.titleRequired',
    max: R.invoiceTitleMax,
    tooLong: 'commerce.tooLong',
  }),
  taxNo: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : value),
    z
      .string({ error: 'commerce.taxNoInvalid' })
      .regex(R.taxNoPattern, { error: 'commerce.taxNoInvalid' })
      .optional(),
  ),
  email: z
    .string({ error: 'commerce.emailInvalid' })
    .trim()
    .max(R.emailMax, { error: 'commerce.emailInvalid' })
    .email({ error: 'commerce.emailInvalid' }),
});
export type TInvoiceApply = z.infer<typeof ZInvoiceApplySchema>;

export const ZOrderIdSchema = z.object({ orderId: zRowId });
export type TOrderId = z.infer<typeof ZOrderIdSchema>;

export const ZShareLinkSchema = z.object({ productId: zRowId });
export type TShareLink = z.infer<typeof ZShareLinkSchema>;

export const ZCommissionListSchema = ZPageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(CommissionStatus, { error: 'commerce.statusInvalid' }).optional(),
  ),
});
export type TCommissionList = z.infer<typeof ZCommissionListSchema>;

export const ZActivitySignUpSchema = z.object({ id: zRowId, requestId: zRequestId });
export type TActivitySignUp = z.infer<typeof ZActivitySignUpSchema>;

// ---- back office ------------------------------------------------------------------------------------

export const ZProductSaveSchema = z.object({
  id: zOptionalId,
  kind: z.enum(ProductKind, { error: 'commerce.kindInvalid' }),
  name: zRequiredText({ required: 'commerce.nameRequired', max: R.nameMax, tooLong: 'commerce.tooLong' }),
  description: zOptionalText({ max: R.descriptionMax, tooLong: 'commerce.tooLong' }),
  priceCents: zCents,
  memberPriceCents: z.preprocess(blankToUndefined, zCents.optional()),
  vipFree: zBool.default(false),
  refId: zOptionalId,
  capacity: zInt(0, 1_000_000).default(0),
  commissionPercent: zInt(0, 100).default(0),
  startsAt: zOptionalTime,
  endsAt: zOptionalTime,
  onShelf: zBool.default(true),
});
export type TProductSave = z.infer<typeof ZProductSaveSchema>;

export const ZShelfSchema = z.object({ id: zRowId, onShelf: zBool });
export type TShelf = z.infer<typeof ZShelfSchema>;

export const ZAdminProductListSchema = ZProductListSchema;

export const ZCouponBatchSaveSchema = z
  .object({
    name: zRequiredText({ required: 'commerce.nameRequired', max: R.nameMax, tooLong: 'commerce.tooLong' }),
    discountType: z.enum(DiscountType, { error: 'commerce.kindInvalid' }),
    amountCents: zCents.default(0),
    percentOff: zInt(0, 99).default(0),
    minSpendCents: zCents.default(0),
    validFrom: zOptionalTime,
    validTo: z.preprocess(textToNumber, z.number({ error: 'commerce.dateInvalid' }).int().min(1)),
    perUserLimit: zInt(1, 100).default(1),
    total: zInt(0, 1_000_000).default(0),
    productIds: z.array(zRowId).max(100).default([]),
    claimable: zBool.default(false),
    activityProductId: zOptionalId,
  })
  .refine((v) => (v.discountType === 'fixed' ? v.amountCents > 0 : v.percentOff > 0), {
    error: 'commerce.amountInvalid',
    path: ['amountCents'],
  });
export type TCouponBatchSave = z.infer<typeof ZCouponBatchSaveSchema>;

export const ZCouponIssueSchema = z.object({
  batchId: zRowId,
  userIds: z
    .array(zRowId, { error: 'commerce.usersRequired' })
    .min(1, { error: 'commerce.usersRequired' })
    .max(R.couponIssueMax),
});
export type TCouponIssue = z.infer<typeof ZCouponIssueSchema>;

export const ZActivitySignUpsSchema = ZPageQuerySchema.extend({ productId: zRowId });
export type TActivitySignUps = z.infer<typeof ZActivitySignUpsSchema>;

export const ZAdminOrderListSchema = ZOrderListSchema.extend({
  keyword: zOptionalText({ max: R.nameMax, tooLong: 'commerce.tooLong' }),
});
export type TAdminOrderList = z.infer<typeof ZAdminOrderListSchema>;

export const ZRefundSchema = z.object({
  id: zRowId,
  reason: zRequiredText({ required: 'commerce.nameRequired', max: R.reasonMax, tooLong: 'commerce.tooLong' }),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

export const ZInvoiceListSchema = ZPageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(InvoiceStatus, { error: 'commerce.statusInvalid' }).optional(),
  ),
});
export type TInvoiceList = z.infer<typeof ZInvoiceListSchema>;

export const ZInvoiceIssueSchema = z.object({
  id: zRowId,
  fileUrl: zRequiredText({ required: 'commerce.fileRequired', max: 500, tooLong: 'commerce.tooLong' }),
});
export type TInvoiceIssue = z.infer<typeof ZInvoiceIssueSchema>;

export const ZCommissionSettleSchema = z.object({ ids: z.array(zRowId).min(1).max(500) });
export type TCommissionSettle = z.infer<typeof ZCommissionSettleSchema>;

export const ZReportSchema = z.object({ from: zOptionalTime, to: zOptionalTime });
export type TReport = z.infer<typeof ZReportSchema>;

// ---- the sandbox gateway's page -------------------------------------------------------------------

export const ZSandboxCheckoutSchema = z.object({
  tradeNo: zRequiredText({ required: 'commerce.requestIdRequired', max: 64, tooLong: 'commerce.tooLong' }),
  token: zRequiredText({ required: 'commerce.requestIdRequired', max: 128, tooLong: 'commerce.tooLong' }),
});
export type TSandboxCheckout = z.infer<typeof ZSandboxCheckoutSchema>;

export const ZSandboxConfirmSchema = ZSandboxCheckoutSchema.extend({
  outcome: z.enum(['pay', 'cancel'], { error: 'commerce.statusInvalid' }),
});
export type TSandboxConfirm = z.infer<typeof ZSandboxConfirmSchema>;
