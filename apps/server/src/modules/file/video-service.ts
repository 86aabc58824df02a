// Videos of SPEC §7 over our own storage: a video is announced (createUploadVideo → videoId and an upload
// token bound to it), uploaded through `/eln/upload`, its duration read with ffprobe (else the client's),
// and an HLS rendition made in the background when ffmpeg is present. Play calls answer short-lived
// signed URLs: the HLS playlist when ready, otherwise the original file served with range requests.
import { randomUUID } from 'node:crypto';
import { checkUpload, filePaths, type TCreateUploadVideo } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { videos } from '../../db/schema/index.ts';
import { sealToken } from '../../storage/signing.ts';
import type { FileServices } from './context.ts';
import { withLocalCopy } from './local-copy.ts';
import { makeHls, probeDuration } from './media.ts';
import { requireManageable, requirePlayable } from './policy.ts';
import { type FileRow, findFile, findVideo, type VideoRow, videoOfTenant } from './queries.ts';
import { deleteFile } from './record-service.ts';
import { issueUploadToken } from './upload-token.ts';

/** Play URLs outlive a lesson, yet are useless soon after. */
export const PLAY_URL_TTL_SECONDS = 3 * 60 * 60;

/** Where and with what the client uploads a video's file. */
export type VideoUploadData = { videoId: string; uploadAddress: string; uploadAuth: string };

/** A signed play address and the video it plays. */
export type PlayData = {
  playAuth: string;
  playUrl: string;
  format: 'hls' | 'mp4';
  expiresAt: number;
  video: VideoRow;
};

function uploadData(
  services: FileServices,
  origin: string,
  video: VideoRow,
  userId: number,
): VideoUploadData {
  const { token } = issueUploadToken(services.secret, {
    tenantId: video.tenantId,
    userId,
    videoId: video.id,
  });
  return {
    videoId: video.id,
    uploadAddress: `${services.uploadDomain ?? origin}${filePaths.upload}`,
    uploadAuth: token,
  };
}

export async function createUploadVideo(
  services: FileServices,
  viewer: Actor,
  input: TCreateUploadVideo,
  origin: string,
): Promise<VideoUploadData> {
  const rule = checkUpload({ fileName: input.fileName, size: input.fileSize ?? 0 });
  if (!rule.ok) {
    throw new AppError(rule.message === 'file.videoTooLarge' ? 'FILE_VIDEO_TOO_LARGE' : 'FILE_WRONG_FORMAT');
  }
  if (rule.kind !== 'video') throw new AppError('FILE_WRONG_FORMAT');
  const [video] = await services.db
    .insert(videos)
    .values({
      id: randomUUID(),
      tenantId: viewer.tenantId,
      ownerUserId: viewer.userId,
      title: input.title ?? input.fileName.replace(/\.[^.]+$/, ''),
      fileName: input.fileName,
      duration: input.duration ?? null,
      durationSource: input.duration === undefined ? null : 'client',
    })
    .returning();
  if (!video) throw new Error('createUploadVideo: no row');
  return uploadData(services, origin, video, viewer.userId);
}

/** A fresh upload token for a video the caller created. */
export async function refreshUploadVideo(
  services: FileServices,
  viewer: Actor,
  videoId: string,
  origin: string,
): Promise<VideoUploadData> {
  const video = requireManageable(viewer, await findVideo(services.db, viewer.tenantId, videoId));
  return uploadData(services, origin, video, viewer.userId);
}

/** Links a finished upload to its video, reads the duration, and queues the HLS rendition. */
export async function attachVideoFile(
  services: FileServices,
  options: { tenantId: string; videoId: string; file: FileRow },
): Promise<string> {
  const { tenantId, videoId, file } = options;
  const video = await findVideo(services.db, tenantId, videoId);
  if (!video || video.ownerUserId !== file.ownerUserId) {
    await deleteFile(services.db, services.storage, file);
    throw new AppError('UPLOAD_TOKEN_INVALID');
  }
  const probed = await withLocalCopy(services.storage, file.storageKey, file.ext, (path) =>
    probeDuration(services.tools, path),
  );
  const hasFfmpeg = (await services.tools.get('ffmpeg')) !== null;
  await services.db
    .update(videos)
    .set({
      fileId: file.id,
      ...(probed === null ? {} : { duration: probed, durationSource: 'ffprobe' }),
      hlsState: hasFfmpeg ? 'pending' : 'unavailable',
      hlsPrefix: null,
      updatedAt: new Date(),
    })
    .where(videoOfTenant(tenantId, videoId));
  // A re-upload replaces the earlier file and its rendition.
  if (video.fileId && video.fileId !== file.id) {
    const previous = await findFile(services.db, tenantId, video.fileId);
    if (previous) await deleteFile(services.db, services.storage, previous);
    if (video.hlsPrefix) await services.storage.delete(video.hlsPrefix);
  }
  if (hasFfmpeg)
    void services.mediaQueue.enqueue(`hls:${videoId}`, () => renderHls(services, tenantId, videoId));
  return videoId;
}

async function renderHls(services: FileServices, tenantId: string, videoId: string): Promise<void> {
  const video = await findVideo(services.db, tenantId, videoId);
  const file = video?.fileId ? await findFile(services.db, tenantId, video.fileId) : null;
  if (!video || !file) return;
  const where = videoOfTenant(tenantId, videoId);
  await services.db.update(videos).set({ hlsState: 'processing' }).where(where);
  const prefix = `${tenantId}/hls/${videoId}/${file.id}/`;
  try {
    const made = await withLocalCopy(services.storage, file.storageKey, file.ext, (path) =>
      makeHls(services.tools, services.storage, path, prefix),
    );
    await services.db
      .update(videos)
      .set(
        made ? { hlsState: 'ready', hlsPrefix: prefix, updatedAt: new Date() } : { hlsState: 'unavailable' },
      )
      .where(and(where, eq(videos.fileId, file.id)));
  } catch (error) {
    await services.storage.delete(prefix);
    await services.db.update(videos).set({ hlsState: 'failed' }).where(where);
    throw error;
  }
}

/** The signed play URL of a video (HLS when ready, else the original), for any signed-in user of its tenant. */
export async function playVideo(services: FileServices, viewer: Actor, videoId: string): Promise<PlayData> {
  const video = requirePlayable(viewer, await findVideo(services.db, viewer.tenantId, videoId));
  const file = video.fileId ? await findFile(services.db, video.tenantId, video.fileId) : null;
  if (!file) throw new AppError('VIDEO_NOT_READY');
  const expiresAt = Date.now() + PLAY_URL_TTL_SECONDS * 1000;
  const ttlSeconds = PLAY_URL_TTL_SECONDS;
  const hlsPrefix = video.hlsState === 'ready' ? video.hlsPrefix : null;
  const playUrl = hlsPrefix
    ? services.storage.signedUrl(hlsPrefix, { ttlSeconds, fileName: 'index.m3u8' })
    : services.storage.signedUrl(file.storageKey, { ttlSeconds, fileName: file.originalName });
  const playAuth = sealToken(services.secret, 'video-play', {
    v: video.id,
    t: video.tenantId,
    u: viewer.userId,
    e: Math.floor(expiresAt / 1000),
  });
  return { playAuth, playUrl, format: hlsPrefix ? 'hls' : 'mp4', expiresAt, video };
}
