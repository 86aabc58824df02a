// Factories of the file domain: stored files written straight into the test's storage and database (no
// upload round trip), owned by users the shared factories made. Uploads themselves are tested through
// the real endpoint (test-support.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { checkUpload } from '@elearning/shared';
import type { TestApp } from '../../test/app-factory.ts';
import { fileServicesOf } from './context.ts';
import { mimeOf } from './file-types.ts';
import type { FileRow } from './queries.ts';
import { createFileRecord, storageKeyFor } from './record-service.ts';

export type FileOptions = {
  /** Original name; its extension decides the kind (SPEC §5). */
  name?: string;
  content?: Buffer;
  isPublic?: boolean;
};

/** A stored file of `owner`, as an upload would have left it. */
export async function makeFile(
  testApp: TestApp,
  owner: { id: number; tenantId: string },
  options: FileOptions = {},
): Promise<FileRow> {
  const name = options.name ?? 'notes.pdf';
  const content = options.content ?? Buffer.from(`%PDF-1.4\n% ${name}\n`);
  const rule = checkUpload({ fileName: name, size: content.length });
  if (!rule.ok) throw new Error(`makeFile: ${name} is not an accepted upload (${rule.message})`);
  const id = randomUUID();
  const storedName = `${id}.${rule.ext}`;
  const storageKey = storageKeyFor(owner.tenantId, storedName);
  const stored = await fileServicesOf(testApp.app).storage.put(storageKey, Readable.from([content]));
  return createFileRecord(testApp.database.db, {
    id,
    tenantId: owner.tenantId,
    ownerUserId: owner.id,
    originalName: name,
    storedName,
    storageKey,
    ext: rule.ext,
    kind: rule.kind,
    mime: mimeOf(rule.ext),
    size: stored.size,
    sha256: stored.sha256,
    isPublic: options.isPublic ?? false,
  });
}
