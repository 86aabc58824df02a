// Going live and watching (issue 12 §2–§3): start, MediaRecorder chunks, end; the watch page's playback
// info and heartbeat; the HLS files; replay progress. The calls that asked the outside provider for
// channel tokens (getChannelToken, getSonChannelToken) answer our own playback information.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LIVE_RULES,
  livePaths,
  ZBroadcastChunkSchema,
  ZBroadcastStartSchema,
  ZLiveHlsParamsSchema,
  ZLiveIdSchema,
  ZReplayProgressSchema,
} from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { anonymous, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { flushBeats, reportFlushFailures } from './beat-buffer.ts';
import { acceptChunk, endBroadcast, startBroadcast } from './broadcast-service.ts';
import type { Ingests } from './ingest-service.ts';
import { saveReplayProgress } from './replay-service.ts';
import { playbackInfo, watchHeartbeat } from './viewer-service.ts';

const CHUNK_TYPES = ['video/webm', 'video/x-matroska', 'application/octet-stream'];

export async function liveBroadcastRoutes(app: FastifyInstance, ingests: Ingests) {
  const { db, realtime: hub } = app.deps;
  const deps = { db, ingests, hub };
  const logFlushFailure = (error: unknown) => app.log.error({ err: error }, 'live beat flush failed');
  reportFlushFailures(db, logFlushFailure);
  // The queued watch beats of this instance are written before it stops (beat-buffer.ts).
  app.addHook('onClose', async () => {
    await flushBeats(db).catch(logFlushFailure);
  });

  app.post(livePaths.broadcastStart, signedIn, async (request) => {
    const input = parseInput(ZBroadcastStartSchema, queryAndBody(request), request);
    return ok(
      request,
      await startBroadcast(deps, actorOf(request), input, request.hostname.replace(/:\d+$/, '')),
    );
  });

  app.post(livePaths.broadcastEnd, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    return ok(request, await endBroadcast(deps, actorOf(request), liveId));
  });

  // Chunks are raw media bytes: a parser of their own, in a scope of their own.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      CHUNK_TYPES,
      { parseAs: 'buffer', bodyLimit: LIVE_RULES.chunkMaxBytes },
      (_r, body, done) => done(null, body),
    );
    scope.post(livePaths.broadcastChunk, signedIn, async (request) => {
      const { ingestId, seq } = parseInput(ZBroadcastChunkSchema, request.query, request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('BAD_REQUEST');
      return ok(request, await acceptChunk(deps, actorOf(request), ingestId, seq, request.body));
    });
  });

  const playback: RouteHandlerMethod = async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, request.query, request);
    return ok(request, await playbackInfo(db, actorOf(request), liveId));
  };
  app.get(livePaths.playback, signedIn, playback);
  app.get(livePaths.channelToken, signedIn, playback);
  app.get(livePaths.sonChannelToken, signedIn, playback);

  app.post(livePaths.watchBeat, signedIn, async (request) => {
    const { liveId } = parseInput(ZLiveIdSchema, queryAndBody(request), request);
    return ok(request, await watchHeartbeat(db, actorOf(request), liveId, hub));
  });

  app.post(livePaths.replayProgress, signedIn, async (request) => {
    const input = parseInput(ZReplayProgressSchema, queryAndBody(request), request);
    return ok(request, await saveReplayProgress(db, actorOf(request), input));
  });

  // HLS files: the stream id is an unguessable secret handed only to those allowed to watch (like a signed
  // file link), so the player's many requests need no session lookup.
  app.get(`${livePaths.hls}/:streamId/:file`, anonymous, async (request, reply) => {
    const params = ZLiveHlsParamsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND');
    const { streamId, file } = params.data;
    let body: Buffer;
    try {
      body = await readFile(path.join(ingests.dirOf(streamId), file));
    } catch {
      throw new AppError('NOT_FOUND');
    }
    const playlist = file.endsWith('.m3u8');
    return reply
      .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache' : 'public, max-age=86400, immutable')
      .send(body);
  });
}
