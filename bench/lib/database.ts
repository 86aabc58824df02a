// Prepares the bench database: creates the PostgreSQL database through the `postgres` maintenance
// database when it is missing, then opens it with the app's own openDatabase, migrates and seeds.

import type { Database } from '../../apps/server/src/db/client.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/seed/demo-seed.ts';

const DB_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Creates the database named in `url` if it does not exist yet (idempotent). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!DB_NAME_PATTERN.test(name)) throw new Error(`Unsupported bench database name: "${name}"`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  // The app's own opener with a one-connection pool, so the bench needs no direct pg dependency.
  const admin = await openDatabase({ databaseUrl: maintenance.toString(), poolSize: 1 });
  try {
    const pool = admin.pool!;
    const found = await pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await pool.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
}

export type BenchDatabaseOptions = { databaseUrl: string } | { pgliteDir: string };

/** Opens the app's database exactly as the server does (same pool settings), migrated and seeded. */
export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) await ensurePostgresDatabase(options.databaseUrl);
  const database =
    'databaseUrl' in options
      ? await openDatabase({ databaseUrl: options.databaseUrl })
      : await openDatabase({ pgliteDir: options.pgliteDir });
  await database.migrate();
  await seedDemo(database.db);
  return database;
}
