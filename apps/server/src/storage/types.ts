// The storage interface every feature stores files through (DESIGN §5): put a stream, get it back
// (optionally one byte range, for video seeks), delete, and a signed URL that authorises a read by
// itself. The local-disk driver is the default; an object-storage driver can implement the same.
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as HTTP Range counts them. */
export type ByteRange = { start: number; end: number };

export type StoredObject = { size: number; sha256: string };

export type ObjectRead = { stream: Readable; size: number; range: ByteRange | null };

export type SignedUrlOptions = {
  ttlSeconds: number;
  /** Last path segment shown to the browser (download name); the key's own name by default. */
  fileName?: string;
  /** Ask the browser to save rather than show. */
  attachment?: boolean;
};

export interface FileStorage {
  readonly driver: string;
  /**
   * Writes the stream under `key`. The object appears only once the whole stream has been written;
   * when the stream fails (client gone, size limit, bad content) nothing is left behind.
   */
  put(key: string, source: Readable): Promise<StoredObject>;
  /** Reads the object, or one range of it; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<ObjectRead | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a key ending in '/' removes everything under that prefix. Missing is fine. */
  delete(key: string): Promise<void>;
  /**
   * A URL that lets its bearer read `scope` until it expires, for <img>/<video> that cannot send
   * headers. A scope ending in '/' covers every object under it (an HLS rendition and its segments).
   */
  signedUrl(scope: string, options: SignedUrlOptions): string;
  /** Drivers that keep objects on this machine name the file, so tools (ffprobe, soffice) read in place. */
  localPath?(key: string): string;
}
