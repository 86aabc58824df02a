// The lecturer's course tab (SPEC §7 Lecturer "Course"): their own courses, each course's learners
// (assigned through users, org units with their sub-units or positions, self-enrolled, or simply studying),
// one learner's detail and experiences, shelf on/off, and deletion refused while anyone is enrolled.
import {
  SearchKind,
  type TCourseFeelList,
  type TCourseStudyList,
  type TLecturerCourseList,
} from '@elearning/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf } from '../../db/rows.ts';
import { courses, users } from '../../db/schema/index.ts';
import { removeSearchDocument } from '../search/index-service.ts';
import { requireVisibleCourse } from './course-service.ts';
import { listLearnerExperiencesOf } from './experience-service.ts';
import { courseInScope, requireFound, requireInScope, requireLecturerOf } from './policy.ts';
import { findCourseRecord } from './progress-service.ts';
import { cardColumns, cardJoins, countedCardShape, courseLearners, epochMs, likePattern } from './queries.ts';

const lecturerCourseShape = { ...countedCardShape, on_shelf: col.bool, created_at: col.epochMs };
export type LecturerCourseRow = RowOf<typeof lecturerCourseShape>;

export async function listLecturerCourses(db: DbOrTx, actor: Actor, query: TLecturerCourseList) {
  const name = query.name ? sql`and c.name ilike ${likePattern(query.name)}` : sql``;
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, c.on_shelf, ${epochMs('c.created_at')} as created_at, (count(*) over ())::int as total_num
      from courses c ${cardJoins(actor.userId)}
      where c.tenant_id = ${actor.tenantId} and c.lecturer_id = ${actor.userId} and c.deleted_at is null ${name}
      order by c.created_at desc, c.id desc
      limit ${limit} offset ${offset}`,
    lecturerCourseShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/**
 * The course, when it exists in this tenant and the caller lectures it — or, for a back-office caller
 * (`scope` given: they hold the route's code), when it is inside their data scope (404 otherwise).
 */
export async function requireOwnCourse(
  db: DbOrTx,
  actor: Actor,
  courseId: number,
  scope: DataScope | null = null,
) {
  const found = and(
    eq(courses.tenantId, actor.tenantId),
    eq(courses.id, courseId),
    isNull(courses.deletedAt),
  );
  const [course] = await db
    .select({ id: courses.id, name: courses.name, lecturerId: courses.lecturerId, onShelf: courses.onShelf })
    .from(courses)
    .where(scope ? and(found, courseInScope(actor.tenantId, scope, 'courses')) : found);
  return scope ? requireInScope(course) : requireLecturerOf(course, actor);
}

const studyShape = {
  user_id: col.int,
  user_name: col.text,
  account: col.text,
  work_no: col.text,
  org_name: col.text,
  position_name: col.text,
  is_required: col.int,
  progress: col.int,
  study_seconds: col.int,
  first_studied_at: col.epochMsOrNull,
  last_studied_at: col.epochMsOrNull,
  completed_at: col.epochMsOrNull,
  started: col.bool,
  total_num: col.int,
};
export type StudyRow = RowOf<typeof studyShape>;

async function selectStudyRows(
  db: DbOrTx,
  tenantId: string,
  query: Omit<TCourseStudyList, 'pageNo' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const name = query.name
    ? sql`and (u.name ilike ${likePattern(query.name)} or u.account ilike ${likePattern(query.name)}
        or u.work_no ilike ${likePattern(query.name)})`
    : sql``;
  return queryRows(
    db,
    sql`${courseLearners(tenantId, query.courseId)}
      select u.id as user_id, u.name as user_name, u.account, u.work_no, coalesce(o.name, '') as org_name,
        coalesce(p.name, '') as position_name, l.is_required, coalesce(r.progress, 0)::int as progress,
        coalesce(r.study_seconds, 0) as study_seconds, ${epochMs('r.first_studied_at')} as first_studied_at,
        ${epochMs('r.last_studied_at')} as last_studied_at, ${epochMs('r.completed_at')} as completed_at,
        r.user_id is not null as started, (count(*) over ())::int as total_num
      from learner l join users u on u.id = l.user_id
      left join organisations o on o.id = u.org_id
      left join positions p on p.id = u.position_id
      left join course_study_records r on r.user_id = u.id and r.course_id = ${query.courseId}
      where u.tenant_id = ${tenantId} ${name}
      order by r.last_studied_at desc nulls last, u.id
      limit ${window.limit} offset ${window.offset}`,
    studyShape,
  );
}

export async function listCourseLearners(
  db: DbOrTx,
  actor: Actor,
  query: TCourseStudyList,
  scope: DataScope | null = null,
) {
  await requireOwnCourse(db, actor, query.courseId, scope);
  const rows = await selectStudyRows(db, actor.tenantId, query, pageWindow(query));
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Every learner (up to the export cap) for the .xlsx export. */
export async function allCourseLearners(
  db: DbOrTx,
  actor: Actor,
  query: TCourseStudyList,
  cap: number,
  scope: DataScope | null = null,
) {
  const course = await requireOwnCourse(db, actor, query.courseId, scope);
  return { course, rows: await selectStudyRows(db, actor.tenantId, query, { limit: cap, offset: 0 }) };
}

const chapterShape = { id: col.int, name: col.text, type: col.int, duration_seconds: col.int };

/** One learner's progress on each chapter: the caller's own, or any learner's for the course's lecturer. */
export async function getStudyDetail(db: DbOrTx, actor: Actor, courseId: number, userId: number | undefined) {
  const ownView = userId === undefined || userId === actor.userId;
  const course = ownView
    ? (await requireVisibleCourse(db, actor, courseId)).card
    : await requireOwnCourse(db, actor, courseId);
  const learnerId = userId ?? actor.userId;
  const [found] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, learnerId)));
  const learner = requireFound(found);
  const [{ record, chapters: progress }, chapters] = await Promise.all([
    findCourseRecord(db, actor.tenantId, learner.id, courseId),
    queryRows(
      db,
      sql`select id, name, type, duration_seconds from course_chapters
        where tenant_id = ${actor.tenantId} and course_id = ${courseId} order by sort, id`,
      chapterShape,
    ),
  ]);
  return { courseId, courseName: course.name, learner, record, progress, chapters };
}

export async function listLearnerExperiences(db: DbOrTx, actor: Actor, query: TCourseFeelList) {
  await requireOwnCourse(db, actor, query.courseId);
  return listLearnerExperiencesOf(db, actor.tenantId, query);
}

/**
 * Puts courses on the shelf or takes them off, all or none; a draft put on the shelf is published. A
 * repeat changes nothing and records nothing. A draft's first publish needs at least one chapter.
 */
export async function setOnShelf(
  db: DbOrTx,
  actor: Actor,
  courseIds: number[],
  onShelf: boolean,
  scope: DataScope | null = null,
) {
  await db.transaction(async (tx) => {
    for (const courseId of [...new Set(courseIds)].sort((a, b) => a - b)) {
      const course = await requireOwnCourse(tx, actor, courseId, scope);
      const [locked] = await tx
        .select({ onShelf: courses.onShelf, publishedAt: courses.publishedAt })
        .from(courses)
        .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, course.id)))
        .for('update');
      if (!locked || locked.onShelf === onShelf) continue;
      // Only a draft's first publish needs a chapter; a course that was ever on the shelf goes back freely.
      const wasPublished = locked.publishedAt !== null || locked.onShelf;
      if (onShelf && !wasPublished) {
        const chapters = await queryRow(
          tx,
          sql`select count(*)::int as n from course_chapters where tenant_id = ${actor.tenantId} and course_id = ${courseId}`,
          { n: col.int },
        );
        if ((chapters?.n ?? 0) === 0) throw new AppError('COURSE_NO_CHAPTERS');
      }
      const publishedAt = locked.publishedAt ?? new Date();
      await tx
        .update(courses)
        .set({ onShelf, publishedAt, updatedAt: new Date() })
        .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, courseId)));
      await recordAudit(tx, actor, {
        module: 'course',
        action: onShelf ? 'publish' : 'unpublish',
        entityType: 'course',
        entityId: courseId,
        before: { onShelf: locked.onShelf },
        after: { onShelf },
      });
    }
  });
}

async function countLearners(db: DbOrTx, tenantId: string, courseId: number): Promise<number> {
  const row = await queryRow(
    db,
    sql`${courseLearners(tenantId, courseId)} select count(*)::int as n from learner`,
    {
      n: col.int,
    },
  );
  return row?.n ?? 0;
}

export async function checkCanDelete(
  db: DbOrTx,
  actor: Actor,
  courseId: number,
  scope: DataScope | null = null,
) {
  await requireOwnCourse(db, actor, courseId, scope);
  const learnerNum = await countLearners(db, actor.tenantId, courseId);
  return { canDelete: learnerNum === 0, learnerNum };
}

/** Deletes (softly: history stays) a course nobody is enrolled in; the course row is locked meanwhile. */
export async function deleteCourse(
  db: DbOrTx,
  actor: Actor,
  courseId: number,
  scope: DataScope | null = null,
) {
  await requireOwnCourse(db, actor, courseId, scope);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, courseId)))
      .for('update');
    const learnerNum = await countLearners(tx, actor.tenantId, courseId);
    if (learnerNum > 0) throw new AppError('COURSE_HAS_LEARNERS', { response: { learnerNum } });
    await tx
      .update(courses)
      .set({ deletedAt: new Date(), onShelf: false })
      .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, courseId)));
    await removeSearchDocument(tx, actor.tenantId, SearchKind.course, courseId);
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'delete',
      entityType: 'course',
      entityId: courseId,
    });
  });
}
