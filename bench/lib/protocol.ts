// Messages between the bench runner (parent) and the server child over the IPC channel.

/** Child → parent once every listener is up. */
export type ReadyMessage = {
  type: 'ready';
  driver: 'pglite' | 'postgres';
  poolSize: number | null;
  urls: { http: string; select1: string; app: string };
};

/** Child → parent when start-up fails. */
export type FailedMessage = { type: 'failed'; error: string };

/** Child → parent: its CPU time so far (user + system, microseconds), answering a CpuRequest. */
export type CpuMessage = { type: 'cpu'; micros: number };

export type ChildMessage = ReadyMessage | FailedMessage | CpuMessage;

/** Parent → child: close everything and exit (so a `--cpu-prof` profile gets written). */
export type StopMessage = { type: 'stop' };

/** Parent → child: report CPU time. */
export type CpuRequest = { type: 'cpu' };

export type ParentMessage = StopMessage | CpuRequest;

/** Paths of the bench-only routes. */
export const SELECT1_PATH = '/select1';
export const APP_SELECT1_PATH = '/api/__bench/select1';
export const HTTP_CEILING_PATH = '/';

export function isChildMessage(value: unknown): value is ChildMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}
