// The realtime hub (DESIGN §3, §5): knows every open websocket of this server instance by tenant and
// user, and delivers a message to all sockets of a user that subscribed to its msgType. It also carries
// instance-wide events between server instances (`publish`/`subscribe`: the session cache's
// invalidations). With PGlite (one process) delivery is in-process; with PostgreSQL every send goes
// through NOTIFY on one channel and each instance's dedicated LISTEN connection (listen-connection.ts)
// delivers to its own sockets and subscribers, so any instance reaches a user connected to any other.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { createListenConnection } from './listen-connection.ts';

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

/** A message for a user's sockets. */
type Envelope = { t: string; u: number; m: RealtimeMessage };
/** An instance-wide event: topic, publishing instance, payload. */
type EventEnvelope = { c: string; i: string; p: unknown };
type EventHandler = (payload: unknown) => void;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_PAYLOAD_MAX = 7_900;
const SOCKET_OPEN = 1;

export type RealtimeHubOptions = {
  /** The PostgreSQL pool when the driver is postgres; undefined means in-process delivery. */
  pool: pg.Pool | undefined;
  log: FastifyBaseLogger;
  /** Open sockets one user may hold (one per tab); the oldest is closed past it. */
  maxSocketsPerUser?: number;
  /** Close code used for the socket closed past maxSocketsPerUser. */
  tooManyCloseCode?: number;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEnvelope(value: unknown): value is Envelope {
  if (!isRecord(value)) return false;
  const m = value.m;
  return (
    typeof value.t === 'string' && typeof value.u === 'number' && isRecord(m) && typeof m.msgType === 'number'
  );
}

function isEventEnvelope(value: unknown): value is EventEnvelope {
  return isRecord(value) && typeof value.c === 'string' && typeof value.i === 'string' && 'p' in value;
}

export function createRealtimeHub(options: RealtimeHubOptions) {
  const { pool, log } = options;
  const maxSocketsPerUser = options.maxSocketsPerUser ?? 20;
  const byUser = new Map<string, Set<RealtimeConnection>>();
  const handlers = new Map<string, Set<EventHandler>>();
  const listeningHandlers = new Set<(listening: boolean) => void>();
  const instanceId = randomUUID();

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

  function dispatchEvent(topic: string, payload: unknown) {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error, topic }, 'realtime: event handler failed');
      }
    }
  }

  function onPayload(payload: string) {
    try {
      const envelope: unknown = JSON.parse(payload);
      if (isEnvelope(envelope)) deliverLocally(envelope.t, envelope.u, envelope.m);
      // This instance ran its own handlers when it published.
      else if (isEventEnvelope(envelope) && envelope.i !== instanceId) dispatchEvent(envelope.c, envelope.p);
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable notification ignored');
    }
  }

  const listen = pool
    ? createListenConnection({
        pool,
        channel: REALTIME_CHANNEL,
        log,
        onPayload,
        onListeningChange: (listening) => {
          for (const handler of listeningHandlers) handler(listening);
        },
      })
    : undefined;

  /** NOTIFY through the pool; false when the payload is too large or the database refused it. */
  async function notify(payload: string, what: string): Promise<boolean> {
    if (!pool) return false;
    if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX) {
      log.warn({ what }, 'realtime: payload too large for NOTIFY, kept in-process');
      return false;
    }
    try {
      await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
      return true;
    } catch (error) {
      log.error({ err: error, what }, 'realtime: NOTIFY failed');
      return false;
    }
  }

  return {
    /** 'postgres' fans out through LISTEN/NOTIFY, 'in-process' stays inside this instance. */
    mode: pool ? ('postgres' as const) : ('in-process' as const),

    /** Opens the LISTEN connection (postgres only); a failure is logged and retried. */
    start: async (): Promise<void> => listen?.connect(),

    /**
     * True while this instance hears every other one: always in-process; on PostgreSQL while the LISTEN
     * connection is up. While false, anything kept because no event said otherwise must not be trusted.
     */
    get listening(): boolean {
      return !listen || listen.listening;
    },

    /** Called with the new state whenever `listening` changes (PostgreSQL only). */
    onListeningChange(handler: (listening: boolean) => void): () => void {
      listeningHandlers.add(handler);
      return () => listeningHandlers.delete(handler);
    },

    /** Runs the handler for every event of the topic published by any instance, this one included. */
    subscribe(topic: string, handler: EventHandler): () => void {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },

    /**
     * Hands a JSON payload to the topic's subscribers: on this instance at once (before this resolves),
     * on every other instance through NOTIFY. Never throws; false when the other instances could not be
     * told (the payload is too large, or the database refused the NOTIFY).
     */
    async publish(topic: string, payload: unknown): Promise<boolean> {
      dispatchEvent(topic, payload);
      if (!pool) return true;
      return notify(JSON.stringify({ c: topic, i: instanceId, p: payload } satisfies EventEnvelope), topic);
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
      if (!listen) {
        deliverLocally(tenantId, userId, message);
        return;
      }
      // Without its LISTEN connection this instance would not hear its own notification.
      const heardHere = listen.listening;
      const payload = JSON.stringify({ t: tenantId, u: userId, m: message } satisfies Envelope);
      const sent = await notify(payload, `msgType ${message.msgType}`);
      if (!sent || !heardHere) deliverLocally(tenantId, userId, message);
    },

    /** Closes every socket of this instance with the given code (server shutting down). */
    closeSockets(code: number, reason: string): void {
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.close(code, reason);
      }
    },

    /** Ends the hub: sockets still open are terminated and the LISTEN connection is released. */
    async close(): Promise<void> {
      listen?.close();
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.socket.terminate();
      }
      byUser.clear();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
