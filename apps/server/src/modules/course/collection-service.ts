// Collections and shares of courses (SPEC §7 collect/course/list, collection/save, collection/cancel,
// homePage/shareCourse, createWxaCodeUnlimitBytes): saving is idempotent, cancelling what is not collected
// is harmless, and a share answers the course's address with a QR code of it.
import type { TPageQuery } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { courseCollections, courseShares } from '../../db/schema/index.ts';
import { type CardRow, cardColumns, cardJoins, selectRows } from './card-query.ts';
import { requireVisibleCourse } from './course-service.ts';
import { type Viewer, visibleToViewer } from './policy.ts';

type Member = { tenantId: string; userId: number };

export async function collectCourse(db: DbOrTx, viewer: Viewer & Member, courseId: number) {
  await requireVisibleCourse(db, viewer, courseId);
  await db
    .insert(courseCollections)
    .values({ tenantId: viewer.tenantId, userId: viewer.userId, courseId })
    .onConflictDoNothing();
}

export async function cancelCollection(db: DbOrTx, member: Member, courseId: number) {
  await db
    .delete(courseCollections)
    .where(
      and(
        eq(courseCollections.tenantId, member.tenantId),
        eq(courseCollections.userId, member.userId),
        eq(courseCollections.courseId, courseId),
      ),
    );
}

/** My collected courses that I can still see, most recently collected first. */
export async function listCollectedCourses(db: DbOrTx, viewer: Viewer & Member, query: TPageQuery) {
  const rows = await selectRows<CardRow & { total_num: number }>(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num
      from course_collections cc join courses c on c.id = cc.course_id ${cardJoins(viewer)}
      where cc.tenant_id = ${viewer.tenantId} and cc.user_id = ${viewer.userId} and ${visibleToViewer(viewer)}
      order by cc.created_at desc, c.id desc
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The web address of a course's detail page on the site the request came to. */
export function courseUrl(origin: string, courseId: number): string {
  return `${origin}/course/detail?id=${courseId}`;
}

export async function shareCourse(
  db: DbOrTx,
  viewer: Viewer & Member,
  input: { courseId: number; channel: string; origin: string },
) {
  const access = await requireVisibleCourse(db, viewer, input.courseId);
  await db.insert(courseShares).values({
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    courseId: input.courseId,
    channel: input.channel,
  });
  return {
    shareUrl: courseUrl(input.origin, input.courseId),
    name: access.card.name,
    coverUrl: access.card.cover_url,
  };
}

/** A PNG QR code of the course's address (the original made a mini-program code; ours opens the web page). */
export async function courseQrPng(
  db: DbOrTx,
  viewer: Viewer,
  input: { courseId: number; width: number; origin: string },
): Promise<Buffer> {
  await requireVisibleCourse(db, viewer, input.courseId);
  return QRCode.toBuffer(courseUrl(input.origin, input.courseId), {
    type: 'png',
    width: input.width,
    margin: 2,
  });
}
