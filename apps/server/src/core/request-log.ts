// Request logging: one line per answered request at `info` (method, redacted URL, status, time, request
// id) instead of Fastify's two ("incoming request" and "request completed"), through Fastify's own log
// controller. Lines are JSON for log collectors in production and a compact human line in development;
// the formatter is ours, so the server needs no log-prettifier dependency or transport worker.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Credentials that travel in query strings (websocket token, one-time login ticket) never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|tid|access_token|refresh_token)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's log controller with the two per-request lines replaced by one, written when the request is
 * answered (a stream error after the headers logs at `error` with it). Routes may still lower their level.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** Pino's own fields, shown in the line's fixed columns or not at all. */
const FIXED = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'err',
  'method',
  'url',
  'status',
  'ms',
]);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function extras(entry: Record<string, unknown>): string {
  return Object.entries(entry)
    .filter(([key]) => !FIXED.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/** One pino JSON line as a short human line: `12:00:01 INFO  GET /api/x 200 3.1ms [req-id]`. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const request =
    entry.msg === 'request' && typeof entry.method === 'string'
      ? `${entry.method} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)}ms`
      : String(entry.msg ?? '');
  const id = typeof entry.reqId === 'string' ? ` [${entry.reqId}]` : '';
  const rest = extras(entry);
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? `\n  ${String(err.stack ?? err.message ?? '').replaceAll('\n', '\n  ')}` : '';
  return `${clock(entry.time)} ${level} ${request}${rest ? ` ${rest}` : ''}${id}${stack}\n`;
}

/** A pino destination printing compact lines to stdout (development). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return { write: (line) => void out.write(formatLogLine(line)) };
}
