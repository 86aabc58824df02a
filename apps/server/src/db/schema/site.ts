// Site settings (issue 20 item 5): the tenant's theme colour (its name, default logo and filing number stay
// on `tenants`, which every request already reads), logos per org unit (org 0 = the whole tenant), home
// banners per org unit and device, and DIY home plans of which one per (org unit, device) is released.
import type { THomeItem } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const updatedBy = () => integer('updated_by').references(() => users.id, { onDelete: 'set null' });

export const siteSettings = pgTable('site_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** '#rrggbb'; '' = the product's own primary colour. */
  themeColor: text('theme_color').notNull().default(''),
  updatedBy: updatedBy(),
  updatedAt: updatedAt(),
});

export const siteLogos = pgTable(
  'site_logos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The org unit the logos are for (it and everyone below); 0 = the whole tenant. */
    orgId: integer('org_id').notNull().default(0),
    frontUrl: text('front_url').notNull(),
    backgroundUrl: text('background_url').notNull().default(''),
    remark: text('remark').notNull().default(''),
    updatedBy: updatedBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_logos_tenant_org_uq').on(t.tenantId, t.orgId)],
);

export const siteBanners = pgTable(
  'site_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orgId: integer('org_id').notNull().default(0),
    /** 'PC' | 'Mobile'. */
    deviceType: text('device_type').notNull().default('PC'),
    picUrl: text('pic_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_banners_tenant_org_idx').on(t.tenantId, t.orgId, t.deviceType, t.sort)],
);

export const siteHomePlans = pgTable(
  'site_home_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    orgId: integer('org_id').notNull().default(0),
    /** 0 mobile, 1 PC (the original's `device`). */
    device: smallint('device').notNull().default(1),
    name: text('name').notNull(),
    item: jsonb('item').$type<THomeItem>().notNull(),
    released: boolean('released').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_home_plans_tenant_org_idx').on(t.tenantId, t.orgId, t.device),
    // One released plan per org unit and device.
    uniqueIndex('site_home_plans_released_uq').on(t.tenantId, t.orgId, t.device).where(sql`${t.released}`),
  ],
);
