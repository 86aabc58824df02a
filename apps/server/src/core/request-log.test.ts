// The request log: one line per answered request (not Fastify's two), with the URL's credentials redacted,
// JSON in production and one compact line in development.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { formatLogLine, OneLineRequestLog } from './request-log.ts';

async function appLogging(lines: string[]) {
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    logController: new OneLineRequestLog(),
    genReqId: () => 'req-1',
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('request log', () => {
  it('writes one info line per request with method, redacted url, status, time and request id', async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/ok?token=secret&page=2' });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'req-1');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/ok?token=[redacted]&page=2',
      status: 200,
      reqId: 'req-1',
    });
    expect(typeof requests[0].ms).toBe('number');
    expect(lines.join('')).not.toContain('secret');
  });

  it("logs a failed request once too; the error itself is the error handler's line", async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line));
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, status: 500 });
    expect(entries.filter((entry) => entry.level === 50 && entry.err?.message === 'boom')).toHaveLength(1);
  });

  it('prints a compact line in development', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 1, 8, 0, 1),
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      msg: 'request',
      method: 'POST',
      url: '/x',
      status: 201,
      ms: 3.2,
    });
    expect(formatLogLine(json)).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/x 201 3\.2ms \[abc\]\n$/);
    const other = JSON.stringify({ level: 40, time: 0, msg: 'realtime: lost', attempt: 2 });
    expect(formatLogLine(other)).toMatch(/WARN {2}realtime: lost attempt=2\n$/);
    expect(formatLogLine('not json')).toBe('not json\n');
  });

  it('is JSON in production and pretty elsewhere unless LOG_FORMAT says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });
});
