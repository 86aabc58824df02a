// Video calls of SPEC §7 (`/api/common/vod/…`): announce an upload, renew its upload auth, and the play
// calls, which answer a short-lived signed play URL. Play calls accept GET and POST, as the original
// client's methods are not shown.
import {
  filePaths,
  ZCreateUploadVideoSchema,
  ZRefreshUploadVideoSchema,
  ZVideoIdParamsSchema,
  ZVideoPlayAuthQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { originOf } from '../../core/origin.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import type { FileServices } from './context.ts';
import { presentPlayAuth, presentVideoUpload, presentVodUrl } from './presenter.ts';
import { createUploadVideo, playVideo, refreshUploadVideo } from './video-service.ts';

export async function videoRoutes(app: FastifyInstance, services: FileServices) {
  app.post(filePaths.createUploadVideo, signedIn, async (request) => {
    const input = parseInput(ZCreateUploadVideoSchema, queryAndBody(request), request);
    const upload = await createUploadVideo(services, actorOf(request), input, originOf(request));
    return ok(request, presentVideoUpload(upload));
  });

  app.post(filePaths.refreshUploadVideo, signedIn, async (request) => {
    const { videoId } = parseInput(ZRefreshUploadVideoSchema, queryAndBody(request), request);
    const upload = await refreshUploadVideo(services, actorOf(request), videoId, originOf(request));
    return ok(request, presentVideoUpload(upload));
  });

  app.route({
    method: ['GET', 'POST'],
    url: filePaths.getPlayAuthIA,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZVideoIdParamsSchema, request.params, request);
      return ok(request, presentPlayAuth(await playVideo(services, actorOf(request), id)));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: filePaths.getVideoPlayAuth,
    ...signedIn,
    handler: async (request) => {
      const { videoId } = parseInput(ZVideoPlayAuthQuerySchema, queryAndBody(request), request);
      return ok(request, presentPlayAuth(await playVideo(services, actorOf(request), videoId)));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: filePaths.getVodMUrl,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZVideoIdParamsSchema, request.params, request);
      return ok(request, presentVodUrl(await playVideo(services, actorOf(request), id)));
    },
  });
}
