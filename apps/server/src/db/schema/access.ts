// Menus, who owns them, organisation privileges and dictionaries (SPEC §6, §7 Common).
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organisations, tenants } from './tenancy.ts';
import { users } from './users.ts';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    alias: text('alias').notNull().default(''),
    path: text('path').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** 'Dir' | 'Menu' | 'Button' */
    menuType: text('menu_type').notNull(),
    sort: integer('sort').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('menus_tenant_idx').on(t.tenantId)],
);

/** Which identity owns which menu entry: learner, teacher, tutor, tutorStudent, orgAdmin, backend, vip. */
export const menuGrants = pgTable(
  'menu_grants',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.identity] }), index('menu_grants_tenant_idx').on(t.tenantId)],
);

/** Organisations an organisation admin may manage. */
export const orgPrivileges = pgTable(
  'org_privileges',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] })],
);

export const dictionaries = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    dictKey: text('dict_key').notNull(),
    dictValue: text('dict_value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dictionaries_tenant_code_idx').on(t.tenantId, t.code)],
);
