// File records: create, find (always within one tenant), publish, delete with their stored objects.
// Other modules use these to attach uploaded files to their own records.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, videos } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function createFileRecord(db: DbOrTx, row: NewFileRow): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

export async function findFile(db: DbOrTx, tenantId: string, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
    .limit(1);
  return row ?? null;
}

/** Lets anyone of the tenant read a file (a course cover, a rich-text image), or takes that back. */
export async function setFilePublic(
  db: DbOrTx,
  tenantId: string,
  id: string,
  isPublic: boolean,
): Promise<void> {
  await db
    .update(files)
    .set({ isPublic, updatedAt: new Date() })
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
}

export async function setPreviewState(
  db: DbOrTx,
  tenantId: string,
  id: string,
  state: { previewState: string; previewKey?: string | null },
): Promise<void> {
  await db
    .update(files)
    .set(state)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
}

/** Removes a file, its preview and any HLS rendition of a video made from it. */
export async function deleteFile(db: DbOrTx, storage: FileStorage, file: FileRow): Promise<void> {
  const linked = await db
    .select({ hlsPrefix: videos.hlsPrefix })
    .from(videos)
    .where(and(eq(videos.tenantId, file.tenantId), eq(videos.fileId, file.id)));
  await db.delete(files).where(and(eq(files.tenantId, file.tenantId), eq(files.id, file.id)));
  await storage.delete(file.storageKey);
  if (file.previewKey) await storage.delete(file.previewKey);
  for (const video of linked) if (video.hlsPrefix) await storage.delete(video.hlsPrefix);
}

/** Storage key of a new file: tenant, year and month, then the stored name. */
export function storageKeyFor(tenantId: string, storedName: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${now.getUTCFullYear()}/${month}/${storedName}`;
}
