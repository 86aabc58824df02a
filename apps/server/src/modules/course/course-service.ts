// Course pages (SPEC §7): one course as the viewer may see it, its catalogue with the viewer's progress on
// each chapter, and the prerequisite check. Every lookup goes through findCourseAccess + the policy.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  courseChapterProgress,
  courseChapters,
  courseCollections,
  courseStudyRecords,
  courses,
} from '../../db/schema/index.ts';
import { type CardRow, cardColumns, cardJoins, selectRows } from './card-query.ts';
import {
  assignedToViewer,
  type CourseAccessFacts,
  canSeeCourse,
  targetsViewer,
  type Viewer,
} from './policy.ts';
import type { ChapterRow } from './presenter.ts';

export type CourseAccess = CourseAccessFacts & {
  card: CardRow;
  introduction: string;
  preCourseId: number | null;
  teacherAvatar: string;
  /** How the viewer enrolled themselves, if they did. */
  enrolKind: 'added' | 'elective' | null;
};

type AccessRow = CardRow & {
  introduction: string;
  pre_course_id: number | null;
  on_shelf: boolean;
  audience_all: boolean;
  teacher_avatar: string;
  assigned: boolean;
  in_audience: boolean;
  enrol_kind: 'added' | 'elective' | null;
};

/** The course with every fact the policy needs about this viewer, or null when it does not exist here. */
export async function findCourseAccess(
  db: DbOrTx,
  viewer: Viewer,
  courseId: number,
): Promise<CourseAccess | null> {
  const enrolment =
    viewer.userId === null
      ? sql`left join (select null::text as kind) e on true`
      : sql`left join course_enrolments e on e.user_id = ${viewer.userId} and e.course_id = c.id`;
  const [row] = await selectRows<AccessRow>(
    db,
    sql`select ${cardColumns}, c.introduction, c.pre_course_id, c.on_shelf, c.audience = 'all' as audience_all,
        coalesce(lu.avatar_url, '') as teacher_avatar,
        ${assignedToViewer(viewer)} as assigned,
        exists (select 1 from course_audiences au where au.tenant_id = ${viewer.tenantId}
          and au.course_id = c.id and ${targetsViewer('au', viewer)}) as in_audience,
        e.kind as enrol_kind
      from courses c ${cardJoins(viewer)} ${enrolment}
      where c.tenant_id = ${viewer.tenantId} and c.id = ${courseId} and c.deleted_at is null`,
  );
  if (!row) return null;
  return {
    card: row,
    introduction: row.introduction,
    preCourseId: row.pre_course_id,
    teacherAvatar: row.teacher_avatar,
    enrolKind: row.enrol_kind,
    lecturerId: row.lecturer_id,
    onShelf: row.on_shelf,
    audienceAll: row.audience_all,
    inAudience: row.in_audience,
    assigned: row.assigned,
  };
}

/** The course if the viewer may see it; a course they may not see is simply not found. */
export async function requireVisibleCourse(
  db: DbOrTx,
  viewer: Viewer,
  courseId: number,
): Promise<CourseAccess> {
  const access = await findCourseAccess(db, viewer, courseId);
  if (!access || !canSeeCourse(access, viewer)) throw new AppError('NOT_FOUND');
  return access;
}

export type CourseDetail = {
  access: CourseAccess;
  chapterNum: number;
  totalDuration: number;
  isCollect: boolean;
  record: { studySeconds: number; lastChapterId: number | null; completedAt: Date | null } | null;
};

export async function getCourseDetail(db: DbOrTx, viewer: Viewer, courseId: number): Promise<CourseDetail> {
  const access = await requireVisibleCourse(db, viewer, courseId);
  const userId = viewer.userId ?? 0;
  const [[stats], [collected], [record]] = await Promise.all([
    db
      .select({
        chapterNum: sql<number>`count(*)::int`,
        totalDuration: sql<number>`coalesce(sum(${courseChapters.durationSeconds}), 0)::int`,
      })
      .from(courseChapters)
      .where(and(eq(courseChapters.tenantId, viewer.tenantId), eq(courseChapters.courseId, courseId))),
    db
      .select({ courseId: courseCollections.courseId })
      .from(courseCollections)
      .where(
        and(
          eq(courseCollections.tenantId, viewer.tenantId),
          eq(courseCollections.userId, userId),
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
          eq(courseStudyRecords.tenantId, viewer.tenantId),
          eq(courseStudyRecords.userId, userId),
          eq(courseStudyRecords.courseId, courseId),
        ),
      ),
  ]);
  return {
    access,
    chapterNum: stats?.chapterNum ?? 0,
    totalDuration: stats?.totalDuration ?? 0,
    isCollect: Boolean(collected),
    record: record ?? null,
  };
}

/** The catalogue in order, each chapter with the viewer's furthest percent and resume point. */
export async function listCatalog(db: DbOrTx, viewer: Viewer, courseId: number): Promise<ChapterRow[]> {
  await requireVisibleCourse(db, viewer, courseId);
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
        eq(courseChapterProgress.userId, viewer.userId ?? 0),
      ),
    )
    .where(and(eq(courseChapters.tenantId, viewer.tenantId), eq(courseChapters.courseId, courseId)))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
}

/** Whether the course's prerequisite (if any) is finished by the viewer. */
export async function checkPreCourse(db: DbOrTx, viewer: Viewer, courseId: number) {
  const access = await requireVisibleCourse(db, viewer, courseId);
  if (access.preCourseId === null) return { isFinish: true, preCourseId: null, preCourseName: '' };
  const [pre] = await db
    .select({ name: courses.name, completedAt: courseStudyRecords.completedAt })
    .from(courses)
    .leftJoin(
      courseStudyRecords,
      and(eq(courseStudyRecords.courseId, courses.id), eq(courseStudyRecords.userId, viewer.userId ?? 0)),
    )
    .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, access.preCourseId)));
  if (!pre) return { isFinish: true, preCourseId: null, preCourseName: '' };
  return { isFinish: pre.completedAt !== null, preCourseId: access.preCourseId, preCourseName: pre.name };
}
