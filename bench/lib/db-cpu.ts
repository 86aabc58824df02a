// Best-effort CPU time of the PostgreSQL backends serving the bench database, read from /proc; only when
// PostgreSQL runs on this machine (Linux). PGlite runs inside the server process: already in its figure.
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../../apps/server/src/db/client.ts';

/** Linux reports process times in USER_HZ ticks, 100 per second on every mainstream kernel. */
const TICK_MICROS = 10_000;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type DbCpuProbe = {
  /** Cumulative CPU time (microseconds) of the bench database's backends seen so far. */
  read(): Promise<number>;
  close(): Promise<void>;
};

export async function processMicros(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is field 3, utime 14 and stime 15 (1-based) → indexes 11 and 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;
  } catch {
    return undefined;
  }
}

export async function openDbCpuProbe(databaseUrl: string): Promise<DbCpuProbe | undefined> {
  if (process.platform !== 'linux' || !LOCAL_HOSTS.has(new URL(databaseUrl).hostname)) return undefined;
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  const pool = admin.pool!;
  const lastSeen = new Map<number, number>();
  let total = 0;

  async function read(): Promise<number> {
    const { rows } = await pool.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const micros = await processMicros(pid);
      if (micros === undefined) continue;
      // A backend first seen now is counted from its start (it opened during the run).
      total += micros - (lastSeen.get(pid) ?? 0);
      lastSeen.set(pid, micros);
    }
    return total;
  }

  const probe: DbCpuProbe = { read, close: () => admin.close() };
  const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const own = rows[0]?.pid;
  if (own === undefined || (await processMicros(own)) === undefined) {
    await probe.close(); // not the same machine after all, or /proc is not readable
    return undefined;
  }
  return probe;
}
