// Bench server, run as a child process so autocannon (in the parent) does not share its event loop or
// core. Hosts three listeners on 127.0.0.1 (ephemeral ports): a bare node:http JSON reply, a bare
// Fastify `SELECT 1` route on the app's own pool object, and the real app built by buildApp.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { generateSecrets } from '../apps/server/src/core/secrets.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { openBenchDatabase } from './lib/database.ts';
import { APP_SELECT1_PATH, type ChildMessage, type ParentMessage, SELECT1_PATH } from './lib/protocol.ts';

const HOST = '127.0.0.1';
const env = process.env;

function send(message: ChildMessage) {
  process.send?.(message);
}

function urlOf(server: Server): string {
  const address = server.address() as AddressInfo;
  return `http://${HOST}:${address.port}`;
}

/** One trivial query: the raw pg pool on PostgreSQL, the app's Drizzle handle on PGlite (no pool). */
function selectOne(database: Database): () => Promise<unknown> {
  const pool = database.pool;
  if (pool) return () => pool.query('SELECT 1');
  return () => database.db.execute(sql`SELECT 1`);
}

async function start() {
  const databaseUrl = env.BENCH_DB_URL;
  const pgliteDir = env.BENCH_PGLITE_DIR;
  if (!databaseUrl && !pgliteDir) throw new Error('BENCH_DB_URL or BENCH_PGLITE_DIR is required');
  const database = await openBenchDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: pgliteDir! });
  const query = selectOne(database);

  // Ceiling 1: node:http, no framework, no database.
  const payload = JSON.stringify({ resCode: 200, resMsg: 'ok', response: { hello: 'world' } });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(payload);
  });
  bare.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => bare.listen(0, HOST, resolve));

  // Ceiling 2: Fastify defaults (no logger, no hooks) + one query on the very pool object the app uses.
  const select1 = Fastify();
  select1.get(SELECT1_PATH, async function selectOneCeiling() {
    await query();
    return { resCode: 200, resMsg: 'ok', response: 1 };
  });
  await select1.listen({ port: 0, host: HOST });

  // The app as `npm start` builds it, with LOG_LEVEL=warn and throw-away secrets.
  const config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn', HOST });
  const app = await buildApp({ config, database, secrets: generateSecrets() });
  if (env.BENCH_DIAG === '1') {
    // Diagnostic: the same SELECT 1 behind every global hook of the app (helmet, client check, ids, logs).
    app.get(APP_SELECT1_PATH, async function selectOneBehindAppHooks() {
      await query();
      return { resCode: 200, resMsg: 'ok', response: 1 };
    });
  }
  await app.listen({ port: 0, host: HOST });

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
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
    const type = (message as ParentMessage | null)?.type;
    if (type === 'stop') void stop();
    if (type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    }
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  send({
    type: 'ready',
    driver: database.driver,
    poolSize: database.pool?.options.max ?? null,
    urls: { http: urlOf(bare), select1: urlOf(select1.server), app: urlOf(app.server) },
  });
}

start().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
