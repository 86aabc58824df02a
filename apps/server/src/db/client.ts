// Opens the one database the app uses: PGlite under DATA_DIR by default, PostgreSQL when a URL is given.
// Both drivers are exposed as the same Drizzle PgDatabase type so services never know which runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone the database cheaply. */
  dump?: () => Promise<Blob | File>;
  /** The PostgreSQL pool when the driver is postgres (used for LISTEN/NOTIFY and the bench ceiling). */
  pool: pg.Pool | undefined;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Directory for PGlite files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests clone one migrated, seeded database). */
  pgliteDump?: Blob;
  poolSize?: number;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // No JIT: it pays off for analytics running for seconds; ours run for milliseconds, and a query whose
    // estimated cost passes jit_above_cost (the search's visibility subplans did) spent 220 ms compiling.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      options: '-c jit=off',
    });
    // An idle client that loses its server (PostgreSQL restart) emits 'error' on the pool; unhandled, that
    // would end the process. The pool drops the client and the next query opens a fresh one.
    pool.on('error', (error) => console.error('PostgreSQL pool client error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pool: undefined,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
