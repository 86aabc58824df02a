// People: user accounts (every user-info field of SPEC §3) and their identities (SPEC §6).
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, positions, tenants } from './tenancy.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    realName: text('real_name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    phone: text('phone'),
    email: text('email').notNull().default(''),
    sex: integer('sex').notNull().default(0),
    workNo: text('work_no').notNull().default(''),
    companyId: integer('company_id'),
    orgId: integer('org_id').references(() => organisations.id),
    positionId: integer('position_id').references(() => positions.id),
    /** Job level (职级, schema/org.ts `job_levels`); kept without a foreign key to keep the schema acyclic. */
    jobLevelId: integer('job_level_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_account_uq').on(t.tenantId, t.account),
    uniqueIndex('users_tenant_phone_uq').on(t.tenantId, t.phone),
    index('users_tenant_org_idx').on(t.tenantId, t.orgId),
  ],
);

/** One row per user: the identities that change menus, routes and badges. */
export const userIdentities = pgTable('user_identities', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  isTeacher: boolean('is_teacher').notNull().default(false),
  isTutor: boolean('is_tutor').notNull().default(false),
  /** Set for a tutor's student (apprentice): the tutor's user id. */
  tutorUserId: integer('tutor_user_id').references(() => users.id),
  isOrgAdmin: boolean('is_org_admin').notNull().default(false),
  /** Back-office role; 0 means none. */
  roleId: integer('role_id').notNull().default(0),
  /** 'none' | 'monthly' | 'yearly' */
  vipLevel: text('vip_level').notNull().default('none'),
  vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
});
