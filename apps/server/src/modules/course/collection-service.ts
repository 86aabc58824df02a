// Collections of courses (SPEC §7 collect/course/list, collection/save, collection/cancel): saving is
// idempotent, cancelling what is not collected is harmless, and the list keeps only courses still visible.
import type { TPageQuery } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { courseCollections } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';
import { courseVisibleTo } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape } from './queries.ts';

export async function collectCourse(db: DbOrTx, actor: Actor, courseId: number) {
  await requireVisibleCourse(db, actor, courseId);
  await db
    .insert(courseCollections)
    .values({ tenantId: actor.tenantId, userId: actor.userId, courseId })
    .onConflictDoNothing();
}

export async function cancelCollection(db: DbOrTx, actor: Actor, courseId: number) {
  await db
    .delete(courseCollections)
    .where(
      and(
        eq(courseCollections.tenantId, actor.tenantId),
        eq(courseCollections.userId, actor.userId),
        eq(courseCollections.courseId, courseId),
      ),
    );
}

/** My collected courses that I can still see, most recently collected first. */
export async function listCollectedCourses(db: DbOrTx, actor: Actor, query: TPageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from course_collections cc join courses c on c.id = cc.course_id ${cardJoins(actor.userId)}
      where cc.tenant_id = ${actor.tenantId} and cc.user_id = ${actor.userId} and ${courseVisibleTo(actor)}
      order by cc.created_at desc, c.id desc
      limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
