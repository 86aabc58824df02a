// Unit tests of the storage helper: prefix, wrapper shape, 7-day expiry, session kind, clearing.
import { LOCAL_CACHE_TTL_MS } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { createStore, type StorageLike } from './store.ts';

function memoryStorage(): StorageLike & { dump(): Record<string, string> } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
    dump: () => Object.fromEntries(data),
  };
}

function setup() {
  const local = memoryStorage();
  const session = memoryStorage();
  let clock = 1_700_000_000_000;
  const store = createStore(
    () => ({ local, session }),
    () => clock,
  );
  return { local, session, store, advance: (ms: number) => (clock += ms) };
}

describe('storage helper', () => {
  it('prefixes keys and wraps values as { dataType, content, type, datetime }', () => {
    const { local, store } = setup();
    store.set('search-history', ['java', 'react']);
    const raw = local.dump()['elearning-search-history'];
    expect(raw).toBeDefined();
    expect(JSON.parse(raw ?? '')).toEqual({
      dataType: 'array',
      content: ['java', 'react'],
      type: 'local',
      datetime: 1_700_000_000_000,
    });
    expect(store.get<string[]>('search-history')).toEqual(['java', 'react']);
  });

  it('keeps an entry for 7 days and drops it afterwards', () => {
    const { local, store, advance } = setup();
    store.set('access-token', 'abc');
    advance(LOCAL_CACHE_TTL_MS);
    expect(store.get('access-token')).toBe('abc');
    advance(1);
    expect(store.get('access-token')).toBeUndefined();
    expect(local.dump()).toEqual({});
  });

  it('honours a custom maximum age', () => {
    const { store, advance } = setup();
    store.set('dict-cache', { a: 1 });
    advance(2000);
    expect(store.get('dict-cache', { maxAgeMs: 1000 })).toBeUndefined();
  });

  it('stores session entries in sessionStorage only', () => {
    const { local, session, store } = setup();
    store.set('identity', 1, 'session');
    expect(local.dump()).toEqual({});
    expect(Object.keys(session.dump())).toEqual(['elearning-identity']);
    expect(store.get('identity', { kind: 'session' })).toBe(1);
    expect(store.get('identity')).toBeUndefined();
  });

  it('treats corrupt or foreign values as absent', () => {
    const { local, store } = setup();
    local.setItem('elearning-broken', '{not json');
    local.setItem('elearning-plain', '"text"');
    expect(store.get('broken')).toBeUndefined();
    expect(store.get('plain')).toBeUndefined();
  });

  it('clears only prefixed keys', () => {
    const { local, session, store } = setup();
    local.setItem('other-app', 'keep');
    store.set('a', 1);
    store.set('b', 2, 'session');
    store.clear();
    expect(local.dump()).toEqual({ 'other-app': 'keep' });
    expect(session.dump()).toEqual({});
  });

  it('removes one entry from both kinds', () => {
    const { store } = setup();
    store.set('x', 1);
    store.set('x', 2, 'session');
    store.remove('x');
    expect(store.get('x')).toBeUndefined();
    expect(store.get('x', { kind: 'session' })).toBeUndefined();
  });
});
