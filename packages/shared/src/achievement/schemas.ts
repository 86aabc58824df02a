// Request schemas of the achievement domain: rankings, the ledger with its date filter, the learning record,
// and the back office's rules and manual adjustments (the original's field names: stuName, score, dayLimit).
import { z } from 'zod';
import { ZPageQuerySchema, zIntParam, zOptionalText, zRequiredText } from '../common/validation.ts';
import { POINTS_SOURCES } from './rules.ts';

export const RankPeriod = { month: 'month', year: 'year', all: 'all' } as const;
export type RankPeriod = (typeof RankPeriod)[keyof typeof RankPeriod];
export const RankScope = { tenant: 'tenant', org: 'org' } as const;
export type RankScope = (typeof RankScope)[keyof typeof RankScope];
export const RankMeasure = { points: 'points', hours: 'hours' } as const;
export type RankMeasure = (typeof RankMeasure)[keyof typeof RankMeasure];

const blankTo = (fallback: string) => (value: unknown) =>
  value === undefined || value === null || value === '' ? fallback : value;

/** queryMonthlyCredit / queryMonthlyPeriod: how many of the top learners (1..50, default 5). */
export const ZTopQuerySchema = z.object({
  num: zIntParam({ min: 1, max: 50, fallback: 5, invalid: 'validation.invalid' }),
});
export type TTopQuery = z.infer<typeof ZTopQuerySchema>;

export const ZRankingQuerySchema = ZPageQuerySchema.extend({
  period: z.preprocess(blankTo('month'), z.enum(RankPeriod, { error: 'validation.enum' })),
  scope: z.preprocess(blankTo('tenant'), z.enum(RankScope, { error: 'validation.enum' })),
  measure: z.preprocess(blankTo('points'), z.enum(RankMeasure, { error: 'validation.enum' })),
});
export type TRankingQuery = z.infer<typeof ZRankingQuerySchema>;

/** A day 'YYYY-MM-DD' (the business time zone's); blank = open end. */
const zDay = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'validation.invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
    .optional(),
);

export const ZScoreListQuerySchema = ZPageQuerySchema.extend({ startTime: zDay, endTime: zDay });
export type TScoreListQuery = z.infer<typeof ZScoreListQuerySchema>;

export const ZLearningRecordQuerySchema = ZPageQuerySchema.extend({
  startTime: zDay,
  endTime: zDay,
  kind: zOptionalText({ max: 20, tooLong: 'validation.invalid' }),
});
export type TLearningRecordQuery = z.infer<typeof ZLearningRecordQuerySchema>;

export const ZStatisticsQuerySchema = z.object({
  userId: z.preprocess(blankTo('0'), z.coerce.number({ error: 'validation.invalid' }).int().min(0)),
});

// ---- back office ----

const zPoints = (max: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.tooSmall' })
    .max(max, { error: 'validation.tooBig' });

export const ZPointsRuleSchema = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
  stuName: zRequiredText({ required: 'validation.required', max: 10, tooLong: 'validation.tooLong' }),
  /** The rule source (the original's system rule). */
  sysRuleId: z.enum(POINTS_SOURCES, { error: 'validation.enum' }),
  score: zPoints(10_000),
  dayLimit: zPoints(10_000).default(0),
  ruleState: zOptionalText({ max: 200, tooLong: 'validation.tooLong' }),
});
export type TPointsRuleInput = z.infer<typeof ZPointsRuleSchema>;

const zIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(',').filter(Boolean)
      : typeof value === 'number'
        ? [value]
        : value,
  z
    .array(z.coerce.number({ error: 'validation.invalid' }).int().positive(), {
      error: 'validation.required',
    })
    .min(1, { error: 'validation.required' }),
);

export const ZRuleIdsSchema = z.object({ ids: zIds });
export const ZRuleToggleSchema = z.object({
  ids: zIds,
  status: z.coerce
    .number({ error: 'validation.enum' })
    .int()
    .min(0, { error: 'validation.enum' })
    .max(1, { error: 'validation.enum' }),
});

/** handAddScore: a manual grant (positive) or deduction (negative) with its reason. */
export const ZPointsAdjustSchema = z.object({
  userId: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }),
  score: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(-100_000, { error: 'validation.tooSmall' })
    .max(100_000, { error: 'validation.tooBig' })
    .refine((n) => n !== 0, { error: 'validation.invalid' }),
  remark: zRequiredText({ required: 'validation.required', max: 200, tooLong: 'validation.tooLong' }),
  /** Makes a retried submit change nothing twice. */
  requestId: zOptionalText({ max: 64, tooLong: 'validation.tooLong' }),
});
export type TPointsAdjust = z.infer<typeof ZPointsAdjustSchema>;

export const ZScoreDetailsSchema = z.object({
  currentPage: zIntParam({
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    fallback: 1,
    invalid: 'validation.pageNo.invalid',
  }),
  size: zIntParam({ min: 1, max: 100, fallback: 10, invalid: 'validation.pageSize.invalid' }),
  orgId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  userId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  likeQuery: zOptionalText({ max: 50, tooLong: 'validation.searchTooLong' }),
});
export type TScoreDetailsQuery = z.infer<typeof ZScoreDetailsSchema>;

/** editSysRulus: stop (0) or start (1) a rule source for the tenant. */
export const ZSourceToggleSchema = z.object({
  id: z.enum(POINTS_SOURCES, { error: 'validation.enum' }),
  status: z.coerce
    .number({ error: 'validation.enum' })
    .int({ error: 'validation.enum' })
    .min(0, { error: 'validation.enum' })
    .max(1, { error: 'validation.enum' }),
});
export type TSourceToggle = z.infer<typeof ZSourceToggleSchema>;

/** listSysRulus: optionally only the sources in use (1) or stopped (0). */
export const ZSourceListSchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'validation.enum' })
      .int()
      .min(0)
      .max(1, { error: 'validation.enum' })
      .optional(),
  ),
});

/** deleteScoreDetails: the ledger entries to take back. */
export const ZRevokeEntriesSchema = z.object({ ids: zIds });

/** One row of the points import (t8): whose points (phone or account), how many (negative deducts), why. */
export const ZPointsImportRowSchema = z.object({
  content: zOptionalText({ max: 50, tooLong: 'validation.tooLong' }),
  phone: zRequiredText({ required: 'validation.required', max: 64, tooLong: 'validation.tooLong' }),
  reason: zRequiredText({ required: 'validation.required', max: 200, tooLong: 'validation.tooLong' }),
  score: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(-100_000, { error: 'validation.tooSmall' })
    .max(100_000, { error: 'validation.tooBig' })
    .refine((n) => n !== 0, { error: 'validation.invalid' }),
});

/** listStudentRules: search by rule name or source. */
export const ZRuleListSchema = z.object({
  likeQuery: zOptionalText({ max: 50, tooLong: 'validation.searchTooLong' }),
});
