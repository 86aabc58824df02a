// The one LISTEN connection of an instance on PostgreSQL (used by realtime/hub.ts). It reconnects with
// backoff when lost, and proves itself with a heartbeat: every few seconds the instance NOTIFYs itself
// through the pool, and a connection that has not heard its own heartbeat for a while is treated as lost
// — a half-open TCP connection emits no error, and whoever trusts notifications must know they stopped.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** Heartbeats are told from messages by this prefix and never handed on. */
const HEARTBEAT_PREFIX = '{"heartbeat":';

export type ListenConnectionOptions = {
  pool: pg.Pool;
  channel: string;
  log: FastifyBaseLogger;
  /** Every payload received on the channel, heartbeats excepted. */
  onPayload(payload: string): void;
  /** Called on each change: true once LISTEN is in place, false the moment the connection is lost. */
  onListeningChange(listening: boolean): void;
  heartbeatMs?: number;
  /** Silence after which the connection is dropped and re-opened. */
  deadAfterMs?: number;
};

export function createListenConnection(options: ListenConnectionOptions) {
  const { pool, channel, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const deadAfterMs = options.deadAfterMs ?? 8_000;
  const heartbeatPayload = `${HEARTBEAT_PREFIX}${JSON.stringify(randomUUID())}}`;
  let listener: pg.PoolClient | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let retryDelay = RETRY_MIN_MS;
  let lastHeard = 0;
  let closed = false;

  function onNotification(notification: pg.Notification) {
    const payload = notification.payload;
    if (notification.channel !== channel || !payload) return;
    if (payload.startsWith(HEARTBEAT_PREFIX)) {
      if (payload === heartbeatPayload) lastHeard = Date.now();
      return;
    }
    options.onPayload(payload);
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function drop(client: pg.PoolClient, error?: Error) {
    if (listener !== client) return;
    listener = undefined;
    client.removeListener('notification', onNotification);
    // A LISTEN connection never goes back to the pool: destroy it.
    client.release(error ?? true);
    options.onListeningChange(false);
  }

  function lost(client: pg.PoolClient, error: Error) {
    // Releasing a dropped connection ends it too: only the first sign counts.
    if (listener !== client) return;
    log.warn({ err: error }, 'realtime: LISTEN connection lost, reconnecting');
    drop(client, error);
    scheduleReconnect();
  }

  function beat() {
    const current = listener;
    if (!current) return;
    if (Date.now() - lastHeard > deadAfterMs) {
      lost(current, new Error(`no heartbeat for ${deadAfterMs} ms`));
      return;
    }
    pool.query('select pg_notify($1, $2)', [channel, heartbeatPayload]).catch((error: unknown) => {
      log.warn({ err: error }, 'realtime: heartbeat NOTIFY failed');
    });
  }

  async function connect(): Promise<void> {
    if (closed || listener) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const current = client;
      current.on('error', (error) => lost(current, error));
      current.on('end', () => lost(current, new Error('connection ended')));
      current.on('notification', onNotification);
      await current.query(`LISTEN ${channel}`);
      if (closed) {
        current.release(true);
        return;
      }
      listener = current;
      lastHeard = Date.now();
      retryDelay = RETRY_MIN_MS;
      if (!heartbeatTimer) {
        heartbeatTimer = setInterval(beat, heartbeatMs);
        heartbeatTimer.unref();
      }
      options.onListeningChange(true);
    } catch (error) {
      log.error({ err: error }, 'realtime: cannot LISTEN, retrying');
      client?.removeListener('notification', onNotification);
      client?.release(true);
      scheduleReconnect();
    }
  }

  return {
    /** Opens the connection; a failure is logged and retried, never thrown. */
    connect,

    /** True while LISTEN is in place and heard from. */
    get listening(): boolean {
      return listener !== undefined;
    },

    close(): void {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeatTimer) clearInterval(heartbeatTimer);
      retryTimer = undefined;
      heartbeatTimer = undefined;
      if (listener) drop(listener);
    },
  };
}
