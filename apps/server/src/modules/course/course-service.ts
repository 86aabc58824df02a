// Course pages (SPEC §7): one course as the caller may see it, its catalogue with the caller's progress on
// each chapter, and the prerequisite check. Every lookup goes through findCourseAccess + the policy.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor, Visitor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRow } from '../../db/rows.ts';
import {
  courseChapterProgress,
  courseChapters,
  courseCollections,
  courseStudyRecords,
  courses,
} from '../../db/schema/index.ts';
import {
  type CourseAccessFacts,
  courseAssignedTo,
  courseAudienceHas,
  requireVisible,
  subjectOf,
} from './policy.ts';
import { accessShape, type CardRow, cardColumns, cardJoins } from './queries.ts';

export type EnrolKind = 'added' | 'elective';

export type CourseAccess = CourseAccessFacts & {
  card: CardRow;
  introduction: string;
  preCourseId: number | null;
  lecturerAvatar: string;
  /** How the caller enrolled themselves, if they did. */
  enrolKind: EnrolKind | null;
};

function enrolKindOf(value: string | null): EnrolKind | null {
  return value === 'added' || value === 'elective' ? value : null;
}

/** The course with every fact the policy needs about this caller, or null when it does not exist here. */
export async function findCourseAccess(
  db: DbOrTx,
  caller: Actor | Visitor,
  courseId: number,
): Promise<CourseAccess | null> {
  const userId = subjectOf(caller)?.userId ?? null;
  const enrolment =
    userId === null
      ? sql`left join (select null::text as kind) e on true`
      : sql`left join course_enrolments e on e.user_id = ${userId} and e.course_id = c.id`;
  const row = await queryRow(
    db,
    sql`select ${cardColumns}, c.introduction, c.pre_course_id, c.on_shelf, c.audience = 'all' as audience_all,
        coalesce(lu.avatar_url, '') as teacher_avatar,
        ${courseAssignedTo(caller)} as assigned, ${courseAudienceHas(caller)} as in_audience,
        e.kind as enrol_kind
      from courses c ${cardJoins(userId)} ${enrolment}
      where c.tenant_id = ${caller.tenantId} and c.id = ${courseId} and c.deleted_at is null`,
    accessShape,
  );
  if (!row) return null;
  return {
    card: row,
    introduction: row.introduction,
    preCourseId: row.pre_course_id,
    lecturerAvatar: row.teacher_avatar,
    enrolKind: enrolKindOf(row.enrol_kind),
    lecturerId: row.lecturer_id,
    onShelf: row.on_shelf,
    audienceAll: row.audience_all,
    inAudience: row.in_audience,
    assigned: row.assigned,
  };
}

/** The course if the caller may see it; a course they may not see is simply not found. */
export async function requireVisibleCourse(
  db: DbOrTx,
  caller: Actor | Visitor,
  courseId: number,
): Promise<CourseAccess> {
  return requireVisible(await findCourseAccess(db, caller, courseId), caller);
}

export type CourseDetail = {
  access: CourseAccess;
  chapterNum: number;
  totalDuration: number;
  isCollect: boolean;
  record: { studySeconds: number; lastChapterId: number | null; completedAt: Date | null } | null;
};

export async function getCourseDetail(db: DbOrTx, actor: Actor, courseId: number): Promise<CourseDetail> {
  const access = await requireVisibleCourse(db, actor, courseId);
  const [[stats], [collected], [record]] = await Promise.all([
    db
      .select({
        chapterNum: sql<number>`count(*)::int`,
        totalDuration: sql<number>`coalesce(sum(${courseChapters.durationSeconds}), 0)::int`,
      })
      .from(courseChapters)
      .where(and(eq(courseChapters.tenantId, actor.tenantId), eq(courseChapters.courseId, courseId))),
    db
      .select({ courseId: courseCollections.courseId })
      .from(courseCollections)
      .where(
        and(
          eq(courseCollections.tenantId, actor.tenantId),
          eq(courseCollections.userId, actor.userId),
          eq(courseCollections.courseId, courseId),
        ),
      ),
    db
      .select({
        studySeconds: courseStudyRecords.studySeconds,
        lastChapterId: courseStudyRecords.lastChapterId,
        completedAt: courseStudyRecords.completedAt,
      })
      .from(courseStudyRecords)
      .where(
        and(
          eq(courseStudyRecords.tenantId, actor.tenantId),
          eq(courseStudyRecords.userId, actor.userId),
          eq(courseStudyRecords.courseId, courseId),
        ),
      ),
  ]);
  return {
    access,
    chapterNum: Number(stats?.chapterNum ?? 0),
    totalDuration: Number(stats?.totalDuration ?? 0),
    isCollect: Boolean(collected),
    record: record ?? null,
  };
}

/** The catalogue in order, each chapter with the caller's furthest percent and resume point. */
export async function listCatalog(db: DbOrTx, actor: Actor, courseId: number) {
  await requireVisibleCourse(db, actor, courseId);
  return db
    .select({
      id: courseChapters.id,
      courseId: courseChapters.courseId,
      name: courseChapters.name,
      type: courseChapters.type,
      sort: courseChapters.sort,
      durationSeconds: courseChapters.durationSeconds,
      content: courseChapters.content,
      videoId: courseChapters.videoId,
      fileId: courseChapters.fileId,
      fileUrl: courseChapters.fileUrl,
      fileName: courseChapters.fileName,
      fileSize: courseChapters.fileSize,
      linkUrl: courseChapters.linkUrl,
      percent: courseChapterProgress.percent,
      lastPosition: courseChapterProgress.lastPosition,
    })
    .from(courseChapters)
    .leftJoin(
      courseChapterProgress,
      and(
        eq(courseChapterProgress.chapterId, courseChapters.id),
        eq(courseChapterProgress.userId, actor.userId),
      ),
    )
    .where(and(eq(courseChapters.tenantId, actor.tenantId), eq(courseChapters.courseId, courseId)))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
}
export type ChapterRow = Awaited<ReturnType<typeof listCatalog>>[number];

/** Whether the course's prerequisite (if any) is finished by the caller. */
export async function checkPreCourse(db: DbOrTx, actor: Actor, courseId: number) {
  const access = await requireVisibleCourse(db, actor, courseId);
  if (access.preCourseId === null) return { isFinish: true, preCourseId: null, preCourseName: '' };
  const [pre] = await db
    .select({ name: courses.name, completedAt: courseStudyRecords.completedAt })
    .from(courses)
    .leftJoin(
      courseStudyRecords,
      and(eq(courseStudyRecords.courseId, courses.id), eq(courseStudyRecords.userId, actor.userId)),
    )
    .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, access.preCourseId)));
  if (!pre) return { isFinish: true, preCourseId: null, preCourseName: '' };
  return { isFinish: pre.completedAt !== null, preCourseId: access.preCourseId, preCourseName: pre.name };
}
