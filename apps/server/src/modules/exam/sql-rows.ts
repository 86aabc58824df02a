// Runs a hand-written SQL statement and returns its rows typed, on the database or inside a transaction
// (both drivers answer `execute` with `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Drizzle cannot resolve its driver-generic result type for a generic row type, so the shape both
  // drivers share ({ rows }) is stated here once.
  const result = (await (db as Db).execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
