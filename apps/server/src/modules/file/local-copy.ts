// Gives external tools a path to read a stored object: the object itself on the local-disk driver,
// otherwise a temporary copy that is removed afterwards.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../storage/index.ts';

export async function withLocalCopy<T>(
  storage: FileStorage,
  key: string,
  ext: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  if (storage.localPath) return use(storage.localPath(key));
  const dir = await mkdtemp(path.join(tmpdir(), 'elearn-copy-'));
  try {
    const read = await storage.get(key);
    if (!read) throw new Error(`Stored object missing: ${key}`);
    const file = path.join(dir, `source.${ext}`);
    await pipeline(read.stream, createWriteStream(file));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
