// JSON shapes of the file service: a stored file as every reply describes it (SPEC §3 "Uploaded file").
import { isPreviewable, type TStoredFile, type UploadKind } from '@elearning/shared';
import type { FileRow } from './service.ts';

/** Same-origin path of a file's download endpoint. */
export function filePath(fileId: string): string {
  return `/api/common/v1/file/${fileId}`;
}

/** `origin` is `https://host[:port]` of the API server, so `fileUrl` is the absolute address. */
export function presentFile(file: FileRow, origin: string, videoId?: string): TStoredFile {
  return {
    fileId: file.id,
    fileName: file.originalName,
    fileUrl: `${origin}${filePath(file.id)}`,
    url: filePath(file.id),
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
