// Lookups every part of the file service shares, written once: a file or a video is always found within
// one tenant, so an id of another tenant never matches.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, videos } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
export type VideoRow = typeof videos.$inferSelect;

/** WHERE: this file of this tenant. */
export const fileOfTenant = (tenantId: string, id: string) =>
  and(eq(files.tenantId, tenantId), eq(files.id, id));

/** WHERE: this video of this tenant. */
export const videoOfTenant = (tenantId: string, id: string) =>
  and(eq(videos.tenantId, tenantId), eq(videos.id, id));

export async function findFile(db: DbOrTx, tenantId: string, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(fileOfTenant(tenantId, id)).limit(1);
  return row ?? null;
}

export async function findVideo(db: DbOrTx, tenantId: string, id: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(videoOfTenant(tenantId, id)).limit(1);
  return row ?? null;
}
