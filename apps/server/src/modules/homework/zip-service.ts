// Every file handed in for one assignment as a single zip (the original's `common/oss/download/zip` of a
// homework's submissions): a folder per learner, written by the file service's streaming zip writer while
// the files are read, never held in memory. Only files the learner uploaded are packed, so a submission
// naming someone else's file does not show up as that learner's work.
import { ZIP_DOWNLOAD_LIMITS } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { findFile } from '../file/record-service.ts';
import { fileRefOf, type ZipDownload } from '../file/zip-service.ts';
import type { ZipEntry } from '../file/zip-writer.ts';
import { submittedFiles } from './admin-review-service.ts';

/** Folder and file names safe inside an archive: no separators, no control characters. */
function clean(text: string): string {
  const safe = [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return char === '/' || char === '\\' || char === ':' || code < 0x20 || code === 0x7f ? '_' : char;
    })
    .join('')
    .trim()
    .slice(0, 120);
  return safe === '' || safe === '.' || safe === '..' ? '_' : safe;
}

function unique(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const slash = name.lastIndexOf('/');
  const [stem, ext] = dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export async function submissionsZip(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  jobId: number,
): Promise<ZipDownload> {
  const { job, rows } = await submittedFiles(db, actor, jobId);
  const taken = new Set<string>();
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const row of rows) {
    const folder = clean(`${row.user_name}-${row.user_id}`);
    for (const handed of row.files) {
      let ref: { fileId: string };
      try {
        ref = fileRefOf(handed.filePath);
      } catch {
        continue;
      }
      const file = await findFile(db, actor.tenantId, ref.fileId);
      if (!file || file.ownerUserId !== row.user_id) continue;
      if (!(await storage.stat(file.storageKey))) continue;
      total += file.size;
      if (total > ZIP_DOWNLOAD_LIMITS.totalBytes) throw new AppError('FILE_ZIP_TOO_LARGE');
      entries.push({
        name: unique(`${folder}/${clean(handed.fileName || file.originalName)}`, taken),
        modified: file.updatedAt,
        open: async () => {
          const read = await storage.get(file.storageKey);
          if (!read) throw new Error(`homework zip: ${file.storageKey} vanished while sending`);
          return read.stream;
        },
      });
    }
  }
  if (entries.length === 0) throw new AppError('HOMEWORK_NO_FILES');
  return { fileName: `${clean(job.title)}.zip`, entries };
}
