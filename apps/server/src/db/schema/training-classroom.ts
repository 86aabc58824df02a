// Classrooms (教室) of the back office's resource area and the training catalogue (培训分类): one category
// tree per source ('train' for trainings, 'classroom' for classrooms). A training is filed under one train
// category (training_category_links); sessions book a classroom by its name (training_sessions.classroom),
// so a rename carries over to the sessions in the same transaction.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { trainings } from './training.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const trainingCategories = pgTable(
  'training_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** 'train' (the training catalogue) or 'classroom' (classroom categories). */
    source: text('source').notNull().default('train'),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Disabled categories stay on the tree but are not offered for new trainings or classrooms. */
    enabled: boolean('enabled').notNull().default(true),
    /** Org units that may use the category (empty: everyone). */
    orgIds: jsonb('org_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('training_categories_tenant_idx').on(t.tenantId, t.source, t.parentId)],
);

export const trainingCategoryLinks = pgTable(
  'training_category_links',
  {
    trainingId: integer('training_id')
      .primaryKey()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => trainingCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [index('training_category_links_category_idx').on(t.tenantId, t.categoryId)],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** Shown as 编号; given at creation, never reused within the tenant. */
    roomNo: text('room_no').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => trainingCategories.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    /** Null: no limit (the original shows 不限制). */
    maxCapacity: integer('max_capacity'),
    hasProjector: boolean('has_projector').notNull().default(false),
    /** Area in tenths of a square metre (the original allows one decimal). */
    areaTenths: integer('area_tenths').notNull().default(0),
    pictures: jsonb('pictures').$type<{ fileName: string; fileUrl: string }[]>().notNull().default([]),
    /** A disabled classroom keeps its bookings but takes no new one. */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('classrooms_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('classrooms_tenant_no_idx').on(t.tenantId, t.roomNo),
    index('classrooms_tenant_category_idx').on(t.tenantId, t.categoryId),
  ],
);
