// The file service (issue 4): uploads, downloads with ranges, videos and document previews. Its routes
// share one encapsulated scope so the multipart parser serves only the upload host.

import { ZFileIdParamsSchema } from '@elearning/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { createFileServices, type FileServices, originOf } from './context.ts';
import { downloadRoutes, readableFile } from './download-routes.ts';
import { previewOf } from './preview-service.ts';
import { uploadRoutes } from './upload-routes.ts';
import { videoRoutes } from './video-routes.ts';

async function previewRoutes(app: FastifyInstance, services: FileServices) {
  app.get('/api/common/v1/file/:id/preview', { config: { auth: 'required' } }, async (request) => {
    const { id } = parseInput(ZFileIdParamsSchema, request.params, request);
    const { user } = authOf(request);
    const file = await readableFile(services, request, id);
    return ok(
      request,
      await previewOf(services, { file, user, lang: request.lang, origin: originOf(request) }),
    );
  });
}

export async function fileRoutes(app: FastifyInstance) {
  const services = createFileServices(app);
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    await uploadRoutes(scope, services);
    await downloadRoutes(scope, services);
    await previewRoutes(scope, services);
    await videoRoutes(scope, services);
  });
  app.addHook('onClose', async () => {
    await Promise.all([services.documentQueue.idle(), services.mediaQueue.idle()]);
  });
}
