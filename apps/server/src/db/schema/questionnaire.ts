// Questionnaires (issue 13): templates (questions as JSON, validated by the shared schema), plans that hand a
// copy of a template to an audience for a window (optionally attached to a course or training by id only),
// and one answer sheet per plan and learner (a draft until submitted; submitted once).
import type { TAsqQuestion } from '@elearning/shared';
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
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    questions: jsonb('questions').$type<TAsqQuestion[]>().notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: integer('org_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questionnaire_templates_tenant_idx').on(t.tenantId, t.createdAt.desc())],
);

export const questionnairePlans = pgTable(
  'questionnaire_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => questionnaireTemplates.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The template's questions as they were when the plan was made or last edited without answers. */
    questions: jsonb('questions').$type<TAsqQuestion[]>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 normal, 2 paused by an administrator. */
    logicStatus: smallint('logic_status').notNull().default(1),
    /** Finished early by an administrator: ended from then on. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'none' | 'course' | 'train', and that record's id (another domain's; no foreign key). */
    bizType: text('biz_type').notNull().default('none'),
    bizId: integer('biz_id').notNull().default(0),
    /** The address the plan is shared at (the original's saveAsqUrl: its preview link); '' when none. */
    asqUrl: text('asq_url').notNull().default(''),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    orgId: integer('org_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('questionnaire_plans_tenant_idx').on(t.tenantId, t.startTime.desc()),
    index('questionnaire_plans_biz_idx').on(t.tenantId, t.bizType, t.bizId),
  ],
);

export const questionnairePlanTargets = pgTable(
  'questionnaire_plan_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => questionnairePlans.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('questionnaire_plan_targets_uq').on(t.tenantId, t.planId, t.targetType, t.targetId),
    index('questionnaire_plan_targets_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

export const questionnaireAnswerSheets = pgTable(
  'questionnaire_answer_sheets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => questionnairePlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** questionId → answer (option ids comma-joined, or the text). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('questionnaire_answer_sheets_uq').on(t.tenantId, t.planId, t.userId),
    index('questionnaire_answer_sheets_user_idx').on(t.tenantId, t.userId),
    index('questionnaire_answer_sheets_submitted_idx')
      .on(t.tenantId, t.planId)
      .where(sql`submitted_at is not null`),
  ],
);
