// Chapters as the back-office editor writes them: every type the learner player plays, files and videos
// through the file service (an uploaded file becomes readable by the tenant once a chapter carries it),
// the set replaced in the order given, and a reorder from an ordered id list.
import { ChapterType, fileApiPath, filePaths, type TChapterInput } from '@elearning/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { courseChapters } from '../../db/schema/index.ts';
import { canReadFile } from '../file/policy.ts';
import { findFile, findVideo } from '../file/queries.ts';
import { setFilePublic } from '../file/record-service.ts';

type ChapterValues = Omit<typeof courseChapters.$inferInsert, 'tenantId' | 'courseId' | 'id'>;

const missing = (field: string) => new AppError('COURSE_REF_MISSING', { params: { field } });

/** What one input chapter stores, its file or video checked in the caller's tenant. */
async function valuesOf(
  tx: DbOrTx,
  actor: Actor,
  chapter: TChapterInput,
  index: number,
): Promise<ChapterValues> {
  const base: ChapterValues = {
    name: chapter.name,
    type: chapter.type,
    sort: index,
    content: '',
    durationSeconds: 0,
    videoId: null,
    fileId: null,
    fileUrl: '',
    fileName: '',
    fileSize: 0,
    linkUrl: '',
  };
  const field = `chapters.${index}`;
  switch (chapter.type) {
    case ChapterType.video: {
      const video = chapter.videoId ? await findVideo(tx, actor.tenantId, chapter.videoId) : null;
      if (!video) throw missing(`${field}.videoId`);
      return {
        ...base,
        videoId: video.id,
        durationSeconds: Math.round(video.duration ?? 0),
        fileName: video.fileName,
      };
    }
    case ChapterType.courseware:
    case ChapterType.material: {
      const file = chapter.fileId ? await findFile(tx, actor.tenantId, chapter.fileId) : null;
      if (!file || !canReadFile(actor, file)) throw missing(`${field}.fileId`);
      if (!file.isPublic) await setFilePublic(tx, actor.tenantId, file.id, true);
      return {
        ...base,
        fileId: file.id,
        fileUrl: fileApiPath(filePaths.file, `${file.id}.${file.ext}`),
        fileName: chapter.fileName ?? file.originalName,
        fileSize: file.size,
      };
    }
    case ChapterType.homework:
      return { ...base, linkUrl: chapter.linkUrl ?? '', content: sanitizeRichText(chapter.content ?? '') };
    default:
      return { ...base, content: sanitizeRichText(chapter.content ?? '') };
  }
}

/** Replaces the course's chapters with `input`, in its order: ids kept are updated, others removed. */
export async function replaceChapters(tx: DbOrTx, actor: Actor, courseId: number, input: TChapterInput[]) {
  const existing = await queryRows(
    tx,
    sql`select id from course_chapters where tenant_id = ${actor.tenantId} and course_id = ${courseId}`,
    { id: col.int },
  );
  const own = new Set(existing.map((row) => row.id));
  const kept: number[] = [];
  for (const [index, chapter] of input.entries()) {
    if (chapter.id !== undefined && !own.has(chapter.id)) throw new AppError('COURSE_CHAPTER_MISMATCH');
    const values = await valuesOf(tx, actor, chapter, index);
    if (chapter.id !== undefined) {
      kept.push(chapter.id);
      await tx
        .update(courseChapters)
        .set(values)
        .where(and(eq(courseChapters.tenantId, actor.tenantId), eq(courseChapters.id, chapter.id)));
    } else {
      const [row] = await tx
        .insert(courseChapters)
        .values({ ...values, tenantId: actor.tenantId, courseId })
        .returning({ id: courseChapters.id });
      if (row) kept.push(row.id);
    }
  }
  const gone = and(eq(courseChapters.tenantId, actor.tenantId), eq(courseChapters.courseId, courseId));
  await tx
    .delete(courseChapters)
    .where(kept.length > 0 ? and(gone, notInArray(courseChapters.id, kept)) : gone);
}

/** Puts the course's chapters in the given order; the list must name every chapter exactly once. */
export async function reorderChapters(tx: DbOrTx, tenantId: string, courseId: number, ids: number[]) {
  const existing = await queryRows(
    tx,
    sql`select id from course_chapters where tenant_id = ${tenantId} and course_id = ${courseId} for update`,
    { id: col.int },
  );
  const wanted = new Set(ids);
  if (
    wanted.size !== ids.length ||
    existing.length !== ids.length ||
    existing.some((row) => !wanted.has(row.id))
  ) {
    throw new AppError('COURSE_CHAPTER_MISMATCH');
  }
  for (const [index, id] of ids.entries()) {
    await tx
      .update(courseChapters)
      .set({ sort: index })
      .where(and(eq(courseChapters.tenantId, tenantId), eq(courseChapters.id, id)));
  }
}

/** Copies the chapters of one course onto another (same tenant), in order. */
export async function copyChapters(tx: DbOrTx, tenantId: string, fromId: number, toId: number) {
  await tx.execute(sql`insert into course_chapters (tenant_id, course_id, name, type, sort, duration_seconds,
      content, video_id, file_id, file_url, file_name, file_size, link_url)
    select tenant_id, ${toId}, name, type, sort, duration_seconds, content, video_id, file_id, file_url,
      file_name, file_size, link_url
    from course_chapters where tenant_id = ${tenantId} and course_id = ${fromId} order by sort, id`);
}
