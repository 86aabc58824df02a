// Approval flows (issue 18): process definitions per form type (versioned; one released version is
// current), applications running through the steps resolved at submission, each approver's task, the
// record of every action, the cc list, and the planning records approved forms leave behind.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

export const approvalCategories = pgTable(
  'approval_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('approval_categories_tenant_idx').on(t.tenantId, t.sort)],
);

/** One version of a form type's process; `steps` is the designer's list (shared TProcessStep[]). */
export const approvalProcesses = pgTable(
  'approval_processes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    formKey: text('form_key').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id'),
    version: integer('version').notNull().default(1),
    /** 'draft' | 'released' | 'stopped'. */
    state: text('state').notNull().default('draft'),
    /** The version new applications of this form use (at most one per tenant and form). */
    isCurrent: boolean('is_current').notNull().default(false),
    remark: text('remark').notNull().default(''),
    steps: jsonb('steps').notNull().default(sql`'[]'::jsonb`),
    sort: integer('sort').notNull().default(0),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_processes_version_uq').on(t.tenantId, t.formKey, t.version),
    uniqueIndex('approval_processes_current_uq').on(t.tenantId, t.formKey).where(sql`is_current`),
  ],
);

/** An application; `plan` is the steps resolved at (re)submission: [{name, mode, approverIds, cc}]. */
export const approvalApplications = pgTable(
  'approval_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    processId: integer('process_id')
      .notNull()
      .references(() => approvalProcesses.id),
    formKey: text('form_key').notNull(),
    title: text('title').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formData: jsonb('form_data').notNull(),
    /** Attachments checked against the file service: [{fileId, name}]. */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    /** ApprovalStatus: 'Approve' | 'Pass' | 'Reject' | 'Cancel' | 'Return'. */
    status: text('status').notNull().default('Approve'),
    plan: jsonb('plan').notNull(),
    currentStep: integer('current_step').notNull().default(0),
    lastUrgedAt: timestamp('last_urged_at', { withTimezone: true }),
    /** Set in the transaction of the final approval, with the form's effect. */
    effectDoneAt: timestamp('effect_done_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_applications_applicant_idx').on(t.tenantId, t.applicantId, t.createdAt),
    index('approval_applications_status_idx').on(t.tenantId, t.status),
  ],
);

/** One approver's part in one step; 'waiting' only on the current step. */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => approvalApplications.id, { onDelete: 'cascade' }),
    /** Which submission round (a resubmission starts a new one). */
    round: integer('round').notNull().default(1),
    stepIndex: integer('step_index').notNull(),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' (not reached) | 'waiting' | 'passed' | 'rejected' | 'returned' | 'skipped'. */
    state: text('state').notNull().default('pending'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_tasks_approver_idx').on(t.tenantId, t.approverId, t.state),
    index('approval_tasks_application_idx').on(t.applicationId, t.round, t.stepIndex),
  ],
);

export const approvalRecords = pgTable(
  'approval_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => approvalApplications.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    stepName: text('step_name').notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('approval_records_application_idx').on(t.applicationId, t.id)],
);

export const approvalCc = pgTable(
  'approval_cc',
  {
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => approvalApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approval_cc_uq').on(t.applicationId, t.userId),
    index('approval_cc_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * What an approved form left behind (course needs, training needs, course development, outside trainings,
 * work-study doctorate with its attachments): one row per application, so an effect runs once.
 */
export const approvalOutcomes = pgTable(
  'approval_outcomes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => approvalApplications.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approval_outcomes_application_uq').on(t.applicationId),
    index('approval_outcomes_form_idx').on(t.tenantId, t.formKey, t.createdAt),
  ],
);
