// What learners say about a course: star ratings with a comment (SPEC §7 getCourseScopeList /
// addCourseScope; one per learner, re-rating replaces it and keeps the course's counters exact) and study
// experiences with attached files (coursecenter/experience query / save / remove; author-only removal).
import type { TAddCourseRating, TCoursePage, TSaveExperience } from '@elearning/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { isOwnFileUrl, sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseExperiences, courseRatings, courses, users } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';
import { assertAuthor, type Viewer } from './policy.ts';
import type { ExperienceRow, RatingRow } from './presenter.ts';

function signedIn(viewer: Viewer): number {
  if (viewer.userId === null) throw new AppError('UNAUTHORIZED');
  return viewer.userId;
}

export async function listRatings(db: DbOrTx, viewer: Viewer, query: TCoursePage) {
  const access = await requireVisibleCourse(db, viewer, query.courseId);
  const where = and(eq(courseRatings.tenantId, viewer.tenantId), eq(courseRatings.courseId, query.courseId));
  const [rows, [mine]] = await Promise.all([
    db
      .select({
        userId: courseRatings.userId,
        userName: users.name,
        avatarUrl: users.avatarUrl,
        score: courseRatings.score,
        content: courseRatings.content,
        updatedAt: courseRatings.updatedAt,
      })
      .from(courseRatings)
      .innerJoin(users, eq(users.id, courseRatings.userId))
      .where(where)
      .orderBy(desc(courseRatings.updatedAt), desc(courseRatings.userId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ score: courseRatings.score, content: courseRatings.content })
      .from(courseRatings)
      .where(and(where, eq(courseRatings.userId, viewer.userId ?? 0))),
  ]);
  return {
    rows: rows satisfies RatingRow[],
    ratingCount: access.card.rating_count,
    ratingSum: access.card.rating_sum,
    mine: mine ?? null,
  };
}

/** Rates the course (again); the course's count and sum are recomputed from the ratings themselves. */
export async function rateCourse(db: DbOrTx, viewer: Viewer, input: TAddCourseRating) {
  const userId = signedIn(viewer);
  await requireVisibleCourse(db, viewer, input.courseId);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(courseRatings)
      .values({
        tenantId: viewer.tenantId,
        userId,
        courseId: input.courseId,
        score: input.score,
        content: input.content,
      })
      .onConflictDoUpdate({
        target: [courseRatings.userId, courseRatings.courseId],
        set: { score: input.score, content: input.content, updatedAt: now },
      });
    const ofCourse = sql`${courseRatings.tenantId} = ${viewer.tenantId} and ${courseRatings.courseId} = ${input.courseId}`;
    await tx
      .update(courses)
      .set({
        ratingCount: sql`(select count(*) from ${courseRatings} where ${ofCourse})::int`,
        ratingSum: sql`(select coalesce(sum(${courseRatings.score}), 0) from ${courseRatings} where ${ofCourse})::int`,
      })
      .where(and(eq(courses.tenantId, viewer.tenantId), eq(courses.id, input.courseId)));
  });
}

const experienceColumns = {
  id: courseExperiences.id,
  courseId: courseExperiences.courseId,
  userId: courseExperiences.userId,
  userName: users.name,
  avatarUrl: users.avatarUrl,
  content: courseExperiences.content,
  attachments: courseExperiences.attachments,
  createdAt: courseExperiences.createdAt,
};

export async function selectExperiences(
  db: DbOrTx,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: ExperienceRow[]; totalNum: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(experienceColumns)
      .from(courseExperiences)
      .innerJoin(users, eq(users.id, courseExperiences.userId))
      .where(where)
      .orderBy(desc(courseExperiences.createdAt), desc(courseExperiences.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(courseExperiences).where(where),
  ]);
  return { rows, totalNum: Number(total?.n ?? 0) };
}

export async function listExperiences(db: DbOrTx, viewer: Viewer, query: TCoursePage) {
  await requireVisibleCourse(db, viewer, query.courseId);
  const where = and(
    eq(courseExperiences.tenantId, viewer.tenantId),
    eq(courseExperiences.courseId, query.courseId),
  );
  return selectExperiences(db, where, query.pageNo, query.pageSize);
}

/** Saves an experience; its HTML is sanitised and attachments must be files stored by the file service. */
export async function saveExperience(
  db: DbOrTx,
  viewer: Viewer,
  input: TSaveExperience,
): Promise<ExperienceRow> {
  const userId = signedIn(viewer);
  await requireVisibleCourse(db, viewer, input.courseId);
  if (input.attachments.some((file) => !isOwnFileUrl(file.fileUrl)))
    throw new AppError('FILE_ADDRESS_INCORRECT');
  const content = sanitizeRichText(input.content);
  // Markup alone (an empty paragraph, a stripped script) is no experience.
  if (!content.replace(/<[^>]*>/g, '').trim() && !content.includes('<img'))
    throw new AppError('VALIDATION_FAILED', { params: { detail: 'content' } });
  const [row] = await db
    .insert(courseExperiences)
    .values({
      tenantId: viewer.tenantId,
      userId,
      courseId: input.courseId,
      content,
      attachments: input.attachments,
    })
    .returning({ id: courseExperiences.id });
  const { rows } = await selectExperiences(
    db,
    and(eq(courseExperiences.tenantId, viewer.tenantId), eq(courseExperiences.id, row!.id)),
    1,
    1,
  );
  return rows[0]!;
}

export async function removeExperience(db: DbOrTx, viewer: Viewer, id: number) {
  const where = and(eq(courseExperiences.tenantId, viewer.tenantId), eq(courseExperiences.id, id));
  const [row] = await db.select({ userId: courseExperiences.userId }).from(courseExperiences).where(where);
  if (!row) throw new AppError('NOT_FOUND');
  assertAuthor(row.userId, viewer);
  await db.delete(courseExperiences).where(where);
}
