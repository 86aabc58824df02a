// Homework (issue 13): assignments attached to a course chapter of type 作业, a training or a study plan
// (linked by id only: those records belong to other domains), who must do them, and one submission per
// assignment and learner that is resubmitted until a lecturer grades it.
import type { THomeworkFile } from '@elearning/shared';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

export const homeworkAssignments = pgTable(
  'homework_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** 'course' | 'train' | 'studyPlan' and that record's id, name and cover, copied when authored. */
    source: text('source').notNull(),
    bizId: integer('biz_id').notNull(),
    bizName: text('biz_name').notNull(),
    bizPicUrl: text('biz_pic_url').notNull().default(''),
    /** The training's way (1 online, 2 face to face, 3 mixed); 0 for other sources. */
    trainWay: smallint('train_way').notNull().default(0),
    courseId: integer('course_id'),
    chapterId: integer('chapter_id'),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    instructions: text('instructions').notNull().default(''),
    attachments: jsonb('attachments').$type<THomeworkFile[]>().notNull().default([]),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Lower-case extensions; empty = the SPEC §5 documents, images and archives. */
    allowedTypes: text('allowed_types').array().notNull().default([]),
    maxSizeMb: integer('max_size_mb').notNull().default(50),
    passScore: integer('pass_score').notNull().default(60),
    fullScore: integer('full_score').notNull().default(100),
    /** Who reviews the submissions. */
    lecturerId: integer('lecturer_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('homework_assignments_biz_idx').on(t.tenantId, t.source, t.bizId),
    index('homework_assignments_lecturer_idx').on(t.tenantId, t.lecturerId),
  ],
);

export const homeworkTargets = pgTable(
  'homework_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworkAssignments.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('homework_targets_uq').on(t.tenantId, t.homeworkId, t.targetType, t.targetId),
    index('homework_targets_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworkAssignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 submitted, 2 returned for rework, 3 graded. */
    state: smallint('state').notNull().default(1),
    content: text('content').notNull().default(''),
    files: jsonb('files').$type<THomeworkFile[]>().notNull().default([]),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    reviewFiles: jsonb('review_files').$type<THomeworkFile[]>().notNull().default([]),
    submitCount: integer('submit_count').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('homework_submissions_uq').on(t.tenantId, t.homeworkId, t.userId),
    index('homework_submissions_user_idx').on(t.tenantId, t.userId),
  ],
);
