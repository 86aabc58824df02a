// File records: create, publish, delete with their stored objects. Every statement is limited to one
// tenant (queries.ts). Other modules use these to attach uploaded files to their own records.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, videos } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { type FileRow, fileOfTenant, type NewFileRow } from './queries.ts';

export { type FileRow, findFile, type NewFileRow } from './queries.ts';

export async function createFileRecord(db: DbOrTx, row: NewFileRow): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  if (!created) throw new Error('createFileRecord: no row');
  return created;
}

/** Lets anyone of the tenant read a file (a course cover, a rich-text image), or takes that back. */
export async function setFilePublic(
  db: DbOrTx,
  tenantId: string,
  id: string,
  isPublic: boolean,
): Promise<void> {
  await db.update(files).set({ isPublic, updatedAt: new Date() }).where(fileOfTenant(tenantId, id));
}

export async function setPreviewState(
  db: DbOrTx,
  tenantId: string,
  id: string,
  state: { previewState: string; previewKey?: string | null },
): Promise<void> {
  await db.update(files).set(state).where(fileOfTenant(tenantId, id));
}

/** Removes a file, its preview and any HLS rendition of a video made from it. */
export async function deleteFile(db: DbOrTx, storage: FileStorage, file: FileRow): Promise<void> {
  const linked = await db
    .select({ hlsPrefix: videos.hlsPrefix })
    .from(videos)
    .where(and(eq(videos.tenantId, file.tenantId), eq(videos.fileId, file.id)));
  await db.delete(files).where(fileOfTenant(file.tenantId, file.id));
  await storage.delete(file.storageKey);
  if (file.previewKey) await storage.delete(file.previewKey);
  for (const video of linked) if (video.hlsPrefix) await storage.delete(video.hlsPrefix);
}

/** `deleteFile` for the delete endpoint: a storage failure is DELETE_FAILED with its reason, and logged. */
export async function removeFile(
  db: DbOrTx,
  storage: FileStorage,
  file: FileRow,
  log: { error(details: object, message: string): void },
): Promise<void> {
  try {
    await deleteFile(db, storage, file);
  } catch (error) {
    log.error({ err: error }, 'file delete failed');
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('DELETE_FAILED', { params: { reason: reason.slice(0, 100) } });
  }
}

/** Storage key of a new file: tenant, year and month, then the stored name. */
export function storageKeyFor(tenantId: string, storedName: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${now.getUTCFullYear()}/${month}/${storedName}`;
}
