// My Task's read model of "my courses": one row per learner and course that reaches them, with how it
// reaches them (assignment to the user, an org unit above them, their position or a user group; added or
// started as an elective by the learner) and the learner's progress. Written only by the database triggers
// of migration 0008 in the same transaction as the change that moves it (an assignment, a user's unit or
// position, group membership, an org unit's parent, an enrolment, progress), so every list, badge and count
// of My Task reads one index range instead of five joins (issue 10 item 2).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, tenantId } from './course.ts';
import { users } from './users.ts';

export const learnerCourses = pgTable(
  'learner_courses',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The latest assignment reaching the learner (null: not assigned). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The target types of those assignments: 'user', 'org', 'position', 'group'. */
    assignedVia: text('assigned_via').array().notNull().default(sql`'{}'::text[]`),
    /** When the learner added the course to their study (enrolment kind 'added'). */
    addedAt: timestamp('added_at', { withTimezone: true }),
    /** When the learner started it as an elective (enrolment kind 'elective'). */
    electiveAt: timestamp('elective_at', { withTimezone: true }),
    /** course_study_records.progress (0 without a record). */
    progress: smallint('progress').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.courseId] }),
    index('learner_courses_course_idx').on(t.tenantId, t.courseId),
  ],
);
