// Request schemas of the points mall: the learner's catalogue, exchange and addresses, and the back office's
// items and exchange handling. Messages are catalogue keys; the server translates them.
import { z } from 'zod';
import { PHONE_REGEX } from '../common/checks.ts';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { MALL_RULES as R } from './constants.ts';
import { CouponDiscountType, ExchangeStatus, MallItemKind } from './enums.ts';

const zInt = (min: number, max: number, invalid: 'mall.numberInvalid' = 'mall.numberInvalid') =>
  z.preprocess(
    textToNumber,
    z
      .number({ error: invalid })
      .int({ error: invalid })
      .min(min, { error: invalid })
      .max(max, { error: invalid }),
  );
const zBool = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);
const zKeyword = zOptionalText({ max: R.nameMax, tooLong: 'mall.tooLong' });

export const ZMallIdSchema = z.object({ id: zRowId });
export type TMallId = z.infer<typeof ZMallIdSchema>;

/** The mall's list: on-shelf items, by kind, category or name. */
export const ZMallItemListSchema = ZPageQuerySchema.extend({
  kind: z.preprocess(blankToUndefined, z.enum(MallItemKind).optional()),
  category: zOptionalText({ max: R.categoryMax, tooLong: 'mall.tooLong' }),
  keyword: zKeyword,
});
export type TMallItemList = z.infer<typeof ZMallItemListSchema>;

/** One click on 立即兑换: `requestId` makes a repeated click (or retry) change nothing twice. */
export const ZMallExchangeSchema = z.object({
  itemId: zRowId,
  quantity: zInt(1, R.quantityMax).default(1),
  addressId: z.preprocess(blankToUndefined, zRowId.optional()),
  requestId: z
    .string({ error: 'mall.requestIdRequired' })
    .trim()
    .min(8, { error: 'mall.requestIdRequired' })
    .max(R.requestIdMax),
});
export type TMallExchangeRequest = z.infer<typeof ZMallExchangeSchema>;

const zStatus = z.preprocess(
  (value) => blankToUndefined(textToNumber(value)),
  z
    .literal(
      [
        ExchangeStatus.pendingShipment,
        ExchangeStatus.shipped,
        ExchangeStatus.completed,
        ExchangeStatus.cancelled,
      ],
      { error: 'mall.statusInvalid' },
    )
    .optional(),
);

export const ZMallExchangeListSchema = ZPageQuerySchema.extend({ status: zStatus });
export type TMallExchangeList = z.infer<typeof ZMallExchangeListSchema>;

/** A shipping address; the receiver's phone is a mainland mobile number. */
export const ZMallAddressSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, zRowId.optional()),
  receiver: zRequiredText({ required: 'mall.receiverRequired', max: R.receiverMax, tooLong: 'mall.tooLong' }),
  phone: z.string({ error: 'mall.phoneInvalid' }).trim().regex(PHONE_REGEX, { error: 'mall.phoneInvalid' }),
  province: zRequiredText({
    required: 'mall.regionRequired',
    max: R.addressPartMax,
    tooLong: 'mall.tooLong',
  }),
  city: zRequiredText({ required: 'mall.regionRequired', max: R.addressPartMax, tooLong: 'mall.tooLong' }),
  district: zOptionalText({ max: R.addressPartMax, tooLong: 'mall.tooLong' }),
  detail: zRequiredText({
    required: 'mall.detailRequired',
    max: R.addressDetailMax,
    tooLong: 'mall.tooLong',
  }),
  isDefault: zBool.default(false),
});
export type TMallAddressSave = z.infer<typeof ZMallAddressSaveSchema>;

export const ZMallCouponListSchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['unused', 'used', 'expired']).optional()),
});
export type TMallCouponList = z.infer<typeof ZMallCouponListSchema>;

/** An item of the back office: a good (images, category) or a coupon template (discount, minimum, validity). */
export const ZMallItemSaveSchema = z
  .object({
    id: z.preprocess(blankToUndefined, zRowId.optional()),
    kind: z.enum(MallItemKind, { error: 'mall.kindInvalid' }),
    name: zRequiredText({ required: 'mall.nameRequired', max: R.nameMax, tooLong: 'mall.tooLong' }),
    category: zOptionalText({ max: R.categoryMax, tooLong: 'mall.tooLong' }),
    description: zOptionalText({ max: R.descriptionMax, tooLong: 'mall.tooLong' }),
    images: z.array(z.string().trim().min(1).max(500)).max(R.imagesMax).default([]),
    points: zInt(1, R.pointsMax, 'mall.numberInvalid'),
    /** Stock when the item is created; later batches go through restock. */
    stock: zInt(0, R.stockMax).default(0),
    /** Most a learner may exchange in all; 0 = no limit. */
    perUserLimit: zInt(0, R.stockMax).default(0),
    onShelf: zBool.default(true),
    discountType: z.preprocess(blankToUndefined, z.enum(CouponDiscountType).optional()),
    amountCents: zInt(0, R.amountMaxCents).default(0),
    percentOff: zInt(0, 99).default(0),
    minSpendCents: zInt(0, R.amountMaxCents).default(0),
    validDays: zInt(0, R.validDaysMax).default(0),
  })
  .superRefine((item, context) => {
    if (item.kind !== MallItemKind.coupon) return;
    const issue = (path: string) =>
      context.addIssue({ code: 'custom', path: [path], message: 'mall.couponInvalid' });
    if (!item.discountType) issue('discountType');
    if (item.discountType === CouponDiscountType.fixed && item.amountCents < 1) issue('amountCents');
    if (
      item.discountType === CouponDiscountType.fixed &&
      item.minSpendCents > 0 &&
      item.amountCents > item.minSpendCents
    )
      issue('amountCents');
    if (item.discountType === CouponDiscountType.percent && item.percentOff < 1) issue('percentOff');
    if (item.validDays < 1) issue('validDays');
  });
export type TMallItemSave = z.infer<typeof ZMallItemSaveSchema>;

export const ZMallAdminItemListSchema = ZPageQuerySchema.extend({
  kind: z.enum(MallItemKind, { error: 'mall.kindInvalid' }),
  name: zKeyword,
  onShelf: z.preprocess(blankToUndefined, zBool.optional()),
});
export type TMallAdminItemList = z.infer<typeof ZMallAdminItemListSchema>;

export const ZMallShelfSchema = z.object({ id: zRowId, onShelf: zBool });
export type TMallShelf = z.infer<typeof ZMallShelfSchema>;

export const ZMallRestockSchema = z.object({ id: zRowId, quantity: zInt(1, R.stockMax) });
export type TMallRestock = z.infer<typeof ZMallRestockSchema>;

const exchangeFilters = {
  status: zStatus,
  kind: z.preprocess(blankToUndefined, z.enum(MallItemKind).optional()),
  keyword: zKeyword,
};
export const ZMallAdminExchangeListSchema = ZPageQuerySchema.extend(exchangeFilters);
export type TMallAdminExchangeList = z.infer<typeof ZMallAdminExchangeListSchema>;
export const ZMallExchangeExportSchema = z.object(exchangeFilters);
export type TMallExchangeExport = z.infer<typeof ZMallExchangeExportSchema>;

export const ZMallShipSchema = z.object({
  id: zRowId,
  trackingCompany: zRequiredText({
    required: 'mall.trackingRequired',
    max: R.trackingMax,
    tooLong: 'mall.tooLong',
  }),
  trackingNo: zRequiredText({
    required: 'mall.trackingRequired',
    max: R.trackingMax,
    tooLong: 'mall.tooLong',
  }),
});
export type TMallShip = z.infer<typeof ZMallShipSchema>;

export const ZMallCancelSchema = z.object({
  id: zRowId,
  reason: zOptionalText({ max: R.reasonMax, tooLong: 'mall.tooLong' }),
});
export type TMallCancel = z.infer<typeof ZMallCancelSchema>;
