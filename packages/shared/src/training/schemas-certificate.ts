// Request schemas of the back office's certificate management (original src/api/certificate/certificate.js):
// templates (list, one, add, edit, status, delete, export) and issued certificates (per-template summary,
// holders, revoke, export). The original's names are kept: `text` is the body, `awardAgency` the issuer,
// `backUrl` the background, `bornTime`/`deadTime` the template's window, `choice` the new status.
import { z } from 'zod';
import { ZPageQuerySchema, zOptionalText, zRequiredText } from '../common/validation.ts';
import { alias, blank, toNumber, zId, zIdList } from './schema-helpers.ts';

const name = (max: number) =>
  zRequiredText({ required: 'validation.training.name', max, tooLong: 'validation.training.name' });
const url = zOptionalText({ max: 1000, tooLong: 'validation.training.name' });
/** A time as epoch ms, an ISO text or 'YYYY-MM-DD'; blank is none. */
const zOptionalTime = z.preprocess((value) => {
  const given = toNumber(value);
  return typeof given === 'string' ? Date.parse(given) : given;
}, z
  .number({ error: 'validation.training.time' })
  .int({ error: 'validation.training.time' })
  .min(0, { error: 'validation.training.time' })
  .optional());
const zChoice = z.preprocess(
  toNumber,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.training.filter' }),
);
const zCategory = z.preprocess(
  toNumber,
  z.union([z.literal(0), z.literal(1)], { error: 'validation.training.filter' }).optional(),
);
const zTextFilter = zOptionalText({ max: 50, tooLong: 'validation.searchTooLong' });

export const ZCertificateTemplateQuerySchema = ZPageQuerySchema.extend({
  name: zTextFilter,
  awardAgency: zTextFilter,
  /** 0 disabled, 1 normal, 3 expired. */
  status: z.preprocess(
    toNumber,
    z.union([z.literal(0), z.literal(1), z.literal(3)], { error: 'validation.training.filter' }).optional(),
  ),
  category: zCategory,
});
export type TCertificateTemplateQuery = z.infer<typeof ZCertificateTemplateQuerySchema>;

export const ZCertificateTemplateRefSchema = z.object({ templateId: zId });

export const ZCertificateTemplateFormSchema = z.preprocess(
  alias({ templateId: 'id' }),
  z
    .object({
      id: zId.optional(),
      name: name(50),
      awardAgency: name(100),
      text: zOptionalText({ max: 2000, tooLong: 'validation.training.name' }),
      logoUrl: url,
      backUrl: url,
      category: zCategory,
      activeTime: zOptionalTime,
      bornTime: zOptionalTime,
      deadTime: zOptionalTime,
      validityMonths: z.preprocess(
        toNumber,
        z.number({ error: 'validation.training.id' }).int().min(1).max(1200).optional(),
      ),
    })
    .refine((v) => v.bornTime === undefined || v.deadTime === undefined || v.deadTime > v.bornTime, {
      error: 'validation.training.time',
      path: ['deadTime'],
    }),
);
export type TCertificateTemplateForm = z.infer<typeof ZCertificateTemplateFormSchema>;

export const ZCertificateStatusSchema = z.object({ templateId: zId, choice: zChoice });

export const ZCertificateTemplateIdsSchema = z.object({ templateIds: zIdList });

export const ZCertificateGrantSummaryQuerySchema = ZPageQuerySchema.extend({
  name: zTextFilter,
  awardAgency: zTextFilter,
  category: zCategory,
});

/** The holders of one template: `status` 1 held, 2 revoked; `dateRange` 'from~to' on the grant day. */
export const ZCertificateGrantQuerySchema = ZPageQuerySchema.extend({
  templateId: zId,
  stuName: zTextFilter,
  phonenum: zTextFilter,
  status: z.preprocess(
    (value) => blank(value === 'Yes' ? '1' : value === 'No' ? '2' : value),
    z.enum(['1', '2'], { error: 'validation.training.filter' }).optional(),
  ),
  dateRange: zOptionalText({ max: 60, tooLong: 'validation.training.time' }),
});
export type TCertificateGrantQuery = z.infer<typeof ZCertificateGrantQuerySchema>;

export const ZCertificateGrantIdsSchema = z.object({ ids: zIdList });

export const ZCertificateAdminRevokeSchema = z.object({
  ids: zIdList,
  reason: zOptionalText({ max: 200, tooLong: 'validation.training.reasonTooLong' }),
});
