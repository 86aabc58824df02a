// Who may do what with files and videos, in one place: every refusal of the file service is decided and
// thrown here. Lookups are already limited to the caller's tenant; within it a file is read by its owner,
// or by anyone when it is public. Anything the caller may not read is simply not found.
import { AppError } from '../../core/app-error.ts';
import { keyOfGrant, verifyGrant } from '../../storage/signing.ts';
import type { FileRow, VideoRow } from './queries.ts';

/** The caller as the file service sees them: a signed-in user of a tenant, or nobody. */
export type FileCaller = { tenantId: string; userId: number } | null;

type FileFacts = Pick<FileRow, 'tenantId' | 'ownerUserId' | 'isPublic' | 'ext'>;
type VideoFacts = Pick<VideoRow, 'tenantId' | 'ownerUserId'>;

const owns = (caller: FileCaller, record: { tenantId: string; ownerUserId: number }) =>
  caller !== null && caller.tenantId === record.tenantId && caller.userId === record.ownerUserId;

/** Read (download, preview, zip) a file. Anonymous callers see public files only. */
export function canReadFile(caller: FileCaller, file: FileFacts): boolean {
  if (file.isPublic) return caller === null || caller.tenantId === file.tenantId;
  return owns(caller, file);
}

/** Delete a file: its owner only. */
export function canDeleteFile(caller: FileCaller, file: FileFacts): boolean {
  return owns(caller, file);
}

/** Play a video: any signed-in user of its tenant (course pages decide who is shown which video). */
export function canPlayVideo(caller: FileCaller, video: VideoFacts): boolean {
  return caller !== null && caller.tenantId === video.tenantId;
}

/** Renew the upload of a video: the user who created it. */
export function canManageVideo(caller: FileCaller, video: VideoFacts): boolean {
  return owns(caller, video);
}

/**
 * The file, when the caller may read it and, addressed by stored name, the extension matches; else
 * NOT_FOUND, so ids of others are not confirmed.
 */
export function requireReadable<F extends FileFacts>(
  caller: FileCaller,
  file: F | null,
  ext?: string | null,
): F {
  if (!file || !canReadFile(caller, file) || (ext && ext !== file.ext)) throw new AppError('NOT_FOUND');
  return file;
}

/** A file the caller may delete: unreadable is NOT_FOUND, readable but not theirs FORBIDDEN. */
export function requireDeletable<F extends FileFacts>(caller: FileCaller, file: F | null): F {
  const readable = requireReadable(caller, file);
  if (!canDeleteFile(caller, readable)) throw new AppError('FORBIDDEN');
  return readable;
}

export function requirePlayable<V extends VideoFacts>(caller: FileCaller, video: V | null): V {
  if (!video || !canPlayVideo(caller, video)) throw new AppError('NOT_FOUND');
  return video;
}

export function requireManageable<V extends VideoFacts>(caller: FileCaller, video: V | null): V {
  if (!video || !canManageVideo(caller, video)) throw new AppError('NOT_FOUND');
  return video;
}

/**
 * The stored key a signed link grants (`/signed-file/{grant}/{name}`): an expired or forged grant is
 * FORBIDDEN, a name outside the granted prefix NOT_FOUND.
 */
export function requireGrantedKey(secret: string, path: string) {
  const [token = '', name = '', ...extra] = path.split('/');
  if (extra.length > 0) throw new AppError('NOT_FOUND');
  const grant = verifyGrant(secret, token);
  if (grant === 'expired' || grant === 'invalid') throw new AppError('FORBIDDEN');
  const key = keyOfGrant(grant, name);
  if (!key) throw new AppError('NOT_FOUND');
  return { key, name, grant };
}
