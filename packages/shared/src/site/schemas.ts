// Request schemas of the site domain: the back office's settings, logos, banners and DIY home plans (the
// original back office's parameter names) and the learner's banner call. Messages are catalogue keys.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { aliasKeys, blankToUndefined, textToNumber, zRowId } from '../course/schema-helpers.ts';
import { BannerDevice, SITE_RULES as R, SiteDevice, THEME_COLOR_REGEX } from './constants.ts';

/** An org unit, or 0 for the whole tenant (the original's "默认"). */
const zOrgId = z.preprocess(
  (value) => blankToUndefined(textToNumber(value)) ?? 0,
  z.number().int().min(0).max(2_147_483_647),
);
/** An address of a picture or link: absolute http(s) or a same-origin path. */
const zAddress = (required: boolean) => {
  const text = z
    .string({ error: 'site.urlInvalid' })
    .trim()
    .max(R.urlMax, { error: 'site.tooLong' })
    .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), { error: 'site.urlInvalid' });
  return required
    ? z.preprocess(blankToUndefined, z.string({ error: 'site.picRequired' }).pipe(text))
    : z.preprocess((value) => value ?? '', text);
};
const zIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(',').filter(Boolean).map(textToNumber)
      : Array.isArray(value)
        ? value.map(textToNumber)
        : value,
  z.array(zRowId).min(1).max(100),
);

/** The site's own settings: name, theme colour and the footer's filing number. */
export const ZSiteSettingsSchema = z.object({
  siteName: zRequiredText({ required: 'site.nameRequired', max: R.siteNameMax, tooLong: 'site.tooLong' }),
  themeColor: z.preprocess(
    (value) => blankToUndefined(value),
    z.string().trim().regex(THEME_COLOR_REGEX, { error: 'site.themeInvalid' }).optional(),
  ),
  filingNumber: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(R.filingNumberMax, { error: 'site.tooLong' }),
  ),
});
export type TSiteSettings = z.infer<typeof ZSiteSettingsSchema>;

export const ZSiteIdsSchema = z.object({ ids: zIds });
export type TSiteIds = z.infer<typeof ZSiteIdsSchema>;

export const ZSiteIdSchema = z.object({ id: zRowId });
export type TSiteId = z.infer<typeof ZSiteIdSchema>;

// Logos ---------------------------------------------------------------------------------------------------

export const ZLogoListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({ orgId: zOrgId }),
);
export type TLogoList = z.infer<typeof ZLogoListSchema>;

/** Sets the logos of an org unit (0: the whole tenant); `id` is accepted and ignored (one row per unit). */
export const ZLogoUpdateSchema = z.object({
  id: z.unknown().optional(),
  orgId: zOrgId,
  frontUrl: zAddress(true),
  backgroundUrl: zAddress(false),
  remark: zOptionalText({ max: R.remarkMax, tooLong: 'site.tooLong' }),
});
export type TLogoUpdate = z.infer<typeof ZLogoUpdateSchema>;

// Banners -------------------------------------------------------------------------------------------------

const zBannerDevice = z.preprocess(
  (value) => blankToUndefined(value) ?? BannerDevice.pc,
  z.enum(BannerDevice, { error: 'site.deviceInvalid' }),
);

export const ZBannerListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({ orgId: zOrgId, deviceType: zBannerDevice }),
);
export type TBannerList = z.infer<typeof ZBannerListSchema>;

export const ZBannerSaveSchema = z.object({
  id: zRowId.optional(),
  orgId: zOrgId,
  picUrl: zAddress(true),
  linkUrl: zAddress(false),
  deviceType: zBannerDevice,
  remark: zOptionalText({ max: R.remarkMax, tooLong: 'site.tooLong' }),
  sort: z.preprocess(
    (value) => blankToUndefined(textToNumber(value)) ?? 0,
    z.number().int().min(0).max(R.sortMax),
  ),
});
export type TBannerSave = z.infer<typeof ZBannerSaveSchema>;

/** The learner's banners: `deviceType` 'PC' (default) or 'Mobile'. */
export const ZBannerUserSchema = z.object({ deviceType: zBannerDevice });
export type TBannerUser = z.infer<typeof ZBannerUserSchema>;

// DIY home plans ------------------------------------------------------------------------------------------

const zDevice = z.preprocess(
  (value) => blankToUndefined(textToNumber(value)) ?? SiteDevice.pc,
  z.union([z.literal(SiteDevice.mobile), z.literal(SiteDevice.pc)], { error: 'site.deviceInvalid' }),
);
const zSection = z.object({
  id: z.string().regex(/^diy[A-Za-z0-9]{1,16}$/, { error: 'site.itemInvalid' }),
  name: z.string().max(40).optional(),
});
const zSections = z
  .array(zSection)
  .max(20)
  .refine((list) => new Set(list.map((section) => section.id)).size === list.length, {
    error: 'site.itemInvalid',
  });
/** The plan's sections: the original sends them as a JSON string `{"content":[…],"side":[…]}`. */
export const ZHomeItemSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  },
  z.object({ content: zSections.default([]), side: zSections.default([]) }, { error: 'site.itemInvalid' }),
);
export type THomeItem = z.infer<typeof ZHomeItemSchema>;

export const ZPlanListSchema = z.preprocess(
  aliasKeys({ size: 'pageSize', currentPage: 'pageNo' }),
  ZPageQuerySchema.extend({
    device: zDevice,
    orgId: zOrgId,
    name: zOptionalText({ max: R.planNameMax, tooLong: 'site.tooLong' }),
  }),
);
export type TPlanList = z.infer<typeof ZPlanListSchema>;

export const ZPlanSaveSchema = z.object({
  id: zRowId.optional(),
  orgId: zOrgId,
  device: zDevice,
  name: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'site.planNameRequired' })
      .trim()
      .max(R.planNameMax, { error: 'site.tooLong' })
      .regex(/^[\u4E00-\u9FA5a-zA-Z0-9_]+$/, { error: 'site.planNameInvalid' }),
  ),
  item: ZHomeItemSchema,
});
export type TPlanSave = z.infer<typeof ZPlanSaveSchema>;

export const ZSiteMySchema = z.object({ device: zDevice });
export type TSiteMy = z.infer<typeof ZSiteMySchema>;
