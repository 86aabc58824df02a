// Numbers of the file domain (SPEC §5, §9): upload size limits, the preview watermark, and the bounds of a
// zip download, so the server and the web app never disagree about them.
import { BYTES } from '../common/constants.ts';

/** Upload size limits in bytes (SPEC §5, §9). */
export const UPLOAD_LIMITS = {
  /** Documents, images and archives: 50M. */
  general: 50 * BYTES.MB,
  video: 2 * BYTES.GB,
  audio: 2 * BYTES.GB,
  abilityMaterialImage: 5 * BYTES.MB,
  abilityMaterialOther: 2 * BYTES.GB,
} as const;

/** Watermark overlay defaults (SPEC §9). */
export const WATERMARK = {
  angle: 15,
  alpha: 0.35,
  color: '#d8d8d8',
  fontSize: 20,
} as const;

export const VIDEO_TITLE_MAX = 128;

/**
 * Bounds of one zip download (`/api/common/oss/download/zip`): a handful of files, and a total the plain
 * (non-ZIP64) format can address, so the archive is written as it streams without a second pass.
 */
export const ZIP_DOWNLOAD_LIMITS = {
  files: 50,
  totalBytes: 2 * BYTES.GB,
  nameMax: 255,
} as const;
