// Write-behind of steady watch beats: a beat whose live, admission and viewer row this instance already knows
// (watch-cache.ts and the joined set here) is queued in memory and answered at once; the queue is written
// within FLUSH_MS as ONE statement for every viewer of the instance (500 viewers beating every 10 s were 50
// statements a second; now one). The row stays the truth: the flush applies the same conditional count as a
// single beat (only a viewer whose last counted beat is BEAT_MIN_GAP_MS old moves, adding the seconds since,
// capped), so a viewer's beats collapsing into one flush, or alternating between instances, count each second
// once. A beat lost with the process loses no watch time (the next counted beat adds the time since the last
// counted one); presence and the minute's sample lag by at most FLUSH_MS. Ending a broadcast and closing the
// app flush first (ARCHITECTURE "Lives", "What lives in memory").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runStatement } from '../../db/rows.ts';
import { BEAT_MIN_GAP_MS, creditSql } from './beat-statements.ts';

export const BEAT_FLUSH_MS = 1_000;
/** Viewer rows known to exist, per instance; past this the set is cleared (the next beat reads the row). */
const MAX_JOINED = 200_000;
const MIN_GAP = sql.raw(`interval '${BEAT_MIN_GAP_MS / 1000} seconds'`);

type Queue = {
  pending: Map<string, { sessionId: number; userId: number }>;
  /** Viewer rows of this database known to exist. */
  joined: Set<string>;
  timer: NodeJS.Timeout | undefined;
  flushing: Promise<void> | undefined;
};
const queues = new WeakMap<Db, Queue>();
/** Where a timed flush's failure is reported: nobody awaits it, so it would otherwise vanish. */
const failureLogs = new WeakMap<Db, (error: unknown) => void>();

/** The app reports the timed flushes' failures of its database through its own logger. */
export function reportFlushFailures(db: Db, log: (error: unknown) => void) {
  failureLogs.set(db, log);
}

const keyOf = (sessionId: number, userId: number) => `${sessionId}:${userId}`;

function queueOf(db: Db): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = { pending: new Map(), joined: new Set(), timer: undefined, flushing: undefined };
    queues.set(db, queue);
  }
  return queue;
}

/** The viewer has a row in the session (this instance made it or read it). */
export function markJoined(db: Db, sessionId: number, userId: number) {
  const { joined } = queueOf(db);
  if (joined.size >= MAX_JOINED) joined.clear();
  joined.add(keyOf(sessionId, userId));
}

export function hasJoined(db: Db, sessionId: number, userId: number) {
  return queues.get(db)?.joined.has(keyOf(sessionId, userId)) ?? false;
}

/** Queues a beat of a joined viewer; it is written by the next flush, within BEAT_FLUSH_MS. */
export function queueBeat(db: Db, sessionId: number, userId: number) {
  const queue = queueOf(db);
  queue.pending.set(keyOf(sessionId, userId), { sessionId, userId });
  if (queue.timer) return;
  queue.timer = setTimeout(() => {
    queue.timer = undefined;
    // A failed flush puts its beats back (flushBeats) and is tried again with the next beat.
    flushBeats(db).catch((error: unknown) => failureLogs.get(db)?.(error));
  }, BEAT_FLUSH_MS);
  queue.timer.unref();
}

/** Writes every queued beat of this instance in one statement (and waits for a flush already running). */
export async function flushBeats(db: Db): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  await queue.flushing;
  if (queue.pending.size === 0) return;
  if (queue.timer) clearTimeout(queue.timer);
  queue.timer = undefined;
  const beats = [...queue.pending.values()];
  queue.pending.clear();
  const sessions = `{${beats.map((beat) => beat.sessionId).join(',')}}`;
  const users = `{${beats.map((beat) => beat.userId).join(',')}}`;
  const writing = runStatement(
    db,
    sql`update live_viewers set last_seen_at = now(),
          watch_seconds = live_viewers.watch_seconds + ${creditSql}
        from unnest(${sessions}::int[], ${users}::int[]) as b(session_id, user_id)
        where live_viewers.session_id = b.session_id and live_viewers.user_id = b.user_id
          and live_viewers.last_seen_at <= now() - ${MIN_GAP}`,
  );
  queue.flushing = writing.then(
    () => undefined,
    () => undefined,
  );
  try {
    await writing;
  } catch (error) {
    for (const beat of beats) {
      const key = keyOf(beat.sessionId, beat.userId);
      if (!queue.pending.has(key)) queue.pending.set(key, beat);
    }
    throw error;
  } finally {
    queue.flushing = undefined;
  }
}
