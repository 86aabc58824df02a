// The websocket (DESIGN §3, SPEC §4) at /api/ws?token=<access_token>, handled by socket-service.ts, and
// with the dev helpers on (DEV_HELPERS=1) the medal trigger of the browser tests.
import { realtimePaths, WEBSOCKET, ZDevMedalSchema } from '@elearning/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { devRoute, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { MEDAL_NAMES, sendMedalMessage } from '../../realtime/medal.ts';
import type { ModuleContext } from '../index.ts';
import { handleSocket } from './socket-service.ts';

/** Client frames are tiny; anything larger closes the socket (1009). */
const MAX_PAYLOAD_BYTES = 4096;

export async function realtimeRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { config, realtime: hub } = app.deps;

  // Say goodbye (1001) before the plugin's own pre-close closes what is left; then release everything.
  app.addHook('preClose', async () =>
    hub.closeSockets(WEBSOCKET.closeCodes.shutdown, 'server shutting down'),
  );
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  await hub.start();

  app.route({
    method: 'GET',
    url: realtimePaths.socket,
    // The token travels in the query string: keep the routine request lines out of the logs.
    logLevel: 'warn',
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: (socket, request) => handleSocket({ config, hub, ctx }, socket, request),
  });

  devRoute(app, 'POST', realtimePaths.devMedal, signedIn, async (request) => {
    const input = parseInput(ZDevMedalSchema, queryAndBody(request), request);
    const { tenantId, userId } = actorOf(request);
    const message = await sendMedalMessage(app, {
      ...input,
      tenantId,
      userId,
      medalName: MEDAL_NAMES[input.medalType][request.lang],
    });
    return ok(request, message);
  });
}
