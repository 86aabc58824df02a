// Test helpers of the realtime domain: a websocket client that records its frames and waits for them.
import { realtimePaths, type TMedalMessage } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export const MEDAL = realtimePaths.devMedal;
export const onPostgres = process.env.DB_DRIVER === 'postgres';

export type Client = {
  ws: WebSocket;
  /** Text frames received, in order. */
  received: string[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the next frame that satisfies the test (or one already received). */
  next(test?: (text: string) => boolean, timeoutMs?: number): Promise<string>;
};

export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}`;
}

/** Opens a socket; with `subscribe` the medal subscription is sent the moment it opens, as the web app does. */
export function connect(app: FastifyInstance, token: string | undefined, subscribe = false): Promise<Client> {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(`${baseUrl(app)}${realtimePaths.socket}${query}`);
  const received: string[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(data.toString());
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  function next(test: (text: string) => boolean = () => true, timeoutMs = 5000): Promise<string> {
    return new Promise((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < received.length; seen += 1) {
          if (test(received[seen]!)) {
            cleanup();
            resolve(received[seen]!);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      if (subscribe) ws.send(JSON.stringify({ msgType: 5, action: 'subscribe' }));
      resolve({ ws, received, closed, next });
    });
    ws.once('error', reject);
  });
}

/** Sends PING and waits for its PONG: every frame sent before it has then been handled. */
export async function roundTrip(client: Client) {
  const pongs = client.received.filter((text) => text === 'PONG').length;
  client.ws.send('PING');
  await client.next(() => client.received.filter((text) => text === 'PONG').length > pongs);
}

export const isMedal = (text: string) =>
  text.startsWith('{') && (JSON.parse(text) as TMedalMessage).msgType === 5;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
