// The process-wide caches of facts read from the database (ARCHITECTURE "What lives in memory") register
// here, so an app that starts or closes drops what an earlier app of the process kept. In production a process
// runs one app on one database; the test run loads many apps one after another, each on its own fresh copy of
// the same seeded database, where the same tenant and ids name other rows. Only caches register: dropping
// one costs a read, never a fact.
type Clearable = { clear(): void };

const kept = new Set<Clearable>();

/** Registers a cache (a Map or Set of kept facts) and returns it. */
export function keptInMemory<T extends Clearable>(cache: T): T {
  kept.add(cache);
  return cache;
}

/** Drops every registered cache's content. */
export function forgetKeptInMemory(): void {
  for (const cache of kept) cache.clear();
}
