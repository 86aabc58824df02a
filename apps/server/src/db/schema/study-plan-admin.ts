// Study-plan categories of the back office (the original's learnPlan catalog): a tree with an org scope,
// enable/disable and a creator; plans name one (study_plans.category_id).
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './course.ts';
import { users } from './users.ts';

export const studyPlanCategories = pgTable(
  'study_plan_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Disabled categories stay on the tree but are not offered for new plans. */
    enabled: boolean('enabled').notNull().default(true),
    /** Org units that may use the category (empty: everyone). */
    orgIds: jsonb('org_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_plan_categories_tenant_idx').on(t.tenantId, t.parentId)],
);
