// Live plans (SPEC §3 Live item, §4 status and schedules): the plan with its schedule, category, lecturer,
// guests and assistants, audience, sign-ups with approval, collections and the learner's own My Task
// entries. What was actually broadcast (sessions, viewers, chat, likes, replays) is in live-broadcast.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, knowledgeSystems, tenantId } from './course.ts';
import { users } from './users.ts';

export type LivePlanRange = { start: number; end: number };
export type LiveCycle = {
  cycleMode: 'day' | 'week' | 'month';
  cycleTime: string;
  startDate: string;
  endDate: string;
  beginTime: string;
  endTime: string;
};

/** The live a row belongs to (deleted with it). */
export const liveIdColumn = () =>
  integer('live_id')
    .notNull()
    .references(() => livePlans.id, { onDelete: 'cascade' });

/** The person a row belongs to (deleted with them). */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Categories of lives (the category tree with source = live). */
export const liveCategories = pgTable(
  'live_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Disabled categories stay on the tree but are not offered for new lives. */
    enabled: boolean('enabled').notNull().default(true),
    /** Org units that may use the category (empty: everyone). */
    orgIds: jsonb('org_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_categories_tenant_idx').on(t.tenantId, t.parentId)],
);

export const livePlans = pgTable(
  'live_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    channelName: text('channel_name').notNull(),
    categoryId: integer('category_id').references(() => liveCategories.id, { onDelete: 'set null' }),
    knowledgeSystemId: integer('knowledge_system_id').references(() => knowledgeSystems.id, {
      onDelete: 'set null',
    }),
    coverImageUrl: text('cover_image_url').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    /** all | limited (live_audiences) | signUp (live_sign_ups, approved). */
    audience: text('audience').$type<'all' | 'limited' | 'signUp'>().notNull().default('all'),
    signUpApproval: boolean('sign_up_approval').notNull().default(true),
    batchDeclare: text('batch_declare').$type<'single' | 'plural' | 'cycle'>().notNull(),
    planTimes: jsonb('plan_times').$type<LivePlanRange[]>().notNull().default([]),
    cycle: jsonb('cycle').$type<LiveCycle | null>(),
    /** First start and last end of the unrolled schedule, for ordering and the status. */
    firstStartAt: timestamp('first_start_at', { withTimezone: true }),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
    virtualPeople: integer('virtual_people').notNull().default(0),
    isUsed: boolean('is_used').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('live_plans_tenant_idx').on(t.tenantId, t.firstStartAt.desc()),
    index('live_plans_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

/** Guests and assistants of a live. */
export const liveStaff = pgTable(
  'live_staff',
  {
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    role: text('role').$type<'guest' | 'assistant'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId, t.role] })],
);

/** Who a limited live is for: users, org units (and everyone below) or positions. */
export const liveAudiences = pgTable(
  'live_audiences',
  {
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    targetType: text('target_type').$type<'user' | 'org' | 'position'>().notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.targetType, t.targetId] }),
    index('live_audiences_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

/** A learner's sign-up: 0 pending, 1 approved, 2 rejected. One per learner and live. */
export const liveSignUps = pgTable(
  'live_sign_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    status: smallint('status').notNull().default(0),
    approvalDesc: text('approval_desc').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_sign_ups_uq').on(t.liveId, t.userId)],
);

export const liveCollections = pgTable(
  'live_collections',
  {
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.userId] }),
    index('live_collections_user_idx').on(t.tenantId, t.userId),
  ],
);

/** A live the learner removed from My Task (only lives they joined themselves may be removed). */
export const liveStudyRemovals = pgTable(
  'live_study_removals',
  {
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] })],
);
