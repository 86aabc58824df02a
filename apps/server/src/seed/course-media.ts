// Stores the demo course media through the file service's storage once per tenant: a 20-second lesson
// video (played from the MP4 with range requests) and a handbook PDF (courseware preview and material
// download). The files are committed fixtures (fixtures/make-fixtures.sh made them), so seeding never
// needs ffmpeg or LibreOffice.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client.ts';
import { videos } from '../db/schema/index.ts';
import { mimeOf } from '../modules/file/file-types.ts';
import { filePath } from '../modules/file/presenter.ts';
import { createFileRecord, storageKeyFor } from '../modules/file/record-service.ts';
import type { FileStorage } from '../storage/index.ts';
import type { CourseMedia } from './course-seed.ts';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const VIDEO_SECONDS = 20;

/** Stores a committed fixture file as a public file of the tenant (course media and covers). */
export async function storeFixture(
  db: DbOrTx,
  storage: FileStorage,
  owner: { tenantId: string; userId: number },
  fixture: { file: string; name: string; kind: 'video' | 'document' | 'image' },
) {
  const source = path.join(FIXTURES, fixture.file);
  const ext = path.extname(fixture.file).slice(1);
  const id = randomUUID();
  const storedName = `${id}.${ext}`;
  const storageKey = storageKeyFor(owner.tenantId, storedName);
  const stored = await storage.put(storageKey, createReadStream(source));
  return createFileRecord(db, {
    id,
    tenantId: owner.tenantId,
    ownerUserId: owner.userId,
    originalName: fixture.name,
    storedName,
    storageKey,
    ext,
    kind: fixture.kind,
    mime: mimeOf(ext),
    size: stored.size,
    sha256: stored.sha256,
    // Course media are read by every learner of the tenant.
    isPublic: true,
  });
}

export async function storeCourseMedia(
  db: DbOrTx,
  storage: FileStorage,
  owner: { tenantId: string; userId: number },
  lang: 'zh-CN' | 'en',
): Promise<CourseMedia> {
  await stat(path.join(FIXTURES, 'lesson.mp4'));
  const videoFile = await storeFixture(db, storage, owner, {
    file: 'lesson.mp4',
    name: lang === 'en' ? 'sample-lesson.mp4' : '课程示例视频.mp4',
    kind: 'video',
  });
  const [video] = await db
    .insert(videos)
    .values({
      id: randomUUID(),
      tenantId: owner.tenantId,
      ownerUserId: owner.userId,
      title: videoFile.originalName.replace(/\.mp4$/, ''),
      fileName: videoFile.originalName,
      fileId: videoFile.id,
      duration: VIDEO_SECONDS,
      durationSource: 'ffprobe',
      // The MP4 is tiny and already web-ready: no rendition needed.
      hlsState: 'unavailable',
    })
    .returning({ id: videos.id });
  const handbook = await storeFixture(db, storage, owner, {
    file: 'handbook.pdf',
    name: lang === 'en' ? 'course-handbook.pdf' : '课程学习手册.pdf',
    kind: 'document',
  });
  return {
    video: { id: video!.id, duration: VIDEO_SECONDS },
    document: {
      fileId: handbook.id,
      fileName: handbook.originalName,
      fileSize: handbook.size,
      fileUrl: filePath(handbook.storedName),
    },
  };
}
