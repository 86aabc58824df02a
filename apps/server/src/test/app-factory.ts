// Test harness: the real app on a real database — in-memory PGlite by default, or a fresh
// PostgreSQL database per test file when TEST_DATABASE_URL is set — seeded with the demo tenants.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { generateSecrets } from '../core/secrets.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/demo-seed.ts';

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `elearn_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
  const database = await openDatabase({ databaseUrl: pgDatabase?.url, pgliteDir: 'memory://', poolSize: 5 });
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/elearning-test-unused', ...env });
  const app = await buildApp({ config, database, secrets: generateSecrets(), logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await pgDatabase?.drop();
    },
  };
}
