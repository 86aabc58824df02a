// Server child of the exam load bench (bench/exam-load.ts): the real app on a fixed port of 127.0.0.1
// (so that takers keep their URL across a SIGKILL and restart), secrets kept in BENCH_DATA_DIR (so their
// tokens stay valid across the restart), plus the harness's two ceilings on ephemeral ports: a bare
// node:http reply and a bare Fastify `SELECT 1` on the app's own pool.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadOrCreateSecrets } from '../apps/server/src/core/secrets.ts';
import { openBenchDatabase } from './lib/database.ts';
import { type ChildMessage, SELECT1_PATH, type StopMessage } from './lib/protocol.ts';

const HOST = '127.0.0.1';
const env = process.env;

function send(message: ChildMessage) {
  process.send?.(message);
}

async function start() {
  const databaseUrl = env.BENCH_DB_URL;
  const dataDir = env.BENCH_DATA_DIR;
  const port = Number(env.BENCH_APP_PORT);
  if (!databaseUrl || !dataDir || !Number.isInteger(port)) {
    throw new Error('BENCH_DB_URL, BENCH_DATA_DIR and BENCH_APP_PORT are required');
  }
  const database = await openBenchDatabase({ databaseUrl });
  const pool = database.pool!;

  const payload = JSON.stringify({ resCode: 200, resMsg: 'ok', response: { hello: 'world' } });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(payload);
  });
  await new Promise<void>((resolve) => bare.listen(0, HOST, resolve));
  const select1 = Fastify();
  select1.get(SELECT1_PATH, async () => {
    await pool.query('SELECT 1');
    return { resCode: 200, resMsg: 'ok', response: 1 };
  });
  await select1.listen({ port: 0, host: HOST });

  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn', HOST, DATA_DIR: dataDir });
  const app = await buildApp({ config, database, secrets: loadOrCreateSecrets(dataDir) });
  await app.listen({ port, host: HOST });

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5_000).unref();
    bare.closeAllConnections();
    await Promise.allSettled([
      new Promise<void>((resolve) => bare.close(() => resolve())),
      select1.close(),
      app.close(),
    ]);
    await database.close();
    process.exit(0);
  }
  process.on('message', (message: unknown) => {
    if ((message as StopMessage | null)?.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());

  const url = (address: AddressInfo | string | null) => `http://${HOST}:${(address as AddressInfo).port}`;
  send({
    type: 'ready',
    driver: database.driver,
    poolSize: pool.options.max ?? null,
    urls: {
      http: url(bare.address()),
      select1: url(select1.server.address()),
      app: `http://${HOST}:${port}`,
    },
  });
}

start().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  setTimeout(() => process.exit(1), 100).unref();
});
