// Study experiences (学习心得) with attached files (SPEC §7 coursecenter/experience query / save / remove,
// and the lecturer's view of one learner's): the HTML is sanitised, attachments must be files stored by the
// file service, and only the author removes one.
import type { TCourseFeelList, TCoursePage, TSaveExperience } from '@elearning/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import { isOwnFileUrl, sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseExperiences, users } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';
import { requireAuthor, requireFound } from './policy.ts';

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

async function selectExperiences(
  db: DbOrTx,
  where: SQL | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select(experienceColumns)
      .from(courseExperiences)
      .innerJoin(users, eq(users.id, courseExperiences.userId))
      .where(where)
      .orderBy(desc(courseExperiences.createdAt), desc(courseExperiences.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courseExperiences).where(where),
  ]);
  return { rows, totalNum: Number(total?.n ?? 0) };
}
export type ExperienceRow = Awaited<ReturnType<typeof selectExperiences>>['rows'][number];

export async function listExperiences(db: DbOrTx, actor: Actor, query: TCoursePage) {
  await requireVisibleCourse(db, actor, query.courseId);
  const where = and(
    eq(courseExperiences.tenantId, actor.tenantId),
    eq(courseExperiences.courseId, query.courseId),
  );
  return selectExperiences(db, where, query);
}

/** One learner's experiences on a course the caller lectures (the lecturer service checks that first). */
export async function listLearnerExperiencesOf(db: DbOrTx, tenantId: string, query: TCourseFeelList) {
  const where = and(
    eq(courseExperiences.tenantId, tenantId),
    eq(courseExperiences.courseId, query.courseId),
    eq(courseExperiences.userId, query.userId),
  );
  return selectExperiences(db, where, query);
}

/** Saves an experience; its HTML is sanitised and attachments must be files stored by the file service. */
export async function saveExperience(
  db: DbOrTx,
  actor: Actor,
  input: TSaveExperience,
): Promise<ExperienceRow> {
  await requireVisibleCourse(db, actor, input.courseId);
  if (input.attachments.some((file) => !isOwnFileUrl(file.fileUrl)))
    throw new AppError('FILE_ADDRESS_INCORRECT');
  const content = sanitizeRichText(input.content);
  // Markup alone (an empty paragraph, a stripped script) is no experience, unless a file is the experience.
  if (!content.replace(/<[^>]*>/g, '').trim() && !content.includes('<img') && input.attachments.length === 0)
    throw new AppError('VALIDATION_FAILED', { params: { detail: 'content' } });
  const [row] = await db
    .insert(courseExperiences)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      courseId: input.courseId,
      content,
      attachments: input.attachments,
    })
    .returning({ id: courseExperiences.id });
  const { rows } = await selectExperiences(
    db,
    and(eq(courseExperiences.tenantId, actor.tenantId), eq(courseExperiences.id, requireFound(row).id)),
    { pageNo: 1, pageSize: 1 },
  );
  return requireFound(rows[0]);
}

export async function removeExperience(db: DbOrTx, actor: Actor, id: number) {
  const where = and(eq(courseExperiences.tenantId, actor.tenantId), eq(courseExperiences.id, id));
  const [row] = await db.select({ userId: courseExperiences.userId }).from(courseExperiences).where(where);
  requireAuthor(row, actor);
  await db.delete(courseExperiences).where(where);
}
