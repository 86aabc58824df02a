// Study plans (issue 14): a bundle of courses, exams, lives, trainings and homework in stages, handed to an
// audience (users, org units, positions, groups) for a window. A learner's progress is derived from the
// items' own records when read; the completion row is written once, when the plan is first seen complete.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { studyPlanCategories } from './study-plan-admin.ts';
import { users } from './users.ts';

export const studyPlans = pgTable(
  'study_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    planNo: text('plan_no').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** 'required' | 'elective' (SPEC: required and elective plans). */
    kind: text('kind').notNull().default('required'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** How many elective items a learner must complete besides every required one. */
    minElectives: integer('min_electives').notNull().default(0),
    /** Days before the end when unfinished learners are reminded; 0 = no reminder. */
    remindDays: integer('remind_days').notNull().default(0),
    /** 'draft' | 'published' | 'stopped'. Learners see published plans only. */
    state: text('state').notNull().default('draft'),
    /** The lecturer who manages the plan (the lecturer task tab lists theirs). */
    lecturerId: integer('lecturer_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: integer('org_id'),
    /** The back office's category (study_plan_categories); a deleted category leaves the plan uncategorised. */
    categoryId: integer('category_id').references(() => studyPlanCategories.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('study_plans_tenant_idx').on(t.tenantId, t.state, t.endAt),
    index('study_plans_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

export const studyPlanStages = pgTable(
  'study_plan_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('study_plan_stages_plan_idx').on(t.tenantId, t.planId, t.sortOrder)],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').references(() => studyPlanStages.id, { onDelete: 'cascade' }),
    /** 'course' | 'exam' | 'live' | 'training' | 'homework' and that record's id; the name is copied. */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** An item of the same plan that must be complete before this one opens. */
    prerequisiteItemId: integer('prerequisite_item_id'),
  },
  (t) => [
    index('study_plan_items_plan_idx').on(t.tenantId, t.planId, t.sortOrder),
    index('study_plan_items_ref_idx').on(t.tenantId, t.kind, t.refId),
  ],
);

export const studyPlanTargets = pgTable(
  'study_plan_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('study_plan_targets_uq').on(t.tenantId, t.planId, t.targetType, t.targetId),
    index('study_plan_targets_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

/** Written once per plan and learner, when the plan is first seen complete (the 'plan completed' event). */
export const studyPlanCompletions = pgTable(
  'study_plan_completions',
  {
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    index('study_plan_completions_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Learning experience posts of a plan's learners (the lecturer reads them). */
export const studyPlanExperiences = pgTable(
  'study_plan_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    score: smallint('score'),
    createdAt: createdAt(),
  },
  (t) => [index('study_plan_experiences_plan_idx').on(t.tenantId, t.planId, t.createdAt.desc())],
);

/**
 * A deadline reminder sent to one learner of one plan. The key makes the sweep idempotent: a second sweep
 * (or a second instance sweeping at once) inserts nothing and so notifies nobody twice.
 */
export const studyPlanReminders = pgTable(
  'study_plan_reminders',
  {
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] })],
);
