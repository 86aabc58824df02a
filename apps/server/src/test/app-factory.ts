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
      await pgDatabase?.drop();
    },
  };
}
