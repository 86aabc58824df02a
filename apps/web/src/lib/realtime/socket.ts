// Websocket client (SPEC §4, DESIGN §3): connects with the access token, subscribes to the medal group
// (msgType 5), sends PING every 30 s and reconnects at most 5 times in a row after a lost connection.
import { realtimePaths, WEBSOCKET } from '@elearning/shared';

export type RealtimeMessage = { msgType: number; data?: unknown };
export type RealtimeListener = (message: RealtimeMessage) => void;

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeOptions = {
  /** Builds the socket address for a token (injectable for tests). */
  url?: (token: string) => string;
  createSocket?: (url: string) => SocketLike;
  heartbeatMs?: number;
  maxRetries?: number;
  /** Delay before reconnect attempt `n` (1-based). */
  backoffMs?: (attempt: number) => number;
};

const OPEN = 1;

function defaultUrl(token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${realtimePaths.socket}?token=${encodeURIComponent(token)}`;
}

function parse(data: unknown): RealtimeMessage | undefined {
  if (typeof data !== 'string' || data === 'PONG') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as RealtimeMessage).msgType === 'number'
    ) {
      return value as RealtimeMessage;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export function createRealtimeClient(options: RealtimeOptions = {}) {
  const url = options.url ?? defaultUrl;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const heartbeatMs = options.heartbeatMs ?? WEBSOCKET.heartbeatMs;
  const maxRetries = options.maxRetries ?? WEBSOCKET.maxRetries;
  const backoffMs = options.backoffMs ?? ((attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 16_000));
  const listeners = new Set<RealtimeListener>();

  let socket: SocketLike | undefined;
  let tokenSource: (() => string | undefined) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;

  function stopTimers() {
    if (heartbeat) clearInterval(heartbeat);
    if (retryTimer) clearTimeout(retryTimer);
    heartbeat = undefined;
    retryTimer = undefined;
  }

  function open() {
    const token = tokenSource?.();
    if (!token) return;
    const current = createSocket(url(token));
    socket = current;
    current.onopen = () => {
      retries = 0;
      current.send(JSON.stringify({ msgType: WEBSOCKET.medalMsgType, action: 'subscribe' }));
      heartbeat = setInterval(() => {
        if (current.readyState === OPEN) current.send(WEBSOCKET.heartbeatMessage);
      }, heartbeatMs);
    };
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (message) for (const listener of listeners) listener(message);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      stopTimers();
      socket = undefined;
      if (retries >= maxRetries || !tokenSource) return;
      retries += 1;
      retryTimer = setTimeout(open, backoffMs(retries));
    };
  }

  return {
    /** Opens the connection; `token` is read again on every reconnect so renewed tokens are used. */
    connect(token: () => string | undefined): void {
      if (socket) return;
      tokenSource = token;
      retries = 0;
      open();
    },
    /** Closes on purpose: no reconnect. */
    close(): void {
      tokenSource = undefined;
      stopTimers();
      const current = socket;
      socket = undefined;
      current?.close();
    },
    get connected(): boolean {
      return socket?.readyState === OPEN;
    },
    /** Listens for messages; returns the unsubscribe function. */
    listen(listener: RealtimeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The app-wide connection, opened after sign-in and closed on sign-out. */
export const realtime: RealtimeClient = createRealtimeClient();
