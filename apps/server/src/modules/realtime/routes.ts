// The websocket (DESIGN §3, SPEC §4) at /api/ws?token=<access_token>: authenticated exactly as HTTP
// requests are; `{ msgType, action: 'subscribe' }` joins a message group (5 = medals), `PING` is answered
// `PONG`, anything else is ignored, and a socket silent for the idle timeout is closed. A bad token, or a
// session that ends while the socket is open (checked again on PING), closes it with 4401.
import { WEBSOCKET, ZDevMedalSchema, ZRealtimeClientMessageSchema } from '@elearning/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError, isAppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import type { RealtimeConnection } from '../../realtime/hub.ts';
import { MEDAL_NAMES, sendMedalMessage } from '../../realtime/medal.ts';
import { assertSessionActive, authenticateAccessToken, authOf } from '../auth/auth-hook.ts';
import type { ModuleContext } from '../index.ts';

/** Client frames are tiny; anything larger closes the socket (1009). */
const MAX_PAYLOAD_BYTES = 4096;
/** Frames a client may send before its token is checked; later ones are dropped until then. */
const EARLY_FRAMES_MAX = 16;
/** How many groups one socket may join. */
const SUBSCRIPTIONS_MAX = 16;
const CLOSE = WEBSOCKET.closeCodes;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function tokenFrom(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.token;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim().replace(/^bearer\s+/i, '');
}

export async function realtimeRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { config, realtime: hub } = app.deps;

  // Say goodbye (1001) before the plugin's own pre-close closes what is left; then release everything.
  app.addHook('preClose', async () => hub.closeSockets(CLOSE.shutdown, 'server shutting down'));
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  await hub.start();

  function handleSocket(socket: WebSocket, request: FastifyRequest) {
    let connection: RealtimeConnection | undefined;
    let checkedAt = Date.now();
    let checking = false;
    let ended = false;
    const early: string[] = [];

    let idleTimer: NodeJS.Timeout | undefined;
    const resetIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => socket.close(CLOSE.idle, 'idle timeout'), config.wsIdleTimeoutMs);
      idleTimer.unref();
    };
    resetIdle();

    const refuse = (error: unknown) => {
      if (ended) return;
      if (isAppError(error)) {
        socket.close(CLOSE.unauthorized, error.code);
      } else {
        request.log.error({ err: error }, 'websocket authentication failed');
        socket.close(1011, 'internal error');
      }
    };

    /** Re-reads the session behind the socket; closes it with 4401 once the session has ended. */
    const recheckSession = async (current: RealtimeConnection) => {
      if (checking || Date.now() - checkedAt < config.wsSessionRecheckMs) return;
      checking = true;
      try {
        assertSessionActive(await ctx.loadSession(current.sessionId, current.tenantId));
        checkedAt = Date.now();
      } catch (error) {
        refuse(error);
      } finally {
        checking = false;
      }
    };

    const handleText = (current: RealtimeConnection, text: string) => {
      if (text === WEBSOCKET.heartbeatMessage) {
        socket.send(WEBSOCKET.heartbeatReply);
        void recheckSession(current);
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return;
      }
      const result = ZRealtimeClientMessageSchema.safeParse(parsed);
      if (!result.success) return;
      const { msgType, action } = result.data;
      if (action === 'unsubscribe') current.subscriptions.delete(msgType);
      else if (current.subscriptions.size < SUBSCRIPTIONS_MAX) current.subscriptions.add(msgType);
    };

    socket.on('message', (data, isBinary) => {
      resetIdle();
      if (isBinary) return;
      const text = textOf(data).trim();
      if (connection) handleText(connection, text);
      else if (early.length < EARLY_FRAMES_MAX) early.push(text);
    });

    socket.on('close', () => {
      ended = true;
      clearTimeout(idleTimer);
      if (connection) hub.remove(connection);
    });

    const token = tokenFrom(request);
    if (!token) {
      refuse(new AppError('UNAUTHORIZED'));
      return;
    }
    authenticateAccessToken(ctx, token).then((auth) => {
      if (ended) return;
      connection = {
        tenantId: auth.tenantId,
        userId: auth.user.id,
        sessionId: auth.sessionId,
        socket,
        subscriptions: new Set(),
      };
      checkedAt = Date.now();
      hub.add(connection);
      for (const text of early.splice(0)) handleText(connection, text);
    }, refuse);
  }

  app.route({
    method: 'GET',
    url: WEBSOCKET.path,
    // The token travels in the query string: keep the routine request lines out of the logs.
    logLevel: 'warn',
    handler: async () => {
      throw new AppError('BAD_REQUEST');
    },
    wsHandler: handleSocket,
  });

  if (!config.production) {
    // Browser tests make the medal pop-up appear with this.
    app.post('/api/dev/medal', { config: { auth: 'required' } }, async (request) => {
      const input = parseInput(ZDevMedalSchema, queryAndBody(request), request);
      const { tenantId, user } = authOf(request);
      const message = await sendMedalMessage(app, {
        ...input,
        tenantId,
        userId: user.id,
        medalName: MEDAL_NAMES[input.medalType][request.lang],
      });
      return ok(request, message);
    });
  }
}
