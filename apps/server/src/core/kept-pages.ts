// Pages a learner reads again and again (a My Task tab on every visit), kept in memory per tenant for a short
// age and dropped at once by this instance's writes to what they show (ARCHITECTURE "What lives in memory").
// A domain makes one store, keys its pages by everything the read depends on (tenant, user, unit, position,
// page) and calls `forgetTenant` after each write has committed. Pages are kept per database handle too,
// so two apps of one process (tests) never share a page. Callers arriving while a read is under way
// share it; a read that fails is not kept; a forget drops the pages in flight too, so a read that began
// before a write cannot be joined after it. A read may shorten its own life (`keepUntil`, e.g. the next
// start or end time that changes what the page shows). Bounded: past `maxEntries` the store is cleared.
export type KeptPages<T> = {
  /** The kept page of `key`, or `load()`'s, kept until the age or `keepUntil` (epoch ms) runs out. */
  read(
    db: object,
    tenantId: string,
    key: string,
    load: () => Promise<T>,
    keepUntil?: (value: T) => number | null,
  ): Promise<T>;
  /** Drops every kept page of the tenant (call after the write's transaction has committed). */
  forgetTenant(tenantId: string): void;
};

export function keptPages<T>(options: { maxAgeMs: number; maxEntries: number }): KeptPages<T> {
  const pages = new Map<string, { until: number; value: Promise<T> }>();
  const handles = new WeakMap<object, number>();
  let lastHandle = 0;
  function handleOf(db: object) {
    let handle = handles.get(db);
    if (handle === undefined) {
      lastHandle += 1;
      handle = lastHandle;
      handles.set(db, handle);
    }
    return handle;
  }
  return {
    read(db, tenantId, key, load, keepUntil) {
      const id = `${tenantId}\u0000${handleOf(db)}\u0000${key}`;
      const now = Date.now();
      const kept = pages.get(id);
      if (kept && now < kept.until) return kept.value;
      if (pages.size >= options.maxEntries) pages.clear();
      const value = load();
      const entry = { until: now + options.maxAgeMs, value };
      pages.set(id, entry);
      value.then(
        (loaded) => {
          const until = keepUntil?.(loaded);
          if (until !== null && until !== undefined && until < entry.until) entry.until = until;
        },
        () => {
          if (pages.get(id) === entry) pages.delete(id);
        },
      );
      return value;
    },
    forgetTenant(tenantId) {
      const prefix = `${tenantId}\u0000`;
      for (const id of pages.keys()) if (id.startsWith(prefix)) pages.delete(id);
    },
  };
}
