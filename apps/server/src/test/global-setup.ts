// Runs once per Vitest run: migrates and seeds ONE template database, which every test file then
// clones (a PGlite data-directory dump, or PostgreSQL's CREATE DATABASE … TEMPLATE). Start-up per file
// drops from migrate + seed + argon2 hashing to a copy.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/demo-seed.ts';
import { trackConnections } from './pool-connections.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateName: string;
  }
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (baseUrl) {
    const name = `elearn_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const connections = trackConnections(database.pool);
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    // A template still connected refuses CREATE DATABASE … TEMPLATE.
    await connections.closed();
    project.provide('postgresTemplateName', name);
    project.provide('pgliteTemplateFile', '');
    return async () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'elearning-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateName', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
