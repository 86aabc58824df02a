// Waits for a test database's connections to be really gone before the database is dropped or copied.
// pool.end() (and a destroyed LISTEN client's release) resolves once each close was only requested; a
// DROP DATABASE … WITH (FORCE) that reaches the server first terminates those connections instead, and
// each pool client then reports 'terminating connection due to administrator command'. A template still
// connected also refuses CREATE DATABASE … TEMPLATE.
import type pg from 'pg';

const CLOSE_WAIT_MS = 5_000;

/** Starts tracking the pool's connections (call right after opening it); `closed()` waits them out. */
export function trackConnections(pool: pg.Pool | undefined) {
  const live = new Set<pg.PoolClient>();
  const waiters: (() => void)[] = [];
  pool?.on('connect', (client) => live.add(client));
  // 'remove' fires once the client's connection has ended, whether the pool or its user closed it.
  pool?.on('remove', (client) => {
    live.delete(client);
    if (live.size === 0) for (const wake of waiters.splice(0)) wake();
  });
  return {
    /** Resolves when no connection of the pool is open any more (or after 5 s, leaving the rest). */
    closed(): Promise<void> {
      if (live.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, CLOSE_WAIT_MS);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
