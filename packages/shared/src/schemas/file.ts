// Request schemas and reply shapes of the file service (SPEC §7 Common: upload token, upload host,
// video calls; SPEC §1 document preview): what the server validates and what the web app reads back.
import { z } from 'zod';
import { UPLOAD_RULES, type UploadKind } from '../upload.ts';
import { zOptionalText, zRequiredText } from '../validation.ts';

/** File and video ids are random UUIDs (never guessable, never sequential). */
export const FILE_ID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const VIDEO_TITLE_MAX = 128;

const fileId = z.string({ error: 'validation.fileId.invalid' }).regex(FILE_ID_REGEX, {
  error: 'validation.fileId.invalid',
});
const videoId = z.string({ error: 'validation.videoId.invalid' }).regex(FILE_ID_REGEX, {
  error: 'validation.videoId.invalid',
});

/** A yes/no form or query flag: true, 'true', '1', 1. */
const zFlag = z.preprocess(
  (value) => value === true || value === 'true' || value === '1' || value === 1,
  z.boolean(),
);

/** `/api/common/v1/file/{id}` and its sub-paths. */
export const ZFileIdParamsSchema = z.object({ id: fileId });
export type TFileIdParams = z.infer<typeof ZFileIdParamsSchema>;

/** `GET /api/common/v1/file/{id}`: `download=1` asks for an attachment instead of inline display. */
export const ZFileDownloadQuerySchema = z.object({ download: zFlag.optional() });
export type TFileDownloadQuery = z.infer<typeof ZFileDownloadQuerySchema>;

/** Text fields of the multipart upload (`POST /eln/upload`). */
export const ZUploadFieldsSchema = z.object({
  /** Anyone of the tenant may read the file (covers, rich-text images); otherwise only its owner. */
  public: zFlag.optional(),
});
export type TUploadFields = z.infer<typeof ZUploadFieldsSchema>;

/** `POST /api/common/vod/createUploadVideo`: announces a video; `duration` (seconds) is the client's reading. */
export const ZCreateUploadVideoSchema = z.object({
  fileName: zRequiredText({
    required: 'validation.fileName.required',
    max: 255,
    tooLong: 'file.nameInvalid',
  }),
  title: zOptionalText({ max: VIDEO_TITLE_MAX, tooLong: 'validation.videoTitle.tooLong' }),
  fileSize: z.coerce.number().int().min(0).optional(),
  duration: z.coerce.number().min(0).max(1e7).optional(),
});
export type TCreateUploadVideo = z.infer<typeof ZCreateUploadVideoSchema>;

/** `POST /api/common/vod/refreshUploadVideo`. */
export const ZRefreshUploadVideoSchema = z.object({ videoId });
export type TRefreshUploadVideo = z.infer<typeof ZRefreshUploadVideoSchema>;

/** `getPlayAuthIA/{id}`, `getVodMUrl/{id}`. */
export const ZVideoIdParamsSchema = z.object({ id: videoId });
/** `getVideoPlayAuth?videoId=`. */
export const ZVideoPlayAuthQuerySchema = z.object({ videoId });

/** Office formats converted to PDF for preview (SPEC §1); PDF and images are shown as they are. */
export const OFFICE_PREVIEW_EXTENSIONS = ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'wps', 'rtf'] as const;

/** True when a file of this extension can be previewed in the browser (possibly after conversion). */
export function isPreviewable(ext: string): boolean {
  const lower = ext.toLowerCase();
  return (
    lower === 'pdf' ||
    (UPLOAD_RULES.image.extensions as readonly string[]).includes(lower) ||
    (OFFICE_PREVIEW_EXTENSIONS as readonly string[]).includes(lower)
  );
}

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
  /** Absolute address (http…), as material records need it. */
  fileUrl: string;
  /** Same-origin path of the file, for links and images inside the app. */
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
