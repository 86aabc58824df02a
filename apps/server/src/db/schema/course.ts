// Courses (SPEC §3 Course card, §4 status, §7 Course pages and Study lists): the catalogue, chapters of the
// six types, and who must (assignments) or may (audiences, self-enrolments) study what. Progress lives in
// course-study.ts, notes/ratings/collections in course-social.ts. Knowledge systems are shared by domains.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** The knowledge system (category tree) courses, trainings and lives are filed under. */
export const knowledgeSystems = pgTable(
  'knowledge_systems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('knowledge_systems_tenant_idx').on(t.tenantId, t.parentId)],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    lecturerId: integer('lecturer_id').references(() => users.id),
    knowledgeSystemId: integer('knowledge_system_id').references(() => knowledgeSystems.id),
    /** Sanitised HTML shown on the information tab. */
    introduction: text('introduction').notNull().default(''),
    creditHours: numeric('credit_hours', { precision: 6, scale: 1, mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    /** Status 1/2/3 of SPEC §4 is derived from these: before start, between, after end (null = open). */
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    onShelf: boolean('on_shelf').notNull().default(true),
    /** 'all': everyone of the tenant (and anonymous visitors of the opening list); 'limited': audiences only. */
    audience: text('audience').notNull().default('all'),
    /** A course that must be finished first (isFinishPreCourse). */
    preCourseId: integer('pre_course_id'),
    /** Back-office authoring: the category (course_categories), the unique course number, the author. */
    categoryId: integer('category_id'),
    courseNo: text('course_no'),
    createdBy: integer('created_by'),
    /** Null while a draft; drafts are never on the shelf. Set once at the first publish. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Learners who have started it ('N人学习'); kept by the progress service so lists never count rows. */
    studyNum: integer('study_num').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('courses_tenant_new_idx')
      .on(t.tenantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('courses_tenant_hot_idx')
      .on(t.tenantId, t.studyNum.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('courses_tenant_lecturer_idx').on(t.tenantId, t.lecturerId),
    index('courses_tenant_knowledge_idx').on(t.tenantId, t.knowledgeSystemId),
    index('courses_tenant_category_idx').on(t.tenantId, t.categoryId),
    uniqueIndex('courses_tenant_no_uq')
      .on(t.tenantId, t.courseNo)
      .where(sql`${t.deletedAt} is null and ${t.courseNo} is not null`),
  ],
);

/** One entry of a course's catalogue. `type` is a ChapterType (1 article … 6 video). */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Video length in seconds; 0 for other types. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Article HTML or the pre-class thinking question (sanitised). */
    content: text('content').notNull().default(''),
    /** Video chapters: the file service's video id (play URLs are signed per request). */
    videoId: text('video_id'),
    /** Courseware and material: the file service's file id, and how the file is shown or downloaded. */
    fileId: text('file_id'),
    fileUrl: text('file_url').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** Homework: the link to the work. */
    linkUrl: text('link_url').notNull().default(''),
  },
  (t) => [index('course_chapters_course_idx').on(t.tenantId, t.courseId, t.sort)],
);

/** targetType of assignments and audiences. */
export type CourseTargetType = 'user' | 'org' | 'position' | 'group';

/** Required courses assigned by an administrator: to a user, an org unit (and its sub-units) or a position. */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<CourseTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    /** The date the learners must finish by (null = no deadline); set by the back office. */
    deadline: timestamp('deadline', { withTimezone: true }),
    assignedBy: integer('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_assignments_target_uq').on(t.tenantId, t.targetType, t.targetId, t.courseId),
    index('course_assignments_course_idx').on(t.tenantId, t.courseId),
  ],
);

/** Who may see a course whose audience is 'limited' (besides those it is assigned to). */
export const courseAudiences = pgTable(
  'course_audiences',
  {
    tenantId: tenantId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<CourseTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.targetType, t.targetId] }),
    index('course_audiences_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

/** How a learner put a course into their own study: 'added' to my study (list 1), or started as an 'elective' (list 2). */
export type CourseEnrolmentKind = 'added' | 'elective';

/** Self-enrolments: removable from my study (isRemove 1), unlike assignments. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CourseEnrolmentKind>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_enrolments_user_idx').on(t.tenantId, t.userId, t.kind, t.createdAt.desc()),
    index('course_enrolments_course_idx').on(t.tenantId, t.courseId),
  ],
);
