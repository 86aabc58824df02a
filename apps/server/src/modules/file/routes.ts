// The file service (issue 4): uploads, downloads with ranges, zip downloads, videos and document
// previews. Its routes share one encapsulated scope so the multipart parser serves only the upload host.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createFileServices } from './context.ts';
import { downloadRoutes } from './routes-download.ts';
import { uploadRoutes } from './routes-upload.ts';
import { videoRoutes } from './routes-video.ts';
import { zipRoutes } from './routes-zip.ts';

export async function fileRoutes(app: FastifyInstance) {
  const services = createFileServices(app);
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    await uploadRoutes(scope, services);
    await downloadRoutes(scope, services);
    await zipRoutes(scope, services);
    await videoRoutes(scope, services);
  });
  app.addHook('onClose', async () => {
    await Promise.all([services.documentQueue.idle(), services.mediaQueue.idle()]);
  });
}
