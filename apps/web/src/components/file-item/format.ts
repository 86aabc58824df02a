// File facts as a person reads them: size in B/KB/MB/GB (binary units, as the upload limits count), and
// the link that saves a file under its original name.
import { isPreviewable } from '@elearning/shared';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}

/** The extension of a file name, lower case ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** True when the preview page can show this file (PDF, images, Office documents). */
export function canPreview(fileName: string): boolean {
  return isPreviewable(extensionOf(fileName));
}

/** Download address of a stored file: the app's file URL asking for an attachment. */
export function downloadUrlOf(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** One of our file URLs, by id or by stored name (id + extension, as `fileUrl` is since issue 9). */
const FILE_ID = /\/api\/common\/v1\/file\/([0-9a-f-]{36})(?:\.[a-z0-9]{1,10})?(?:[/?#]|$)/;

/** The stored file id inside one of our file URLs (relative or absolute), or null. */
export function fileIdOf(url: string): string | null {
  return FILE_ID.exec(url)?.[1] ?? null;
}
