// Organisation and people of the back office (issue 20 item 3): job levels, user groups and their members,
// lecturer profiles and categories. Org units and positions are in tenancy.ts, users in users.ts.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

/** Job levels (职级): a small tree, names unique among siblings. */
export const jobLevels = pgTable(
  'job_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_levels_tenant_parent_idx').on(t.tenantId, t.parentId)],
);

/** User groups (用户分组): named sets of people that courses and exams can be assigned to. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    /** The org unit of the admin who made it: the data scope of the group. */
    orgId: integer('org_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_groups_tenant_name_uq').on(t.tenantId, t.name)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('user_group_members_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Lecturer categories (讲师分类), enabled or not. */
export const lecturerCategories = pgTable(
  'lecturer_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lecturer_categories_tenant_idx').on(t.tenantId)],
);

/**
 * A lecturer's profile: the user who teaches (the identity flag `user_identities.is_teacher` stays the one
 * the learner side reads), internal (staff) or external (a person from outside, with no org unit).
 */
export const lecturerProfiles = pgTable(
  'lecturer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** 'internal' | 'external' */
    kind: text('kind').notNull().default('internal'),
    categoryId: integer('category_id').references(() => lecturerCategories.id),
    /** Lecturer level text the original shows (e.g. 初级/中级/高级). */
    level: text('level').notNull().default(''),
    intro: text('intro').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lecturer_profiles_tenant_idx').on(t.tenantId)],
);
