// The session cache's rules (session-cache.ts), against a hub and a database read the test controls: a kept
// session is answered without reading; each announced change drops exactly what it makes wrong, also when
// it arrives while a read is under way; while the hub might miss announcements every call reads and nothing
// is kept; an entry is read again after its maximum age. The same rules through the real app on two
// instances are in test/instances.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { announceSessionChange, createSessionCache, SESSION_EVENTS } from './session-cache.ts';
import type { SessionRow } from './session-loader.ts';

type Hub = Pick<RealtimeHub, 'publish' | 'subscribe' | 'listening' | 'onListeningChange'>;

/** A hub of one instance whose LISTEN connection the test can cut and restore. */
function fakeHub() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const listeningHandlers: ((listening: boolean) => void)[] = [];
  const state = { listening: true };
  const hub: Hub = {
    get listening() {
      return state.listening;
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
      return () => undefined;
    },
    async publish(topic, payload) {
      for (const handler of handlers.get(topic) ?? []) handler(payload);
      return true;
    },
    onListeningChange(handler) {
      listeningHandlers.push(handler);
      return () => undefined;
    },
  };
  const setListening = (listening: boolean) => {
    state.listening = listening;
    for (const handler of listeningHandlers) handler(listening);
  };
  return { hub, setListening };
}

function rowOf(tenantId: string, userId: number): SessionRow {
  return {
    revokedAt: null,
    revokeReason: null,
    expiresAt: new Date(Date.now() + 3_600_000),
    tenantDisabled: false,
    user: { id: userId, tenantId } as SessionRow['user'],
  };
}

/** A database read that counts its calls; `hold` keeps the next reads waiting until released. */
function countingReader(users: Record<string, [string, number]>) {
  const reads: string[] = [];
  let gate: Promise<void> | undefined;
  let open: () => void = () => {};
  async function read(sessionId: string, tenantId: string) {
    reads.push(sessionId);
    if (gate) await gate;
    const owner = users[sessionId];
    return owner && owner[0] === tenantId ? rowOf(owner[0], owner[1]) : undefined;
  }
  return {
    read,
    reads,
    hold() {
      gate = new Promise((resolve) => {
        open = () => resolve();
      });
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

const USERS: Record<string, [string, number]> = {
  s1: ['learn', 1],
  s2: ['learn', 1],
  s3: ['learn', 2],
  s4: ['acme', 1],
};

function setUp(options: { maxAgeMs?: number } = {}) {
  const { hub, setListening } = fakeHub();
  const reader = countingReader(USERS);
  const cache = createSessionCache(hub, reader.read, options);
  const loadAll = () => Promise.all(Object.entries(USERS).map(([sid, [tid]]) => cache.load(sid, tid)));
  return { hub, setListening, reader, cache, loadAll };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session cache', () => {
  it('answers a kept session without reading, and never keeps a session of another tenant', async () => {
    const { reader, cache } = setUp();
    expect((await cache.load('s1', 'learn'))?.user.id).toBe(1);
    expect((await cache.load('s1', 'learn'))?.user.id).toBe(1);
    expect(await cache.load('s1', 'acme')).toBeUndefined();
    expect(await cache.load('nobody', 'learn')).toBeUndefined();
    expect(await cache.load('nobody', 'learn')).toBeUndefined();
    expect(reader.reads).toEqual(['s1', 's1', 'nobody', 'nobody']);
  });

  it('shares one read between concurrent first calls of a session', async () => {
    const { reader, cache } = setUp();
    reader.hold();
    const calls = [cache.load('s1', 'learn'), cache.load('s1', 'learn'), cache.load('s1', 'learn')];
    reader.release();
    expect((await Promise.all(calls)).map((row) => row?.user.id)).toEqual([1, 1, 1]);
    expect(reader.reads).toEqual(['s1']);
  });

  it.each([
    ['session', { scope: 'session', tenantId: 'learn', sessionId: 's1' } as const, ['s1']],
    ['user', { scope: 'user', tenantId: 'learn', userId: 1 } as const, ['s1', 's2']],
    ['tenant', { scope: 'tenant', tenantId: 'learn' } as const, ['s1', 's2', 's3']],
  ])('drops on a %s change exactly the sessions it concerns', async (_scope, change, dropped) => {
    const { hub, reader, loadAll } = setUp();
    await loadAll();
    reader.reads.length = 0;
    await announceSessionChange(hub, change);
    await loadAll();
    expect(reader.reads).toEqual(dropped);
  });

  it('does not keep what a read found when a change was announced while it was under way', async () => {
    const { hub, reader, cache } = setUp();
    reader.hold();
    const during = cache.load('s1', 'learn');
    await announceSessionChange(hub, { scope: 'user', tenantId: 'learn', userId: 1 });
    // A call after the announcement does not join the read that may predate the change.
    const after = cache.load('s1', 'learn');
    reader.release();
    await Promise.all([during, after]);
    expect(reader.reads).toEqual(['s1', 's1']);
    await cache.load('s1', 'learn');
    expect(reader.reads).toEqual(['s1', 's1']);
    expect(cache.size).toBe(1);
  });

  it('ignores malformed announcements from other instances', async () => {
    const { hub, reader, cache, loadAll } = setUp();
    await loadAll();
    reader.reads.length = 0;
    for (const payload of [
      null,
      'x',
      [{ scope: 'user', tenantId: 'learn' }],
      [{ scope: 'all' }],
      { scope: 'tenant' },
    ])
      await hub.publish(SESSION_EVENTS, payload);
    await loadAll();
    expect(reader.reads).toEqual([]);
    expect(cache.size).toBe(4);
  });

  it('reads on every call while announcements could be missed, and starts empty once they cannot', async () => {
    const { setListening, reader, cache, loadAll } = setUp();
    await loadAll();
    setListening(false);
    expect(cache.size).toBe(0);
    reader.reads.length = 0;
    await loadAll();
    await loadAll();
    expect(reader.reads).toHaveLength(8);
    expect(cache.size).toBe(0);
    setListening(true);
    await loadAll();
    await loadAll();
    expect(reader.reads).toHaveLength(12);
    expect(cache.size).toBe(4);
  });

  it('does not keep a read that was under way when the connection was lost', async () => {
    const { setListening, reader, cache } = setUp();
    reader.hold();
    const during = cache.load('s1', 'learn');
    setListening(false);
    setListening(true);
    reader.release();
    await during;
    expect(cache.size).toBe(0);
  });

  it('reads a kept session again after its maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { reader, cache } = setUp({ maxAgeMs: 1_000 });
    await cache.load('s3', 'learn');
    vi.advanceTimersByTime(999);
    await cache.load('s3', 'learn');
    expect(reader.reads).toEqual(['s3']);
    vi.advanceTimersByTime(1);
    await cache.load('s3', 'learn');
    expect(reader.reads).toEqual(['s3', 's3']);
  });
});
