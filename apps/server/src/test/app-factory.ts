// Test harness: the real app on a real database — in-memory PGlite by default, or a fresh
// PostgreSQL database per test file when DB_DRIVER=postgres and TEST_DATABASE_URL is set — seeded with
// the demo tenants.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { generateSecrets, type Secrets } from '../core/secrets.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/demo-seed.ts';
import { trackConnections } from './pool-connections.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  secrets: Secrets;
  close(): Promise<void>;
};

/** PostgreSQL only when the run asks for it (`DB_DRIVER=postgres`, as `npm test` does); else PGlite. */
function postgresBaseUrl(): string | undefined {
  if (process.env.DB_DRIVER !== 'postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `elearn_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplateName');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const baseUrl = postgresBaseUrl();
  const pgDatabase = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
  // The global set-up made one migrated, seeded template; each file starts from a copy of it.
  const templateFile = pgDatabase ? '' : inject('pgliteTemplateFile');
  const pgliteDump = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const database = await openDatabase({
    databaseUrl: pgDatabase?.url,
    pgliteDir: 'memory://',
    pgliteDump,
    poolSize: 5,
  });
  const connections = trackConnections(database.pool);
  if (!templateFile && !inject('postgresTemplateName')) {
    await database.migrate();
    await seedDemo(database.db);
  }
  // Tests read SMS codes and captcha answers through the dev helpers; `DEV_HELPERS: ''` turns them off.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/elearning-test-unused',
    DEV_HELPERS: '1',
    ...env,
  });
  const secrets = generateSecrets();
  const app = await buildApp({ config, database, secrets, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    secrets,
    async close() {
      await app.close();
      await database.close();
      // Dropped only once every connection (the realtime LISTEN one included) has really closed.
      await connections.closed();
      await pgDatabase?.drop();
    },
  };
}

/**
 * Several app instances on one fresh PostgreSQL database, each with its own pool and realtime hub and the
 * same secrets, as production runs them behind a load balancer. PostgreSQL only: PGlite is one process.
 */
export async function createTestInstances(count: number, env: Record<string, string> = {}) {
  const baseUrl = postgresBaseUrl();
  if (!baseUrl) throw new Error('createTestInstances needs DB_DRIVER=postgres and TEST_DATABASE_URL');
  const pgDatabase = await createPostgresDatabase(baseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/elearning-test-unused',
    DEV_HELPERS: '1',
    ...env,
  });
  const secrets = generateSecrets();
  const instances: TestApp[] = [];
  const tracked: ReturnType<typeof trackConnections>[] = [];
  for (let index = 0; index < count; index += 1) {
    const database = await openDatabase({ databaseUrl: pgDatabase.url, poolSize: 5 });
    tracked.push(trackConnections(database.pool));
    if (index === 0 && !inject('postgresTemplateName')) {
      await database.migrate();
      await seedDemo(database.db);
    }
    const app = await buildApp({ config, database, secrets, logger: false });
    await app.ready();
    let closing: Promise<void> | undefined;
    // Idempotent: a test may stop one instance before the group is closed.
    const close = () => {
      closing ??= app.close().then(() => database.close());
      return closing;
    };
    instances.push({ app, database, config, secrets, close });
  }
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.close();
      for (const connections of tracked) await connections.closed();
      await pgDatabase.drop();
    },
  };
}
