// Zip downloads (original client `zip`: `GET /api/common/oss/download/zip`): several files the caller may
// read, named as the caller asks, sent as one archive while it is written (zip-writer.ts). Every file is
// found and checked before the first byte is sent, so a refusal is an ordinary error reply.
import { filePaths, isSafeFileName, type TZipDownloadQuery, ZIP_DOWNLOAD_LIMITS } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';
import type { FileServices } from './context.ts';
import { type FileRef, readableFile } from './download-service.ts';
import type { FileCaller } from './policy.ts';
import type { FileRow } from './queries.ts';
import type { ZipEntry } from './zip-writer.ts';

const STORED_NAME = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\\.([a-z0-9]{1,10}))?';
const OWN_FILE_URL = new RegExp(`^${filePaths.file.replace(':id', '')}${STORED_NAME}$`);
const BARE_NAME = new RegExp(`^${STORED_NAME}$`);

/** The file one of our file URLs (relative or absolute, any query) or a bare stored name points at. */
export function fileRefOf(address: string): FileRef {
  let path = address;
  try {
    path = new URL(address, 'http://relative.invalid').pathname;
  } catch {
    throw new AppError('FILE_ADDRESS_INCORRECT');
  }
  const match = OWN_FILE_URL.exec(path) ?? BARE_NAME.exec(address);
  if (!match?.[1]) throw new AppError('FILE_ADDRESS_INCORRECT');
  return { fileId: match[1], ext: match[2] ?? null };
}

/** Path separators and control characters replaced, so a name can never reach outside the archive root. */
function cleanName(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return char === '/' || char === '\\' || code < 0x20 || code === 0x7f ? '_' : char;
    })
    .join('')
    .slice(0, 255);
}

/** A name safe inside an archive (no folders, no control characters) and unique within it. */
function entryName(wanted: string | undefined, file: FileRow, taken: Set<string>): string {
  const given = wanted?.trim() || file.originalName;
  const safe = isSafeFileName(given) ? given : cleanName(given);
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let name = safe || `${file.id}.${file.ext}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

export type ZipDownload = { fileName: string; entries: ZipEntry[] };

/** The archive the caller asked for, every file readable and present, the total within the limit. */
export async function prepareZipDownload(
  services: FileServices,
  options: { tenantId: string; caller: FileCaller; input: TZipDownloadQuery },
): Promise<ZipDownload> {
  const { tenantId, caller, input } = options;
  const files: FileRow[] = [];
  for (const address of input.filePath) {
    files.push(await readableFile(services.db, { tenantId, caller, ref: fileRefOf(address) }));
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > ZIP_DOWNLOAD_LIMITS.totalBytes) throw new AppError('FILE_ZIP_TOO_LARGE');
  for (const file of files) {
    if (!(await services.storage.stat(file.storageKey))) throw new AppError('NOT_FOUND');
  }
  const taken = new Set<string>();
  const entries = files.map((file, index) => ({
    name: entryName(input.fileName[index], file, taken),
    modified: file.updatedAt,
    open: async () => {
      const read = await services.storage.get(file.storageKey);
      if (!read) throw new Error(`zip download: ${file.storageKey} vanished while sending`);
      return read.stream;
    },
  }));
  const base = cleanName(input.zipComment ?? '') || 'files';
  return { fileName: base.toLowerCase().endsWith('.zip') ? base : `${base}.zip`, entries };
}
