// Exams, part 3: what the back office adds — category trees (questions, papers, exams), the reviewers of an
// exam, and the grades of offline sittings (imported or typed in by an administrator).
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exams } from './exam.ts';
import { examColumns } from './exam-columns.ts';
import { users } from './users.ts';

const { points, at, tenantId } = examColumns;

/** One category tree per kind: 0 questions, 1 papers, 2 exams (the original `type`). */
export const examCategories = pgTable(
  'exam_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    kind: integer('kind').notNull().default(0),
    /** 0 at the top of the tree. */
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('exam_categories_tree_idx').on(t.tenantId, t.kind, t.parentId),
    uniqueIndex('exam_categories_name_uq').on(t.tenantId, t.kind, t.parentId, t.name),
  ],
);

/** Who marks an exam's short answers besides its owner (back-office reviewers). */
export const examReviewers = pgTable(
  'exam_reviewers',
  {
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.userId] }),
    index('exam_reviewers_user_idx').on(t.tenantId, t.userId),
  ],
);

/** The grade of one examinee of an offline exam; one per exam and user (a re-import replaces it). */
export const examOfflineGrades = pgTable(
  'exam_offline_grades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: points('score').notNull(),
    /** 1 not passed, 3 passed (as exam_results). */
    isPass: integer('is_pass').notNull(),
    remark: text('remark').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('exam_offline_grades_uq').on(t.examId, t.userId),
    index('exam_offline_grades_tenant_idx').on(t.tenantId, t.examId),
  ],
);
