// What happens in a training (issue 11): sign-ins per offline session, evaluations, submitted materials
// (培训上报材料), leave requests and training agreements.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { trainingSessions, trainings } from './training.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const trainingRef = () =>
  integer('training_id')
    .notNull()
    .references(() => trainings.id);
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

export const trainingSignIns = pgTable(
  'training_sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: trainingRef(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    userId: userRef(),
    /** 'qr' | 'code' | 'manual'. */
    method: text('method').notNull(),
    reason: text('reason').notNull().default(''),
    byUserId: integer('by_user_id'),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_sign_ins_once').on(t.sessionId, t.userId),
    index('training_sign_ins_training_idx').on(t.tenantId, t.trainingId),
  ],
);

/** A trainee's rating of the training or of one session (and so of its lecturer). */
export const trainingEvaluations = pgTable(
  'training_evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: trainingRef(),
    sessionId: integer('session_id').notNull().default(0),
    userId: userRef(),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('training_evaluations_once').on(t.trainingId, t.sessionId, t.userId)],
);

export const trainingMaterials = pgTable(
  'training_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: trainingRef(),
    userId: userRef(),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('training_materials_idx').on(t.tenantId, t.trainingId, t.userId)],
);

export const trainingLeaves = pgTable(
  'training_leaves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: trainingRef(),
    userId: userRef(),
    /** The offline session the leave is for; null: every offline session of the training. */
    sessionId: integer('session_id'),
    reason: text('reason').notNull(),
    /** 'pending' | 'approved' | 'rejected'. */
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    reviewRemark: text('review_remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('training_leaves_idx').on(t.tenantId, t.trainingId, t.userId)],
);

/** A training agreement: service period after the training, signing and breach. */
export const trainingAgreements = pgTable(
  'training_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: trainingRef(),
    userId: userRef(),
    /** The agreement's name as the back office gave it (e.g. '<training>协议'). */
    name: text('name').notNull().default(''),
    serviceStart: ts('service_start'),
    serviceEnd: ts('service_end'),
    /** 'unsigned' | 'signed' | 'broken'. */
    status: text('status').notNull().default('unsigned'),
    signedAt: ts('signed_at'),
    breakAmountCents: integer('break_amount_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('training_agreements_once').on(t.trainingId, t.userId)],
);

/**
 * Results other domains report through their events (exam.passed, homework.passed): what a trainee passed,
 * so the assessment never reads the exam or homework tables. One row per kind, subject and learner.
 */
export const trainingResults = pgTable(
  'training_results',
  {
    tenantId: tenantId(),
    /** 'exam' | 'homework'. */
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id').notNull(),
    score: integer('score').notNull().default(0),
    passedAt: ts('passed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_results_once').on(t.tenantId, t.kind, t.subjectId, t.userId)],
);
