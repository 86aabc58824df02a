// Tenants and their organisation structure: the organisation tree and positions.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  singleSession: boolean('single_session').notNull().default(false),
  siteName: text('site_name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  filingNumber: text('filing_number').notNull().default(''),
  customerServiceUrl: text('customer_service_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organisations = pgTable(
  'organisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 'Enterprise' | 'Company' | 'Department' | 'Group' (the original back office's org types). */
    orgType: text('org_type').notNull().default('Department'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('organisations_tenant_parent_idx').on(t.tenantId, t.parentId)],
);

export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orgId: integer('org_id').references(() => organisations.id),
    /** The position above it in the back office's position tree (null = a top position). */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('positions_tenant_idx').on(t.tenantId)],
);
