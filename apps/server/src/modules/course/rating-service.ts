// Star ratings of a course with a comment (SPEC §7 getCourseScopeList / addCourseScope; the original
// client's 课程评价): one per learner, rating again replaces it, and the course's counters are recomputed
// from the ratings themselves so they stay exact.
import type { TAddCourseRating, TCoursePage } from '@elearning/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseRatings, courses, users } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';

export async function listRatings(db: DbOrTx, actor: Actor, query: TCoursePage) {
  const access = await requireVisibleCourse(db, actor, query.courseId);
  const where = and(eq(courseRatings.tenantId, actor.tenantId), eq(courseRatings.courseId, query.courseId));
  const { limit, offset } = pageWindow(query);
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
      .limit(limit)
      .offset(offset),
    db
      .select({ score: courseRatings.score, content: courseRatings.content })
      .from(courseRatings)
      .where(and(where, eq(courseRatings.userId, actor.userId))),
  ]);
  return {
    rows,
    ratingCount: access.card.rating_count,
    ratingSum: access.card.rating_sum,
    mine: mine ?? null,
  };
}
export type RatingRow = Awaited<ReturnType<typeof listRatings>>['rows'][number];

/** Rates the course (again); the course's count and sum are recomputed from the ratings themselves. */
export async function rateCourse(db: DbOrTx, actor: Actor, input: TAddCourseRating) {
  await requireVisibleCourse(db, actor, input.courseId);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(courseRatings)
      .values({
        tenantId: actor.tenantId,
        userId: actor.userId,
        courseId: input.courseId,
        score: input.score,
        content: input.content,
      })
      .onConflictDoUpdate({
        target: [courseRatings.userId, courseRatings.courseId],
        set: { score: input.score, content: input.content, updatedAt: now },
      });
    const ofCourse = sql`${courseRatings.tenantId} = ${actor.tenantId} and ${courseRatings.courseId} = ${input.courseId}`;
    await tx
      .update(courses)
      .set({
        ratingCount: sql`(select count(*) from ${courseRatings} where ${ofCourse})::int`,
        ratingSum: sql`(select coalesce(sum(${courseRatings.score}), 0) from ${courseRatings} where ${ofCourse})::int`,
      })
      .where(and(eq(courses.tenantId, actor.tenantId), eq(courses.id, input.courseId)));
  });
}
