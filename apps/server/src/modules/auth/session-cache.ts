// Verified sessions kept in process, so an authenticated request needs no database round trip. An entry
// is dropped by the change that makes it wrong: every service that revokes a session, rotates it, or
// changes a user, their identities, organisation or tenant calls `announceSessionChange` after its
// transaction commits; the realtime hub runs the invalidation here at once and on every other instance
// through NOTIFY. While this instance might miss an announcement (its LISTEN connection is down) every
// request reads the database, and the cache starts empty once it is back. The consistency rule is
// written in docs/ARCHITECTURE.md ("What lives in memory").
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { SessionRow } from './session-loader.ts';

/** The hub topic of session invalidations. */
export const SESSION_EVENTS = 'auth.sessions';
/** Even without an announcement an entry is read again after this long (changes made outside the services). */
export const SESSION_ENTRY_MAX_AGE_MS = 10_000;
const SESSION_ENTRIES_MAX = 50_000;

export type SessionChange =
  /** Logout, refresh rotation, reuse detection. */
  | { scope: 'session'; tenantId: string; sessionId: string }
  /** Password, disabled flag, identities, profile, organisation or position of one user; replaced sessions. */
  | { scope: 'user'; tenantId: string; userId: number }
  /** The tenant disabled or enabled. */
  | { scope: 'tenant'; tenantId: string };

type SessionHub = Pick<RealtimeHub, 'publish' | 'subscribe' | 'listening' | 'onListeningChange'>;

/**
 * Tells every instance (this one before it resolves) to forget what it keeps about the changed sessions.
 * Call it after the change has committed: an instance reading between the announcement and the commit
 * would keep the old state.
 */
export async function announceSessionChange(hub: SessionHub, ...changes: SessionChange[]): Promise<void> {
  if (changes.length > 0) await hub.publish(SESSION_EVENTS, changes);
}

function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  if (typeof change.tenantId !== 'string') return false;
  if (change.scope === 'session') return typeof change.sessionId === 'string';
  if (change.scope === 'user') return typeof change.userId === 'number';
  return change.scope === 'tenant';
}

type Entry = { tenantId: string; userId: number; row: SessionRow; loadedAt: number };
/** A database read under way; `stale` once a change it may predate was announced. */
type Flight = { tenantId: string; stale: boolean; promise: Promise<SessionRow | undefined> };
type Loader = (sessionId: string, tenantId: string) => Promise<SessionRow | undefined>;

export function createSessionCache(
  hub: SessionHub,
  read: Loader,
  options: { maxAgeMs?: number; maxEntries?: number } = {},
) {
  const maxAgeMs = options.maxAgeMs ?? SESSION_ENTRY_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? SESSION_ENTRIES_MAX;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();

  /** Drops what a change makes wrong, and keeps reads already under way from storing what they found. */
  function forget(change: SessionChange) {
    for (const [sessionId, flight] of flights) {
      // A read does not know its user before it ends: a user's change spoils every read of the tenant.
      if (change.scope === 'session' ? sessionId === change.sessionId : flight.tenantId === change.tenantId) {
        flight.stale = true;
        flights.delete(sessionId);
      }
    }
    if (change.scope === 'session') {
      entries.delete(change.sessionId);
      return;
    }
    for (const [sessionId, entry] of entries) {
      if (entry.tenantId !== change.tenantId) continue;
      if (change.scope === 'tenant' || entry.userId === change.userId) entries.delete(sessionId);
    }
  }

  function forgetAll() {
    for (const flight of flights.values()) flight.stale = true;
    flights.clear();
    entries.clear();
  }

  hub.subscribe(SESSION_EVENTS, (payload) => {
    if (!Array.isArray(payload)) return;
    for (const change of payload) if (isSessionChange(change)) forget(change);
  });
  // Announcements may have been missed while the LISTEN connection was down: nothing kept is trusted.
  hub.onListeningChange(forgetAll);

  function store(sessionId: string, tenantId: string, row: SessionRow) {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
    entries.delete(sessionId);
    entries.set(sessionId, { tenantId, userId: row.user.id, row, loadedAt: Date.now() });
  }

  function readAndKeep(sessionId: string, tenantId: string): Promise<SessionRow | undefined> {
    const flight: Flight = { tenantId, stale: false, promise: Promise.resolve(undefined) };
    flight.promise = (async () => {
      try {
        const row = await read(sessionId, tenantId);
        if (row && !flight.stale && hub.listening) store(sessionId, tenantId, row);
        return row;
      } finally {
        if (flights.get(sessionId) === flight) flights.delete(sessionId);
      }
    })();
    flights.set(sessionId, flight);
    return flight.promise;
  }

  /** The session as the database last said, without asking it again when nothing has changed since. */
  function load(sessionId: string, tenantId: string): Promise<SessionRow | undefined> {
    if (!hub.listening) return read(sessionId, tenantId);
    const entry = entries.get(sessionId);
    if (entry && entry.tenantId === tenantId && Date.now() - entry.loadedAt < maxAgeMs) {
      return Promise.resolve(entry.row);
    }
    // Concurrent first requests of one session share one read.
    const flight = flights.get(sessionId);
    if (flight && flight.tenantId === tenantId) return flight.promise;
    return readAndKeep(sessionId, tenantId);
  }

  return {
    load,
    /** Sessions kept (tests and diagnostics). */
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
