// Course authoring (issue 20 item 6): the back office's course category tree, with per-org visibility.
// A category with no rows in course_category_orgs is open to the whole tenant; otherwise it is visible to
// the listed org units and every unit below them. Course columns the editor adds (category, number,
// publish state, author) sit on `courses` itself (course.ts); assignment deadlines on course_assignments.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { organisations } from './tenancy.ts';
import { users } from './users.ts';

/** The back office's course categories (the original's 课程分类, `catalog` in its paths). */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Disabled categories stay in the tree but cannot take new courses. */
    enabled: boolean('enabled').notNull().default(true),
    /** The org unit of the administrator who made it (data scope). */
    orgId: integer('org_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('course_categories_tree_idx').on(t.tenantId, t.parentId, t.sort).where(sql`${t.deletedAt} is null`),
  ],
);

/** Org units a category is visible to (with their sub-units); none = the whole tenant. */
export const courseCategoryOrgs = pgTable(
  'course_category_orgs',
  {
    tenantId: tenantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.orgId] }),
    index('course_category_orgs_org_idx').on(t.tenantId, t.orgId),
  ],
);
