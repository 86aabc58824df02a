// The realtime hub (DESIGN §3, §5): knows every open websocket of this server instance by tenant and
// user, and delivers a message to all sockets of a user that subscribed to its msgType. With PGlite
// (one process) delivery is in-process; with PostgreSQL every send goes through NOTIFY on one channel
// and each instance's dedicated LISTEN connection delivers to its own sockets, so any instance can
// reach a user connected to any other.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';

export const REALTIME_CHANNEL = 'elearning_events';

/** What the server sends: `{ msgType, data }` (msgType 5 = medal). */
export type RealtimeMessage = { msgType: number; data?: unknown };

export type RealtimeConnection = {
  readonly tenantId: string;
  readonly userId: number;
  readonly sessionId: string;
  readonly socket: WebSocket;
  /** The msgTypes this socket subscribed to. */
  readonly subscriptions: Set<number>;
};

type Envelope = { t: string; u: number; m: RealtimeMessage };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_PAYLOAD_MAX = 7_900;
const SOCKET_OPEN = 1;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export type RealtimeHubOptions = {
  /** The PostgreSQL pool when the driver is postgres; undefined means in-process delivery. */
  pool: pg.Pool | undefined;
  log: FastifyBaseLogger;
  /** Open sockets one user may hold (one per tab); the oldest is closed past it. */
  maxSocketsPerUser?: number;
  /** Close code used for the socket closed past maxSocketsPerUser. */
  tooManyCloseCode?: number;
};

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const m = v.m as Record<string, unknown> | null | undefined;
  return (
    typeof v.t === 'string' &&
    typeof v.u === 'number' &&
    typeof m === 'object' &&
    m !== null &&
    typeof m.msgType === 'number'
  );
}

export function createRealtimeHub(options: RealtimeHubOptions) {
  const { pool, log } = options;
  const maxSocketsPerUser = options.maxSocketsPerUser ?? 20;
  const byUser = new Map<string, Set<RealtimeConnection>>();
  let listener: pg.PoolClient | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RETRY_MIN_MS;
  let closed = false;

  const keyOf = (tenantId: string, userId: number) => `${tenantId}\u0000${userId}`;

  /** Writes the message to this instance's sockets of the user subscribed to its msgType. */
  function deliverLocally(tenantId: string, userId: number, message: RealtimeMessage): number {
    const connections = byUser.get(keyOf(tenantId, userId));
    if (!connections) return 0;
    const text = JSON.stringify(message);
    let delivered = 0;
    for (const connection of connections) {
      if (!connection.subscriptions.has(message.msgType)) continue;
      if (connection.socket.readyState !== SOCKET_OPEN) continue;
      connection.socket.send(text);
      delivered += 1;
    }
    return delivered;
  }

  function onNotification(notification: pg.Notification) {
    if (notification.channel !== REALTIME_CHANNEL || !notification.payload) return;
    try {
      const envelope: unknown = JSON.parse(notification.payload);
      if (isEnvelope(envelope)) deliverLocally(envelope.t, envelope.u, envelope.m);
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable notification ignored');
    }
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connectListener();
    }, delay);
    retryTimer.unref();
  }

  function dropListener(client: pg.PoolClient, error?: Error) {
    if (listener !== client) return;
    listener = undefined;
    client.removeListener('notification', onNotification);
    // A LISTEN connection never goes back to the pool: destroy it.
    client.release(error ?? true);
  }

  async function connectListener(): Promise<void> {
    if (!pool || closed || listener) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const current = client;
      current.on('error', (error) => {
        log.warn({ err: error }, 'realtime: LISTEN connection lost, reconnecting');
        dropListener(current, error);
        scheduleReconnect();
      });
      current.on('notification', onNotification);
      listener = current;
      await current.query(`LISTEN ${REALTIME_CHANNEL}`);
      if (closed) {
        dropListener(current);
        return;
      }
      retryDelay = RETRY_MIN_MS;
    } catch (error) {
      log.error({ err: error }, 'realtime: cannot LISTEN, delivering in-process until it can');
      if (client && listener === client) dropListener(client, error as Error);
      else client?.release(true);
      scheduleReconnect();
    }
  }

  return {
    /** 'postgres' fans out through LISTEN/NOTIFY, 'in-process' stays inside this instance. */
    mode: pool ? ('postgres' as const) : ('in-process' as const),

    /** Opens the LISTEN connection (postgres only); a failure is logged and retried. */
    start: connectListener,

    /** True while the LISTEN connection is up (always true in-process). */
    get listening(): boolean {
      return !pool || listener !== undefined;
    },

    add(connection: RealtimeConnection): void {
      const key = keyOf(connection.tenantId, connection.userId);
      let connections = byUser.get(key);
      if (!connections) {
        connections = new Set();
        byUser.set(key, connections);
      }
      connections.add(connection);
      if (connections.size > maxSocketsPerUser) {
        const [oldest] = connections;
        if (oldest) {
          connections.delete(oldest);
          oldest.socket.close(options.tooManyCloseCode ?? 4429, 'too many connections');
        }
      }
    },

    remove(connection: RealtimeConnection): void {
      const key = keyOf(connection.tenantId, connection.userId);
      const connections = byUser.get(key);
      if (!connections) return;
      connections.delete(connection);
      if (connections.size === 0) byUser.delete(key);
    },

    /** Open sockets on this instance (all users, or one). */
    connectionCount(tenantId?: string, userId?: number): number {
      if (tenantId !== undefined && userId !== undefined)
        return byUser.get(keyOf(tenantId, userId))?.size ?? 0;
      let total = 0;
      for (const connections of byUser.values()) total += connections.size;
      return total;
    },

    deliverLocally,

    /**
     * Delivers the message to every open socket of the user, on any instance, subscribed to its msgType.
     * Never throws: realtime delivery is best effort and must not fail the caller's business action.
     */
    async sendToUser(tenantId: string, userId: number, message: RealtimeMessage): Promise<void> {
      if (!pool) {
        deliverLocally(tenantId, userId, message);
        return;
      }
      const payload = JSON.stringify({ t: tenantId, u: userId, m: message } satisfies Envelope);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX) {
        log.warn(
          { msgType: message.msgType },
          'realtime: message too large for NOTIFY, sent in-process only',
        );
        deliverLocally(tenantId, userId, message);
        return;
      }
      // Without its LISTEN connection this instance would not hear its own notification.
      if (!listener) deliverLocally(tenantId, userId, message);
      try {
        await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
      } catch (error) {
        log.error({ err: error }, 'realtime: NOTIFY failed');
      }
    },

    /** Closes every socket of this instance with the given code (server shutting down). */
    closeSockets(code: number, reason: string): void {
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.close(code, reason);
      }
    },

    /** Ends the hub: sockets still open are terminated and the LISTEN connection is released. */
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.terminate();
      }
      byUser.clear();
      if (listener) dropListener(listener);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
