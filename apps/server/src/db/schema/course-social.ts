// The social side of courses: notes, study experiences, star ratings, collections and shares.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courseChapters, courses, createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

/** A learner's note on a chapter (200 characters). */
export const courseNotes = pgTable(
  'course_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => courseChapters.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Seconds into the video when the note was taken (0 for other chapters). */
    position: real('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_notes_course_idx').on(t.tenantId, t.courseId, t.createdAt.desc()),
    index('course_notes_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);

export type ExperienceAttachment = { fileName: string; fileUrl: string; fileSize: number };

/** A learner's study experience (学习心得), with attached files. */
export const courseExperiences = pgTable(
  'course_experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<ExperienceAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_experiences_course_idx').on(t.tenantId, t.courseId, t.createdAt.desc()),
    index('course_experiences_user_idx').on(t.tenantId, t.userId, t.courseId),
  ],
);

/** A learner's star rating (1-5) and comment on a course (课程评价); one per learner, re-rating replaces it. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_ratings_course_idx').on(t.tenantId, t.courseId, t.updatedAt.desc()),
  ],
);

export const courseCollections = pgTable(
  'course_collections',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_collections_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);

/** Each time a learner shares a course (我的分享 lists them). */
export const courseShares = pgTable(
  'course_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 'link' | 'qrcode' | 'wechat' … as the client names it. */
    channel: text('channel').notNull().default('link'),
    createdAt: createdAt(),
  },
  (t) => [index('course_shares_user_idx').on(t.tenantId, t.userId, t.createdAt.desc())],
);
