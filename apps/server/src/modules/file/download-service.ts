// Finding the file a download, info, preview or delete call names: by id or stored name, always within
// the caller's tenant, and only when policy.ts lets the caller read it.
import type { DbOrTx } from '../../db/client.ts';
import { type FileCaller, requireDeletable, requireReadable } from './policy.ts';
import { type FileRow, findFile } from './queries.ts';

export type FileRef = { fileId: string; ext?: string | null };

/** A file of `tenantId` the caller may read; NOT_FOUND for anything else. */
export async function readableFile(
  db: DbOrTx,
  options: { tenantId: string; caller: FileCaller; ref: FileRef },
): Promise<FileRow> {
  const { tenantId, caller, ref } = options;
  return requireReadable(caller, await findFile(db, tenantId, ref.fileId), ref.ext);
}

/** A file the caller may delete (their own). */
export async function deletableFile(
  db: DbOrTx,
  options: { tenantId: string; caller: FileCaller; fileId: string },
): Promise<FileRow> {
  return requireDeletable(options.caller, await findFile(db, options.tenantId, options.fileId));
}
