// Page-view tracking (buryPointWeb): one row per tracked page opened, signed in or not.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for an anonymous visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    /** 'list' | 'course' | 'live' | 'train' | 'member' | 'other' */
    pageType: text('page_type').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_tenant_time_idx').on(t.tenantId, t.createdAt),
    index('page_views_tenant_type_idx').on(t.tenantId, t.pageType, t.createdAt),
  ],
);
