// Request schemas of the statistics calls: an org unit (its subtree is counted) and a day range, as the
// original dashboard sends them (`orgId`, `startTime`/`endTime` as YYYY-MM-DD, '' when not chosen).
import { z } from 'zod';
import { ANALYSIS_TYPES } from './constants.ts';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = z.preprocess(
  blank,
  z
    .string({ error: 'validation.invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.invalid' })
    .optional(),
);

export const ZReportScopeQuerySchema = z
  .object({
    orgId: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'validation.invalid' })
        .int({ error: 'validation.invalid' })
        .min(1, { error: 'validation.invalid' })
        .max(2_147_483_647, { error: 'validation.invalid' })
        .optional(),
    ),
    startTime: day,
    endTime: day,
  })
  .refine((query) => !query.startTime || !query.endTime || query.startTime <= query.endTime, {
    error: 'report.rangeReversed',
    path: ['endTime'],
  });
export type TReportScopeQuery = z.infer<typeof ZReportScopeQuerySchema>;

export const ZReportAnalysisQuerySchema = z
  .object({
    type: z.enum(ANALYSIS_TYPES, { error: 'validation.enum' }),
  })
  .and(ZReportScopeQuerySchema);
export type TReportAnalysisQuery = z.infer<typeof ZReportAnalysisQuerySchema>;
