// Achievements (issue 15): the points ledger (append-only, one entry per rule and source, so an event never
// pays twice), each learner's balance (updated in the ledger entry's transaction, never below zero), monthly
// point aggregates for rankings, per-tenant point rules, learning facts (what a learner finished, counted for
// medals and the learning record) and the medals awarded (once per type and level).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Every change of a learner's points, explained; rows are never updated or deleted. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    /** Positive when earned or refunded, negative when spent or taken back. */
    delta: integer('delta').notNull(),
    /** The rule or action: 'login', 'course', 'video', 'manual', 'mall.exchange', … */
    reason: text('reason').notNull(),
    /** The source's kind and id ('domain_event' + its id, 'day' + the date, 'exchange' + its id, …). */
    bizType: text('biz_type').notNull(),
    bizId: text('biz_id').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Free text for manual adjustments (who and why). */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_once_idx').on(t.tenantId, t.userId, t.bizType, t.bizId, t.reason),
    index('points_ledger_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('points_ledger_reason_day_idx').on(t.tenantId, t.userId, t.reason, t.createdAt),
  ],
);

/** One row per learner: the spendable balance and everything ever earned (the all-time ranking). */
export const pointsBalances = pgTable(
  'points_balances',
  {
    tenantId: tenantId(),
    userId: userId(),
    balance: integer('balance').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    check('points_balances_not_negative', sql`${t.balance} >= 0`),
    index('points_balances_rank_idx').on(t.tenantId, t.earned.desc(), t.userId),
  ],
);

/** Points earned per learner, month and year, maintained with each entry: the monthly and yearly rankings. */
export const pointsPeriods = pgTable(
  'points_periods',
  {
    tenantId: tenantId(),
    userId: userId(),
    /** 'YYYY-MM' for a month, 'YYYY' for a year (both kept with each entry). */
    period: text('period').notNull(),
    earned: integer('earned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.period, t.userId] }),
    index('points_periods_rank_idx').on(t.tenantId, t.period, t.earned.desc(), t.userId),
    index('points_periods_user_idx').on(t.tenantId, t.userId, t.period),
  ],
);

/**
 * Each learner's study seconds per month ('YYYY-MM'), year ('YYYY') and in all ('all'), for the study-hour
 * rankings: an index range per page instead of summing the tenant's study times on every request. Kept only by
 * the trigger of its migration on course_study_times, in the transaction of every write of study time.
 */
export const studyHoursPeriods = pgTable(
  'study_hours_periods',
  {
    tenantId: tenantId(),
    userId: userId(),
    period: text('period').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.period, t.userId] }),
    index('study_hours_periods_rank_idx').on(t.tenantId, t.period, t.seconds.desc(), t.userId),
  ],
);

/**
 * How many learners each ranking holds (earned > 0), per tenant and period ('YYYY-MM', 'YYYY', or 'all' for
 * points_balances): the ranking's total and my rank's "of N" without counting 10 000 rows per request. Kept
 * only by the triggers of the achievement migration on points_periods and points_balances, in the transaction
 * of the change, so no writer (ledger, seed, a user's cascade delete) can forget it.
 */
export const pointsRankSizes = pgTable(
  'points_rank_sizes',
  {
    tenantId: tenantId(),
    period: text('period').notNull(),
    ranked: integer('ranked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.period] })],
);

/**
 * A tenant's point rules: which source pays how much, capped per day. One rule per source; a source without
 * a rule (or with a stopped one) pays nothing. The demo seed and new tenants start from the default rules.
 */
export const pointsRules = pgTable(
  'points_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The source (PointsSource of packages/shared): 'login', 'course', 'video', 'exam', … */
    source: text('source').notNull(),
    name: text('name').notNull(),
    points: integer('points').notNull(),
    /** Most points the rule pays a learner per day; 0 = no cap. */
    dailyCap: integer('daily_cap').notNull().default(0),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_rules_source_idx').on(t.tenantId, t.source)],
);

/**
 * A tenant's rule sources (the back office's 系统规则来源) it has stopped or started again: a stopped source
 * pays nothing whatever its rule says. No row means the source is in use.
 */
export const pointsSourceStates = pgTable(
  'points_source_states',
  {
    tenantId: tenantId(),
    source: text('source').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.source] })],
);

/** What a learner finished (a course, an exam passed, a training, a live watched, …), once per thing. */
export const learningFacts = pgTable(
  'learning_facts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    /** 'course' | 'exam' | 'trainOnLine' | 'trainOffLine' | 'live' | 'studyPlan' | 'questionnaire' | … */
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    name: text('name').notNull().default(''),
    /** Study time the thing counted for, in minutes (0 when unknown). */
    minutes: integer('minutes').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learning_facts_once_idx').on(t.tenantId, t.userId, t.kind, t.subjectId),
    index('learning_facts_user_idx').on(t.tenantId, t.userId, t.occurredAt.desc()),
  ],
);

/** Medals earned: one row per learner, medal type and level (awarded once when its threshold is reached). */
export const medalAwards = pgTable(
  'medal_awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: userId(),
    medalType: text('medal_type').notNull(),
    level: integer('level').notNull(),
    /** The threshold reached (courses completed, points earned, …). */
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('medal_awards_once_idx').on(t.tenantId, t.userId, t.medalType, t.level),
    index('medal_awards_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);
