// One websocket's life (DESIGN §3, SPEC §4): its token is checked after the upgrade (so a browser sees why
// it was refused: close code 4401), `{ msgType, action }` frames join or leave a group, `PING` is answered
// `PONG` and re-checks the session now and then, and a socket silent for the idle timeout is closed.
import { WEBSOCKET, ZRealtimeClientMessageSchema } from '@elearning/shared';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppConfig } from '../../config.ts';
import { AppError, isAppError } from '../../core/app-error.ts';
import type { RealtimeConnection, RealtimeHub } from '../../realtime/hub.ts';
import { assertSessionActive, authenticateAccessToken } from '../auth/auth-hook.ts';
import type { ModuleContext } from '../index.ts';

/** Frames a client may send before its token is checked; later ones are dropped until then. */
const EARLY_FRAMES_MAX = 16;
/** How many groups one socket may join. */
const SUBSCRIPTIONS_MAX = 16;
const CLOSE = WEBSOCKET.closeCodes;

export type SocketDeps = { config: AppConfig; hub: RealtimeHub; ctx: ModuleContext };

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

export function handleSocket(deps: SocketDeps, socket: WebSocket, request: FastifyRequest) {
  const { config, hub, ctx } = deps;
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
