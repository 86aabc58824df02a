// Upload endpoints of SPEC §7: the upload token, and the upload host `POST /eln/upload` (also served as
// `/api/eln/upload` so it passes through the same proxy as the API). Uploads authenticate with the token
// alone, so any origin may post (CORS without credentials), as with a separate upload host.
import type { TUploadToken } from '@elearning/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { authOf } from '../auth/auth-hook.ts';
import { type FileServices, originOf } from './context.ts';
import { presentFile } from './presenter.ts';
import {
  checkToken,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  receiveUpload,
  tokenOf,
} from './upload-service.ts';
import { issueUploadToken } from './upload-token.ts';
import { attachVideoFile } from './video-service.ts';

export const UPLOAD_PATHS = ['/eln/upload', '/api/eln/upload'] as const;

function allowAnyOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin) return;
  reply
    .header('access-control-allow-origin', origin)
    .header('vary', 'Origin')
    .header('access-control-expose-headers', 'x-request-id');
}

export async function uploadRoutes(app: FastifyInstance, services: FileServices) {
  const { db, storage, secret } = services;

  app.get('/api/common/v1/upload/token', { config: { auth: 'required' } }, async (request) => {
    const { tenantId, user } = authOf(request);
    let issued: ReturnType<typeof issueUploadToken>;
    try {
      issued = issueUploadToken(secret, { tenantId, userId: user.id });
    } catch (error) {
      request.log.error({ err: error }, 'upload token could not be issued');
      throw new AppError('UPLOAD_TOKEN_FAILED');
    }
    const domain = services.uploadDomain ?? originOf(request);
    const reply: TUploadToken = {
      uploadToken: issued.token,
      domain,
      uploadUrl: services.uploadDomain ? `${services.uploadDomain}${UPLOAD_PATHS[0]}` : UPLOAD_PATHS[1],
      expiresAt: issued.expiresAt,
    };
    return ok(request, reply);
  });

  for (const url of UPLOAD_PATHS) {
    app.options(url, async (request, reply) => {
      allowAnyOrigin(request, reply);
      return reply
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type, x-upload-token, tenant-id, accept-language')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    });

    app.post(url, async (request, reply) => {
      allowAnyOrigin(request, reply);
      const ctx = { request, db, storage, secret };
      try {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
        if (!request.isMultipart()) throw new AppError('FILE_MISSING');
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
