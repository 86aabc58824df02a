// Local-disk driver of the storage interface: objects are files under DATA_DIR/uploads. Writes go to a
// temporary file first and are renamed into place only when complete, so a failed or cancelled upload
// never leaves a partial object; the temporary file is removed on every failure path.
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SIGNED_FILE_PATH, signGrant } from './signing.ts';
import type { ByteRange, FileStorage, ObjectRead, SignedUrlOptions, StoredObject } from './types.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;
const TMP_DIR = '.tmp';

export function createLocalDiskStorage(options: { root: string; signingSecret: string }): FileStorage {
  const root = path.resolve(options.root);

  /** The absolute path of a key, refusing anything that could leave the root. */
  function pathOf(key: string): string {
    const bare = key.endsWith('/') ? key.slice(0, -1) : key;
    if (
      !KEY_PATTERN.test(bare) ||
      bare.split('/').some((part) => part === '..' || part === '.' || part === '')
    ) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    if (bare === TMP_DIR || bare.startsWith(`${TMP_DIR}/`)) throw new Error(`Reserved storage key: ${key}`);
    return path.join(root, bare);
  }

  async function put(key: string, source: Readable): Promise<StoredObject> {
    const target = pathOf(key);
    const tmpDir = path.join(root, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const file = createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, tap, file);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      // A source refused at its first bytes fails the pipeline before the file has even opened; removed
      // before it closes, the file would appear after its removal and stay behind.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await rm(tmp, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async function statOf(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function get(key: string, range?: ByteRange): Promise<ObjectRead | null> {
    const info = await statOf(key);
    if (!info) return null;
    const file = pathOf(key);
    if (!range) return { stream: createReadStream(file), size: info.size, range: null };
    return { stream: createReadStream(file, { start: range.start, end: range.end }), size: info.size, range };
  }

  async function remove(key: string): Promise<void> {
    const target = pathOf(key);
    if (key.endsWith('/')) await rm(target, { recursive: true, force: true });
    else
      await unlink(target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
  }

  function signedUrl(scope: string, opts: SignedUrlOptions): string {
    pathOf(scope);
    const token = signGrant(options.signingSecret, {
      scope,
      expiresAt: Date.now() + opts.ttlSeconds * 1000,
      attachment: opts.attachment ?? false,
    });
    const name = opts.fileName ?? (scope.endsWith('/') ? '' : path.posix.basename(scope));
    return `${SIGNED_FILE_PATH}/${token}/${encodeURIComponent(name)}`;
  }

  return { driver: 'local', put, get, stat: statOf, delete: remove, signedUrl, localPath: pathOf };
}
