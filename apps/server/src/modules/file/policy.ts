// Who may do what with files and videos, in one place. Every lookup is already limited to the caller's
// tenant; within it a file is read by its owner, or by anyone when it is public.
import type { files, videos } from '../../db/schema/index.ts';

export type Viewer = { tenantId: string; userId: number } | null;

type FileFacts = Pick<typeof files.$inferSelect, 'tenantId' | 'ownerUserId' | 'isPublic'>;
type VideoFacts = Pick<typeof videos.$inferSelect, 'tenantId' | 'ownerUserId'>;

/** Read (download, preview) a file. Anonymous callers see public files only. */
export function canReadFile(viewer: Viewer, file: FileFacts): boolean {
  if (file.isPublic) return viewer === null || viewer.tenantId === file.tenantId;
  return viewer !== null && viewer.tenantId === file.tenantId && viewer.userId === file.ownerUserId;
}

/** Delete a file: its owner only. */
export function canDeleteFile(viewer: Viewer, file: FileFacts): boolean {
  return viewer !== null && viewer.tenantId === file.tenantId && viewer.userId === file.ownerUserId;
}

/** Play a video: any signed-in user of its tenant (course pages decide who is shown which video). */
export function canPlayVideo(viewer: Viewer, video: VideoFacts): boolean {
  return viewer !== null && viewer.tenantId === video.tenantId;
}

/** Renew the upload of a video: the user who created it. */
export function canManageVideo(viewer: Viewer, video: VideoFacts): boolean {
  return viewer !== null && viewer.tenantId === video.tenantId && viewer.userId === video.ownerUserId;
}
