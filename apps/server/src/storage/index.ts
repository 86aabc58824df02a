// Picks the storage driver for this server: local disk under DATA_DIR/uploads (the only driver so far).
import path from 'node:path';
import { createLocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './types.ts';

export function createStorage(options: { dataDir: string; signingSecret: string }): FileStorage {
  return createLocalDiskStorage({
    root: path.join(options.dataDir, 'uploads'),
    signingSecret: options.signingSecret,
  });
}

export type { ByteRange, FileStorage, ObjectRead, SignedUrlOptions, StoredObject } from './types.ts';
