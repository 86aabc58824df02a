// Course study: per-learner progress by chapter and by course, study time, completions and view logs.
// Progress only moves forward; the completion row is written once (SPEC §4 100 % stamp).
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courseChapters, courses, createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

/** Per learner per chapter: the furthest percent reached (never lowered) and where playback stopped. */
export const courseChapterProgress = pgTable(
  'course_chapter_progress',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    percent: smallint('percent').notNull().default(0),
    /** Seconds into the video at the last save (resume point); the latest, not the furthest. */
    lastPosition: real('last_position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('course_chapter_progress_course_idx').on(t.tenantId, t.courseId, t.userId),
  ],
);

/** Per learner per course: mean chapter progress, study time, last chapter, completion. */
export const courseStudyRecords = pgTable(
  'course_study_records',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Whole percent, floor of the chapter mean; only moves forward. */
    progress: smallint('progress').notNull().default(0),
    studySeconds: integer('study_seconds').notNull().default(0),
    lastChapterId: integer('last_chapter_id'),
    /** When study time was last credited: credit never exceeds the wall-clock time since. */
    timeCreditedAt: timestamp('time_credited_at', { withTimezone: true }),
    firstStudiedAt: timestamp('first_studied_at', { withTimezone: true }).notNull().defaultNow(),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_study_records_course_idx').on(t.tenantId, t.courseId),
  ],
);

/** Study time per learner, course and day (points rules and 'hours this month' read it). */
export const courseStudyTimes = pgTable(
  'course_study_times',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studyDate: date('study_date', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.studyDate] }),
    index('course_study_times_user_date_idx').on(t.tenantId, t.userId, t.studyDate),
  ],
);

/** A course reaching 100 %: written once; the medals and points issue awards it and stamps awarded_at. */
export const courseCompletions = pgTable(
  'course_completions',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Stored in the column `created_at` (the row is made at completion). */
    completedAt: createdAt(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_completions_pending_idx').on(t.tenantId, t.completedAt).where(sql`${t.awardedAt} is null`),
  ],
);

/** Opening a course to learn (plan/course/addLog). */
export const courseViewLogs = pgTable(
  'course_view_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    planId: integer('plan_id'),
    createdAt: createdAt(),
  },
  (t) => [index('course_view_logs_course_idx').on(t.tenantId, t.courseId, t.createdAt)],
);
