// Course notes (SPEC §7 getCourseNotesList[PC], saveCourseNote[PC], editCourseNote, deleteCourseNote):
// 200 characters on a chapter. Everyone who can see the course reads its notes; only the author edits
// or deletes one.
import type { TCourseNotesQuery, TEditCourseNote, TSaveCourseNote } from '@elearning/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { courseChapters, courseNotes, users } from '../../db/schema/index.ts';
import { requireVisibleCourse } from './course-service.ts';
import { assertAuthor, type Viewer } from './policy.ts';
import type { NoteRow } from './presenter.ts';

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

/** Notes of a course (or one chapter), newest first; `mine` keeps only the viewer's own. */
export async function listNotes(
  db: DbOrTx,
  viewer: Viewer,
  query: TCourseNotesQuery,
  mine: boolean,
): Promise<{ rows: NoteRow[]; totalNum: number }> {
  await requireVisibleCourse(db, viewer, query.courseId);
  const where = and(
    eq(courseNotes.tenantId, viewer.tenantId),
    eq(courseNotes.courseId, query.courseId),
    query.chapterId === undefined ? undefined : eq(courseNotes.chapterId, query.chapterId),
    mine ? eq(courseNotes.userId, viewer.userId ?? 0) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectNotes(db, where, query.pageSize, (query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(courseNotes).where(where),
  ]);
  return { rows, totalNum: Number(total?.n ?? 0) };
}

async function findNote(db: DbOrTx, viewer: Viewer, id: number): Promise<NoteRow> {
  const [row] = await selectNotes(
    db,
    and(eq(courseNotes.tenantId, viewer.tenantId), eq(courseNotes.id, id)),
    1,
    0,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function saveNote(db: DbOrTx, viewer: Viewer, input: TSaveCourseNote): Promise<NoteRow> {
  if (viewer.userId === null) throw new AppError('UNAUTHORIZED');
  await requireVisibleCourse(db, viewer, input.courseId);
  if (input.chapterId !== undefined) {
    const [chapter] = await db
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(
        and(
          eq(courseChapters.tenantId, viewer.tenantId),
          eq(courseChapters.courseId, input.courseId),
          eq(courseChapters.id, input.chapterId),
        ),
      );
    if (!chapter) throw new AppError('COURSE_CHAPTER_MISMATCH');
  }
  const [note] = await db
    .insert(courseNotes)
    .values({
      tenantId: viewer.tenantId,
      userId: viewer.userId,
      courseId: input.courseId,
      chapterId: input.chapterId ?? null,
      content: input.content,
      position: input.position,
    })
    .returning({ id: courseNotes.id });
  return findNote(db, viewer, note!.id);
}

export async function editNote(db: DbOrTx, viewer: Viewer, input: TEditCourseNote): Promise<NoteRow> {
  const note = await findNote(db, viewer, input.id);
  assertAuthor(note.userId, viewer);
  await db
    .update(courseNotes)
    .set({ content: input.content, updatedAt: new Date() })
    .where(and(eq(courseNotes.tenantId, viewer.tenantId), eq(courseNotes.id, input.id)));
  return findNote(db, viewer, input.id);
}

export async function deleteNote(db: DbOrTx, viewer: Viewer, id: number): Promise<void> {
  const note = await findNote(db, viewer, id);
  assertAuthor(note.userId, viewer);
  await db.delete(courseNotes).where(and(eq(courseNotes.tenantId, viewer.tenantId), eq(courseNotes.id, id)));
}
