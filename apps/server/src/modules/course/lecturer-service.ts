// The lecturer's course tab (SPEC §7 Lecturer "Course"): their own courses, each course's learners
// (assigned through users, org units with their sub-units or positions, self-enrolled, or simply studying),
// one learner's detail and experiences, shelf on/off, and deletion refused while anyone is enrolled.
import type { TCourseFeelList, TCourseStudyList, TLecturerCourseList } from '@elearning/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseExperiences, courses, users } from '../../db/schema/index.ts';
import { type CardRow, cardColumns, cardJoins, epochMs, selectRows } from './card-query.ts';
import { likePattern } from './catalog-service.ts';
import { requireVisibleCourse } from './course-service.ts';
import { selectExperiences } from './feedback-service.ts';
import { assertLecturerOf, type Viewer } from './policy.ts';
import { findCourseRecord } from './progress-service.ts';

export type LecturerCourseRow = CardRow & { on_shelf: boolean; created_at: number; total_num: number };

export async function listLecturerCourses(db: DbOrTx, viewer: Viewer, query: TLecturerCourseList) {
  const name = query.name ? sql`and c.name ilike ${likePattern(query.name)}` : sql``;
  const rows = await selectRows<LecturerCourseRow>(
    db,
    sql`select ${cardColumns}, c.on_shelf, ${epochMs('c.created_at')} as created_at, (count(*) over ())::int as total_num
      from courses c ${cardJoins(viewer)}
      where c.tenant_id = ${viewer.tenantId} and c.lecturer_id = ${viewer.userId} and c.deleted_at is null ${name}
      order by c.created_at desc, c.id desc
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The course, when it exists in this tenant and the viewer lectures it. */
export async function requireOwnCourse(db: DbOrTx, viewer: Viewer, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, lecturerId: courses.lecturerId })
    .from(courses)
    .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, courseId), isNull(courses.deletedAt)));
  if (!course) throw new AppError('NOT_FOUND');
  assertLecturerOf(course, viewer);
  return course;
}

/** Every learner of a course, once, with isRequired when any assignment covers them. */
function learnersOf(tenantId: string, courseId: number): SQL {
  return sql`with recursive covered_orgs as (
      select a.target_id as id from course_assignments a
      where a.tenant_id = ${tenantId} and a.course_id = ${courseId} and a.target_type = 'org'
      union
      select o.id from organisations o join covered_orgs co on o.parent_id = co.id where o.tenant_id = ${tenantId}
    ), targets as (
      select target_type, target_id from course_assignments where tenant_id = ${tenantId} and course_id = ${courseId}
    ), learners as (
      select u.id as user_id, 1 as is_required from users u
      where u.tenant_id = ${tenantId} and (
        u.id in (select target_id from targets where target_type = 'user')
        or u.org_id in (select id from covered_orgs)
        or u.position_id in (select target_id from targets where target_type = 'position'))
      union all
      select user_id, 0 from course_enrolments where tenant_id = ${tenantId} and course_id = ${courseId}
      union all
      select user_id, 0 from course_study_records where tenant_id = ${tenantId} and course_id = ${courseId}
    ), learner as (
      select user_id, max(is_required) as is_required from learners group by user_id
    )`;
}

export type StudyRow = {
  user_id: number;
  user_name: string;
  account: string;
  work_no: string;
  org_name: string;
  position_name: string;
  is_required: number;
  progress: number;
  study_seconds: number;
  first_studied_at: number | null;
  last_studied_at: number | null;
  completed_at: number | null;
  started: boolean;
  total_num: number;
};

async function selectStudyRows(
  db: DbOrTx,
  viewer: Viewer,
  query: Omit<TCourseStudyList, 'pageNo' | 'pageSize'>,
  limit: number,
  offset: number,
) {
  const name = query.name
    ? sql`and (u.name ilike ${likePattern(query.name)} or u.account ilike ${likePattern(query.name)}
        or u.work_no ilike ${likePattern(query.name)})`
    : sql``;
  return selectRows<StudyRow>(
    db,
    sql`${learnersOf(viewer.tenantId, query.courseId)}
      select u.id as user_id, u.name as user_name, u.account, u.work_no, coalesce(o.name, '') as org_name,
        coalesce(p.name, '') as position_name, l.is_required, coalesce(r.progress, 0)::int as progress,
        coalesce(r.study_seconds, 0) as study_seconds, ${epochMs('r.first_studied_at')} as first_studied_at,
        ${epochMs('r.last_studied_at')} as last_studied_at, ${epochMs('r.completed_at')} as completed_at,
        r.user_id is not null as started, (count(*) over ())::int as total_num
      from learner l join users u on u.id = l.user_id
      left join organisations o on o.id = u.org_id
      left join positions p on p.id = u.position_id
      left join course_study_records r on r.user_id = u.id and r.course_id = ${query.courseId}
      where u.tenant_id = ${viewer.tenantId} ${name}
      order by r.last_studied_at desc nulls last, u.id
      limit ${limit} offset ${offset}`,
  );
}

export async function listCourseLearners(db: DbOrTx, viewer: Viewer, query: TCourseStudyList) {
  await requireOwnCourse(db, viewer, query.courseId);
  const rows = await selectStudyRows(db, viewer, query, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Every learner (up to the export cap) for the .xlsx export. */
export async function allCourseLearners(db: DbOrTx, viewer: Viewer, query: TCourseStudyList, cap: number) {
  const course = await requireOwnCourse(db, viewer, query.courseId);
  return { course, rows: await selectStudyRows(db, viewer, query, cap, 0) };
}

/** One learner's progress on each chapter: the learner's own, or any learner's for the course's lecturer. */
export async function getStudyDetail(
  db: DbOrTx,
  viewer: Viewer,
  courseId: number,
  userId: number | undefined,
) {
  const ownView = userId === undefined || userId === viewer.userId;
  const course = ownView
    ? (await requireVisibleCourse(db, viewer, courseId)).card
    : await requireOwnCourse(db, viewer, courseId);
  const learnerId = ownView ? (viewer.userId ?? 0) : userId;
  const [learner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, viewer.tenantId), eq(users.id, learnerId)));
  if (!learner) throw new AppError('NOT_FOUND');
  const [{ record, chapters: progress }, chapters] = await Promise.all([
    findCourseRecord(db, viewer.tenantId, learner.id, courseId),
    selectRows<{ id: number; name: string; type: number; duration_seconds: number }>(
      db,
      sql`select id, name, type, duration_seconds from course_chapters
        where tenant_id = ${viewer.tenantId} and course_id = ${courseId} order by sort, id`,
    ),
  ]);
  return { courseId, courseName: course.name, learner, record, progress, chapters };
}

export async function listLearnerExperiences(db: DbOrTx, viewer: Viewer, query: TCourseFeelList) {
  await requireOwnCourse(db, viewer, query.courseId);
  const where = and(
    eq(courseExperiences.tenantId, viewer.tenantId),
    eq(courseExperiences.courseId, query.courseId),
    eq(courseExperiences.userId, query.userId),
  );
  return selectExperiences(db, where, query.pageNo, query.pageSize);
}

export async function setOnShelf(db: DbOrTx, viewer: Viewer, courseId: number, onShelf: boolean) {
  await requireOwnCourse(db, viewer, courseId);
  await db
    .update(courses)
    .set({ onShelf, updatedAt: new Date() })
    .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, courseId)));
}

async function countLearners(db: DbOrTx, tenantId: string, courseId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`${learnersOf(tenantId, courseId)} select count(*)::int as n from learner`,
  );
  return row?.n ?? 0;
}

export async function checkCanDelete(db: DbOrTx, viewer: Viewer, courseId: number) {
  await requireOwnCourse(db, viewer, courseId);
  const learnerNum = await countLearners(db, viewer.tenantId, courseId);
  return { canDelete: learnerNum === 0, learnerNum };
}

/** Deletes (softly: history stays) a course nobody is enrolled in; the course row is locked meanwhile. */
export async function deleteCourse(db: DbOrTx, viewer: Viewer, courseId: number) {
  await requireOwnCourse(db, viewer, courseId);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, courseId)))
      .for('update');
    const learnerNum = await countLearners(tx, viewer.tenantId, courseId);
    if (learnerNum > 0) throw new AppError('COURSE_HAS_LEARNERS', { response: { learnerNum } });
    await tx
      .update(courses)
      .set({ deletedAt: new Date(), onShelf: false })
      .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, courseId)));
  });
}
