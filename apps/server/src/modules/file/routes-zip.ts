// `GET /api/common/oss/download/zip` (the original client's `zip`): several files the caller may read as
// one archive. axios sends arrays as `filePath[]=…`, plain forms as repeated `filePath=…`; the shared
// schema reads both.
import { filePaths, ZZipDownloadQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { parseInput } from '../../core/validate.ts';
import type { FileServices } from './context.ts';
import { presentZip } from './presenter-zip.ts';
import { prepareZipDownload } from './zip-service.ts';

export async function zipRoutes(app: FastifyInstance, services: FileServices) {
  app.get(filePaths.zipDownload, signedIn, async (request, reply) => {
    const input = parseInput(ZZipDownloadQuerySchema, request.query, request);
    const actor = actorOf(request);
    const zip = await prepareZipDownload(services, { tenantId: actor.tenantId, caller: actor, input });
    return presentZip(reply, zip);
  });
}
