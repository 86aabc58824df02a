// Upload endpoints of SPEC §7: the upload token (`GET /api/common/v1/upload/token`, the original client's
// `getQiniuToken`), and the upload host `POST /eln/upload` (the original `${uploadUrl}/eln/upload`; also
// served as `/api/eln/upload` so it passes through the same proxy as the API).
import { filePaths } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { anonymous, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { originOf } from '../../core/origin.ts';
import type { FileServices } from './context.ts';
import { presentFile, presentUploadToken } from './presenter.ts';
import { allowAnyOrigin, answerPreflight } from './upload-origin.ts';
import { checkToken, receiveUpload, refuseEarly, tokenOf } from './upload-service.ts';
import { issueUploadTokenFor, uploadTarget } from './upload-token.ts';
import { attachVideoFile } from './video-service.ts';

export async function uploadRoutes(app: FastifyInstance, services: FileServices) {
  const { db, storage, secret } = services;

  app.get(filePaths.uploadToken, signedIn, async (request) => {
    const { tenantId, userId } = actorOf(request);
    const issued = issueUploadTokenFor(secret, { tenantId, userId }, request.log);
    const target = uploadTarget(services.uploadDomain, originOf(request), filePaths);
    return ok(request, presentUploadToken(issued, target));
  });

  for (const url of [filePaths.upload, filePaths.uploadViaApi]) {
    app.options(url, anonymous, answerPreflight);

    app.post(url, anonymous, async (request, reply) => {
      allowAnyOrigin(request, reply);
      const ctx = { request, db, storage, secret };
      try {
        refuseEarly(request);
        const early = tokenOf(request) ? await checkToken(ctx, tokenOf(request)) : null;
        const { file, claims } = await receiveUpload(ctx, early);
        const videoId = claims.videoId
          ? await attachVideoFile(services, { tenantId: claims.tenantId, videoId: claims.videoId, file })
          : undefined;
        return ok(request, presentFile(file, originOf(request), videoId), 'file.uploadSuccess');
      } catch (error) {
        // The rest of a refused body is not read: the connection closes once the error is sent.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    });
  }
}
