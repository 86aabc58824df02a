// Browser storage helper: every key carries the 'elearning-' prefix and every value is wrapped as
// { dataType, content, type, datetime } so it can be typed back and expired (7 days, SPEC §9).
import { LOCAL_CACHE_TTL_MS, STORAGE_PREFIX } from '@elearning/shared';

/** Where an entry lives: `local` survives the tab, `session` lives as long as the tab. */
export type StoreKind = 'local' | 'session';

/** The stored wrapper around a value. */
export type StoreEntry<T> = { dataType: string; content: T; type: StoreKind; datetime: number };

/** The minimal part of the Web Storage API the helper uses (lets tests pass an in-memory store). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type ReadOptions = { kind?: StoreKind; maxAgeMs?: number };

export type Store = {
  set<T>(name: string, content: T, kind?: StoreKind): void;
  get<T>(name: string, options?: ReadOptions): T | undefined;
  remove(name: string, kind?: StoreKind): void;
  clear(kind?: StoreKind): void;
};

function describe(content: unknown): string {
  if (content === null) return 'null';
  if (Array.isArray(content)) return 'array';
  return typeof content;
}

function isEntry(value: unknown): value is StoreEntry<unknown> {
  return typeof value === 'object' && value !== null && 'content' in value && 'datetime' in value;
}

/** Builds a store over the given backends; `now` is injectable for expiry tests. */
export function createStore(
  backends: () => Record<StoreKind, StorageLike | undefined>,
  now: () => number = Date.now,
): Store {
  const backend = (kind: StoreKind) => backends()[kind];
  const key = (name: string) => `${STORAGE_PREFIX}${name}`;

  return {
    set(name, content, kind = 'local') {
      const entry: StoreEntry<typeof content> = {
        dataType: describe(content),
        content,
        type: kind,
        datetime: now(),
      };
      backend(kind)?.setItem(key(name), JSON.stringify(entry));
    },
    get<T>(name: string, options: ReadOptions = {}): T | undefined {
      const kind = options.kind ?? 'local';
      const storage = backend(kind);
      const raw = storage?.getItem(key(name));
      if (raw == null) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        storage?.removeItem(key(name));
        return undefined;
      }
      if (!isEntry(parsed)) return undefined;
      const maxAge = options.maxAgeMs ?? LOCAL_CACHE_TTL_MS;
      if (now() - parsed.datetime > maxAge) {
        storage?.removeItem(key(name));
        return undefined;
      }
      return parsed.content as T;
    },
    remove(name, kind) {
      const kinds: StoreKind[] = kind ? [kind] : ['local', 'session'];
      for (const k of kinds) backend(k)?.removeItem(key(name));
    },
    clear(kind) {
      const kinds: StoreKind[] = kind ? [kind] : ['local', 'session'];
      for (const k of kinds) {
        const storage = backend(k);
        if (!storage) continue;
        const names: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const name = storage.key(i);
          if (name?.startsWith(STORAGE_PREFIX)) names.push(name);
        }
        for (const name of names) storage.removeItem(name);
      }
    },
  };
}

function browserBackends(): Record<StoreKind, StorageLike | undefined> {
  if (typeof window === 'undefined') return { local: undefined, session: undefined };
  return { local: window.localStorage, session: window.sessionStorage };
}

/** The app-wide store over the browser's localStorage and sessionStorage. */
export const store: Store = createStore(browserBackends);
