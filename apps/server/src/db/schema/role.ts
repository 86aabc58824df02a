// Back-office roles (issue 20 item 2): a role holds menu and button privilege codes and a data scope; a user
// holds one role (`user_identities.role_id`, 0 = none, as the original back office assigns one). The audit
// log (item 8) records every back-office change with its before and after.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** Short code shown in the list (unique in the tenant). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** 'custom' | 'tenantAdmin' (every code of the tenant) | 'platformAdmin' (also the tenants' codes). */
    kind: text('kind').notNull().default('custom'),
    /** 'all' | 'orgSubtree' (the holder's org unit and below) | 'own' (records the holder owns). */
    dataScope: text('data_scope').notNull().default('all'),
    /** The category it is filed under in the role page's side tree (role_categories), or none. */
    categoryId: integer('category_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_tenant_code_uq').on(t.tenantId, t.code),
    index('roles_tenant_idx').on(t.tenantId),
  ],
);

/** The menu and button codes a role holds (codes of packages/shared/src/<domain>/privileges.ts). */
export const rolePrivileges = pgTable(
  'role_privileges',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] }), index('role_privileges_tenant_idx').on(t.tenantId)],
);

/** One row per back-office change, written in the change's transaction (core/audit.ts). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    actorUserId: integer('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** The actor's org unit at the time, for the data scope of the audit list. */
    actorOrgId: integer('actor_org_id'),
    /** The domain that changed: 'role', 'org', 'course', … */
    module: text('module').notNull(),
    /** 'create' | 'update' | 'delete' | a domain verb ('publish', 'freeze', …). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_tenant_time_idx').on(t.tenantId, t.createdAt),
    index('audit_logs_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);

/** The domains a tenant is reached at (set by a platform administrator); one tenant per domain. */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    domain: text('domain').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_domains_tenant_uq').on(t.tenantId)],
);

/** The role page's side tree (the original 角色分类): a role is filed under at most one category. */
export const roleCategories = pgTable(
  'role_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_categories_tenant_name_uq').on(t.tenantId, t.name)],
);

/**
 * A tenant's work-number rules (the original 工号生成规则): an optional letter prefix and a digit count
 * ('BLH4' → BLH0001, '6' → 000001). The user form's automatic work number follows the first rule.
 */
export const workNoRules = pgTable(
  'work_no_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    rule: text('rule').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_no_rules_tenant_rule_uq').on(t.tenantId, t.rule)],
);
