// Sends a stored object as an HTTP reply: content type from the extension, inline or attachment with the
// original name, ETag, and one byte range (206) when asked, so video seeks and resumed downloads work.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import type { FileStorage } from '../../storage/index.ts';
import { isInlineType } from './file-types.ts';
import { parseRange } from './range.ts';

export type ObjectToSend = {
  key: string;
  mime: string;
  /** Name the browser saves it under. */
  fileName: string;
  attachment: boolean;
  etag?: string;
  /** Signed URLs may be cached by the browser until they expire; app URLs are revalidated. */
  cacheSeconds: number;
};

/** `inline|attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266), safe for any original name. */
export function contentDisposition(fileName: string, attachment: boolean): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${attachment ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  object: ObjectToSend,
) {
  const info = await storage.stat(object.key);
  if (!info) throw new AppError('NOT_FOUND');
  const etag = object.etag ? `"${object.etag}"` : undefined;
  if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();

  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? { kind: 'full' as const } : parseRange(rangeHeader, info.size);
  if (range.kind === 'unsatisfiable') {
    throw new AppError('RANGE_NOT_SATISFIABLE', { headers: { 'content-range': `bytes */${info.size}` } });
  }
  const read = await storage.get(object.key, range.kind === 'partial' ? range : undefined);
  if (!read) throw new AppError('NOT_FOUND');

  reply
    .header('content-type', object.mime)
    .header('accept-ranges', 'bytes')
    .header(
      'content-disposition',
      contentDisposition(object.fileName, object.attachment || !isInlineType(object.mime)),
    )
    .header('cache-control', `private, max-age=${object.cacheSeconds}`);
  if (etag) reply.header('etag', etag);
  if (range.kind === 'partial') {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  return reply.send(read.stream);
}
