// JSON shapes of the file service: a stored file as every reply describes it (SPEC §3 "Uploaded file"),
// the upload token, the preview answer and the video calls. Services hand over data; the reply is built
// here.
import { randomUUID } from 'node:crypto';
import {
  fileApiPath,
  filePaths,
  isPreviewable,
  type Lang,
  type TFilePreview,
  type TStoredFile,
  type TUploadToken,
  type TVideoPlayAuth,
  type TVideoUpload,
  type TVodUrl,
  translate,
  type UploadKind,
} from '@elearning/shared';
import { mimeOf } from './file-types.ts';
import type { PreviewData } from './preview-service.ts';
import type { FileRow, VideoRow } from './queries.ts';
import type { ObjectToSend } from './send-object.ts';
import type { PlayData, VideoUploadData } from './video-service.ts';

/** Same-origin path of a file; ends with the stored name (id + original extension) when it is given. */
export function filePath(fileIdOrStoredName: string): string {
  return fileApiPath(filePaths.file, fileIdOrStoredName);
}

/**
 * `origin` is `https://host[:port]` of the API server, so `fileUrl` is the absolute address. Both
 * addresses end with the stored name (SPEC §5): the original clients tell a file's type from it.
 */
export function presentFile(file: FileRow, origin: string, videoId?: string): TStoredFile {
  const url = filePath(file.storedName);
  return {
    fileId: file.id,
    fileName: file.originalName,
    fileUrl: `${origin}${url}`,
    url,
    fileSize: file.size,
    updateTime: file.updatedAt.getTime(),
    kind: file.kind as UploadKind,
    ext: file.ext,
    mime: file.mime,
    public: file.isPublic,
    previewable: isPreviewable(file.ext),
    ...(videoId ? { videoId } : {}),
  };
}

export function presentUploadToken(
  issued: { token: string; expiresAt: number },
  where: { domain: string; uploadUrl: string },
): TUploadToken {
  return { uploadToken: issued.token, ...where, expiresAt: issued.expiresAt };
}

export function presentPreview(
  preview: PreviewData,
  options: { file: FileRow; origin: string; lang: Lang },
): TFilePreview {
  return {
    kind: preview.kind,
    url: preview.url,
    downloadUrl: preview.downloadUrl,
    message: preview.message ? translate(preview.message, options.lang) : null,
    watermark: preview.watermark,
    file: presentFile(options.file, options.origin),
  };
}

export function presentVideoUpload(upload: VideoUploadData): TVideoUpload {
  return { ...upload, requestId: randomUUID() };
}

function presentVideoMeta(video: VideoRow): TVideoPlayAuth['videoMeta'] {
  return {
    videoId: video.id,
    title: video.title,
    duration: video.duration,
    status: video.fileId ? 'ready' : 'uploading',
    hlsState: video.hlsState,
  };
}

export function presentPlayAuth(play: PlayData): TVideoPlayAuth {
  const { video, ...rest } = play;
  return { ...rest, videoMeta: presentVideoMeta(video) };
}

export function presentVodUrl(play: PlayData): TVodUrl {
  return { url: play.playUrl, format: play.format, duration: play.video.duration, expiresAt: play.expiresAt };
}

/** How a stored file is sent to the app: its own type and name, revalidated on every use. */
export function presentDownload(file: FileRow, attachment: boolean): ObjectToSend {
  return {
    key: file.storageKey,
    mime: file.mime,
    fileName: file.originalName,
    attachment,
    etag: file.sha256 ?? `${file.id}-${file.size}`,
    cacheSeconds: 0,
  };
}

/** How a signed link's object is sent: typed by its extension, cacheable until the grant expires. */
export function presentGrantedObject(granted: {
  key: string;
  name: string;
  grant: { attachment: boolean; expiresAt: number };
}): ObjectToSend {
  const { key, name, grant } = granted;
  return {
    key,
    mime: mimeOf(key.slice(key.lastIndexOf('.') + 1)),
    fileName: name || key.slice(key.lastIndexOf('/') + 1),
    attachment: grant.attachment,
    cacheSeconds: Math.max(0, Math.floor((grant.expiresAt - Date.now()) / 1000)),
  };
}
