// Course notes (SPEC §7 getCourseNotesList[PC], saveCourseNote[PC], editCourseNote, deleteCourseNote):
// 200 characters on a chapter. Everyone who can see the course reads its notes; only the author edits
// or deletes one.
import type { TCourseNotesQuery, TEditCourseNote, TSaveCourseNote } from '@elearning/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseChapters, courseNotes, users } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';
import { requireAuthor, requireFound } from './policy.ts';

const noteColumns = {
  id: courseNotes.id,
  courseId: courseNotes.courseId,
  chapterId: courseNotes.chapterId,
  chapterName: courseChapters.name,
  content: courseNotes.content,
  position: courseNotes.position,
  createdAt: courseNotes.createdAt,
  updatedAt: courseNotes.updatedAt,
  userId: courseNotes.userId,
  userName: users.name,
  avatarUrl: users.avatarUrl,
};

async function selectNotes(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(noteColumns)
    .from(courseNotes)
    .innerJoin(users, eq(users.id, courseNotes.userId))
    .leftJoin(courseChapters, eq(courseChapters.id, courseNotes.chapterId))
    .where(where)
    .orderBy(desc(courseNotes.createdAt), desc(courseNotes.id))
    .limit(limit)
    .offset(offset);
}
export type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

/** Notes of a course (or one chapter), newest first; `mine` keeps only the caller's own. */
export async function listNotes(db: DbOrTx, actor: Actor, query: TCourseNotesQuery, mine: boolean) {
  await requireVisibleCourse(db, actor, query.courseId);
  const where = and(
    eq(courseNotes.tenantId, actor.tenantId),
    eq(courseNotes.courseId, query.courseId),
    query.chapterId === undefined ? undefined : eq(courseNotes.chapterId, query.chapterId),
    mine ? eq(courseNotes.userId, actor.userId) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectNotes(db, where, limit, offset),
    db.select({ n: count() }).from(courseNotes).where(where),
  ]);
  return { rows, totalNum: Number(total?.n ?? 0) };
}

async function findNote(db: DbOrTx, actor: Actor, id: number): Promise<NoteRow | undefined> {
  const [row] = await selectNotes(
    db,
    and(eq(courseNotes.tenantId, actor.tenantId), eq(courseNotes.id, id)),
    1,
    0,
  );
  return row;
}

export async function saveNote(db: DbOrTx, actor: Actor, input: TSaveCourseNote): Promise<NoteRow> {
  await requireVisibleCourse(db, actor, input.courseId);
  if (input.chapterId !== undefined) {
    const [chapter] = await db
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(
        and(
          eq(courseChapters.tenantId, actor.tenantId),
          eq(courseChapters.courseId, input.courseId),
          eq(courseChapters.id, input.chapterId),
        ),
      );
    if (!chapter) throw new AppError('COURSE_CHAPTER_MISMATCH');
  }
  const [note] = await db
    .insert(courseNotes)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      courseId: input.courseId,
      chapterId: input.chapterId ?? null,
      content: input.content,
      position: input.position,
    })
    .returning({ id: courseNotes.id });
  return requireFound(await findNote(db, actor, requireFound(note).id));
}

export async function editNote(db: DbOrTx, actor: Actor, input: TEditCourseNote): Promise<NoteRow> {
  requireAuthor(await findNote(db, actor, input.id), actor);
  await db
    .update(courseNotes)
    .set({ content: input.content, updatedAt: new Date() })
    .where(and(eq(courseNotes.tenantId, actor.tenantId), eq(courseNotes.id, input.id)));
  return requireFound(await findNote(db, actor, input.id));
}

export async function deleteNote(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  requireAuthor(await findNote(db, actor, id), actor);
  await db.delete(courseNotes).where(and(eq(courseNotes.tenantId, actor.tenantId), eq(courseNotes.id, id)));
}
