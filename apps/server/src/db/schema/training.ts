// Trainings (issue 11, SPEC §3 Training card, §4 status/trainWay/trainScope): the programme, its schedule
// of sessions, the audience targets and the trainees (enrolments with the sign-up review state). Sign-ins,
// evaluations, materials and leave live in training-activity.ts; certificates in training-certificate.ts.
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
import { createdAt, knowledgeSystems, tenantId } from './course.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const trainings = pgTable(
  'trainings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    /** 1 online, 2 face-to-face, 3 mixed, 4 external. */
    trainWay: smallint('train_way').notNull(),
    /** 'inside' | 'outer'. */
    trainScope: text('train_scope').notNull().default('inside'),
    knowledgeSystemId: integer('knowledge_system_id').references(() => knowledgeSystems.id),
    planSize: integer('plan_size').notNull().default(0),
    address: text('address').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    sponsor: text('sponsor').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    headTeacherId: integer('head_teacher_id').references(() => users.id),
    assistants: text('assistants').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** Status 1/2/3 is derived from these two, never stored. */
    beginAt: ts('begin_at').notNull(),
    endAt: ts('end_at').notNull(),
    applyJoin: boolean('apply_join').notNull().default(false),
    /** 'none' | 'lecturer' | 'admin'. */
    signUpReview: text('sign_up_review').notNull().default('none'),
    applyStartAt: ts('apply_start_at'),
    applyEndAt: ts('apply_end_at'),
    signInGraceMinutes: integer('sign_in_grace_minutes').notNull().default(15),
    passScore: integer('pass_score').notNull().default(60),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    certificateTemplateId: integer('certificate_template_id'),
    /** Accepted trainees, kept by the sign-up service so a limited place is taken exactly once. */
    traineeNum: integer('trainee_num').notNull().default(0),
    orgId: integer('org_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('trainings_tenant_begin_idx')
      .on(t.tenantId, t.beginAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('trainings_tenant_head_idx').on(t.tenantId, t.headTeacherId),
  ],
);

/** A schedule item: a course, an exam, a live stream, an offline lesson or a homework. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    classroom: text('classroom').notNull().default(''),
    lecturerId: integer('lecturer_id').references(() => users.id),
    courseId: integer('course_id'),
    examId: integer('exam_id'),
    /** The homework assignment a 'homework' item names (the homework domain's id). */
    homeworkId: integer('homework_id'),
    /** Per-session secret the rotating QR codes are derived from (never sent). */
    qrSecret: text('qr_secret').notNull(),
    stoppedAt: ts('stopped_at'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('training_sessions_training_idx').on(t.tenantId, t.trainingId, t.startsAt),
    index('training_sessions_classroom_idx').on(t.tenantId, t.classroom, t.startsAt),
  ],
);

/** Who a training is for: users, org units (and below), positions. */
export const trainingAudiences = pgTable(
  'training_audiences',
  {
    tenantId: tenantId(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [uniqueIndex('training_audiences_pk').on(t.trainingId, t.targetType, t.targetId)],
);

/** A trainee: assigned through the audience, or signed up (under review, accepted or rejected). */
export const trainingTrainees = pgTable(
  'training_trainees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'under_review' | 'signed_up' | 'rejected'. */
    state: text('state').notNull(),
    /** 'audience' | 'apply'. */
    source: text('source').notNull(),
    rejectDesc: text('reject_desc').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    lecturerScore: integer('lecturer_score'),
    completedAt: ts('completed_at'),
    /** Removed from my learning (only for trainings the learner signed up to themselves). */
    removedAt: ts('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_trainees_user_uq').on(t.trainingId, t.userId),
    index('training_trainees_user_idx').on(t.tenantId, t.userId),
  ],
);
