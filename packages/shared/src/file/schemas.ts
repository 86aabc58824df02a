// Request schemas of the file service (SPEC §7 Common: upload token, upload host, video calls, zip
// download; SPEC §1 document preview): what the server validates before any work.
import { z } from 'zod';
import { zOptionalText, zRequiredText } from '../common/validation.ts';
import { VIDEO_TITLE_MAX, ZIP_DOWNLOAD_LIMITS } from './constants.ts';

/** File and video ids are random UUIDs (never guessable, never sequential). */
export const FILE_ID_REGEX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A stored file name: the id, optionally followed by the lower-case extension. */
const STORED_NAME_REGEX =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.[a-z0-9]{1,10})?$/;

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

/**
 * `GET /api/common/v1/file/{name}`: the file by its id, or by its stored name (id + extension), which is
 * how `fileUrl` addresses it so that the address ends with the file's type (SPEC §5).
 */
export const ZFileNameParamsSchema = z.object({
  id: z
    .string({ error: 'validation.fileId.invalid' })
    .regex(STORED_NAME_REGEX, { error: 'validation.fileId.invalid' })
    .transform((name) => {
      const [fileId = '', ext] = name.split('.');
      return { fileId, ext: ext ?? null };
    }),
});
export type TFileNameParams = z.infer<typeof ZFileNameParamsSchema>;

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

/** `key[]` names folded into `key`: axios sends arrays as `key[]=…`, plain forms repeat `key=…`. */
function foldArrayKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.endsWith('[]') ? key.slice(0, -2) : key, item]),
  );
}

/** One value or many (`a` or `['a', 'b']`). */
function zOneOrMany<T extends z.ZodType>(item: T, min: number) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]),
    z.array(item).min(min).max(ZIP_DOWNLOAD_LIMITS.files),
  );
}

/**
 * `GET /api/common/oss/download/zip` (original client `zip`): `filePath` lists our file URLs, `fileName`
 * the name each takes inside the archive (the file's own name when absent), `zipComment` the archive name.
 */
export const ZZipDownloadQuerySchema = z.preprocess(
  foldArrayKeys,
  z.object({
    filePath: zOneOrMany(z.string().trim().min(1).max(2048), 1),
    fileName: zOneOrMany(z.string().trim().max(ZIP_DOWNLOAD_LIMITS.nameMax), 0),
    zipComment: zOptionalText({ max: ZIP_DOWNLOAD_LIMITS.nameMax, tooLong: 'file.nameInvalid' }),
  }),
);
export type TZipDownloadQuery = z.infer<typeof ZZipDownloadQuerySchema>;
