// The zip download's reply: an attachment under the archive's name, streamed as it is written.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './send-object.ts';
import type { ZipDownload } from './zip-service.ts';
import { zipStream } from './zip-writer.ts';

export function presentZip(reply: FastifyReply, zip: ZipDownload) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(zip.fileName, true))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(zipStream(zip.entries)));
}
