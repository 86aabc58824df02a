// Shares of a course (SPEC §7 homePage/shareCourse, createWxaCodeUnlimitBytes): a share is recorded and
// answered with the course's address on the site the caller used; the QR code encodes the same address.
import QRCode from 'qrcode';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseShares } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';

/** The web address of a course's detail page on the site the request came to. */
export function courseUrl(origin: string, courseId: number): string {
  return `${origin}/course/detail?id=${courseId}`;
}

export async function shareCourse(
  db: DbOrTx,
  actor: Actor,
  input: { courseId: number; channel: string; origin: string },
) {
  const access = await requireVisibleCourse(db, actor, input.courseId);
  await db.insert(courseShares).values({
    tenantId: actor.tenantId,
    userId: actor.userId,
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
  actor: Actor,
  input: { courseId: number; width: number; origin: string },
): Promise<Buffer> {
  await requireVisibleCourse(db, actor, input.courseId);
  return QRCode.toBuffer(courseUrl(input.origin, input.courseId), {
    type: 'png',
    width: input.width,
    margin: 2,
  });
}
