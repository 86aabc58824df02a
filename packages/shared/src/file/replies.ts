// Reply shapes of the file service: a stored file as every reply describes it, the upload token, the
// document preview and the video calls.
import type { UploadKind } from './upload-rules.ts';

/** Reply of `GET /api/common/v1/upload/token`. */
export type TUploadToken = {
  uploadToken: string;
  /** Origin of the upload host; the upload goes to `{domain}/eln/upload`. */
  domain: string;
  /** Where this web client should post (same-origin `/api/eln/upload` unless a separate host is set). */
  uploadUrl: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
};

/** The stored file as every reply describes it (SPEC §3 "Uploaded file": fileName, fileUrl, fileSize, updateTime). */
export type TStoredFile = {
  fileId: string;
  fileName: string;
  /**
   * Absolute address (http…), as material records need it. It ends with the stored name (id + original
   * extension, SPEC §5): the original clients tell a file's type from it.
   */
  fileUrl: string;
  /** Same-origin path of the file (also ending with the stored name), for links and images in the app. */
  url: string;
  fileSize: number;
  updateTime: number;
  kind: UploadKind;
  ext: string;
  mime: string;
  public: boolean;
  previewable: boolean;
  videoId?: string;
};

export type TPreviewKind = 'pdf' | 'image' | 'unsupported' | 'converting';

/** Reply of `GET /api/common/v1/file/{id}/preview`. */
export type TFilePreview = {
  kind: TPreviewKind;
  /** Short-lived signed address of what to show (PDF or image); null unless kind is pdf or image. */
  url: string | null;
  /** Signed address of the original file, offered when it cannot be shown. */
  downloadUrl: string;
  /** Why the preview is not shown (converter missing, failed, unsupported type, converting). */
  message: string | null;
  watermark: { text: string; date: string };
  file: TStoredFile;
};

/** Reply of `createUploadVideo` / `refreshUploadVideo`. */
export type TVideoUpload = {
  videoId: string;
  uploadAddress: string;
  uploadAuth: string;
  requestId: string;
};

export type TVideoMeta = {
  videoId: string;
  title: string;
  /** Seconds; null until known. */
  duration: number | null;
  status: 'uploading' | 'ready';
  /** 'none' | 'pending' | 'processing' | 'ready' | 'failed' | 'unavailable' */
  hlsState: string;
};

/** Reply of `getPlayAuthIA/{id}` and `getVideoPlayAuth`. */
export type TVideoPlayAuth = {
  playAuth: string;
  playUrl: string;
  format: 'hls' | 'mp4';
  expiresAt: number;
  videoMeta: TVideoMeta;
};

/** Reply of `getVodMUrl/{id}`. */
export type TVodUrl = { url: string; format: 'hls' | 'mp4'; duration: number | null; expiresAt: number };
