// Video calls of SPEC §7 (`/api/common/vod/…`): announce an upload, renew its upload auth, and the play
// calls, which answer a short-lived signed play URL. Play calls accept GET and POST, as the original
// client's methods are not shown.
import {
  ZCreateUploadVideoSchema,
  ZRefreshUploadVideoSchema,
  ZVideoIdParamsSchema,
  ZVideoPlayAuthQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { type FileServices, originOf, viewerOf } from './context.ts';
import { createUploadVideo, playVideo, refreshUploadVideo } from './video-service.ts';

const VOD = '/api/common/vod';

export async function videoRoutes(app: FastifyInstance, services: FileServices) {
  const signedIn = { config: { auth: 'required' as const } };

  app.post(`${VOD}/createUploadVideo`, signedIn, async (request) => {
    const input = parseInput(ZCreateUploadVideoSchema, queryAndBody(request), request);
    const { tenantId, user } = authOf(request);
    return ok(
      request,
      await createUploadVideo(services, { tenantId, userId: user.id }, input, originOf(request)),
    );
  });

  app.post(`${VOD}/refreshUploadVideo`, signedIn, async (request) => {
    const { videoId } = parseInput(ZRefreshUploadVideoSchema, queryAndBody(request), request);
    authOf(request);
    return ok(request, await refreshUploadVideo(services, viewerOf(request), videoId, originOf(request)));
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${VOD}/getPlayAuthIA/:id`,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZVideoIdParamsSchema, request.params, request);
      return ok(request, await playVideo(services, viewerOf(request), id));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${VOD}/getVideoPlayAuth`,
    ...signedIn,
    handler: async (request) => {
      const { videoId } = parseInput(ZVideoPlayAuthQuerySchema, queryAndBody(request), request);
      return ok(request, await playVideo(services, viewerOf(request), videoId));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${VOD}/getVodMUrl/:id`,
    ...signedIn,
    handler: async (request) => {
      const { id } = parseInput(ZVideoIdParamsSchema, request.params, request);
      const play = await playVideo(services, viewerOf(request), id);
      return ok(request, {
        url: play.playUrl,
        format: play.format,
        duration: play.videoMeta.duration,
        expiresAt: play.expiresAt,
      });
    },
  });
}
