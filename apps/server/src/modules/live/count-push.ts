// Pushing the shown viewer count (real + virtual, as the beat reply has it) to the live's sockets
// (LiveEventKind.count), so the watch page's number moves between its own 10 s beats. A push happens when
// a beat finds the count changed since the last push of this instance for the live, and at most once per
// COUNT_PUSH_MIN_MS per live and instance: the count itself comes from viewer-tally.ts (read at most every
// 2 s per session), and each push reads the live's audience once, so 500 viewers beating cost one read and
// one publish every few seconds, not one per beat. A count that changes inside the window is pushed by the
// first beat after it; a failed push is forgotten so the next beat tries again.

import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { Db } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { sendLiveEvent } from './realtime-service.ts';

export const COUNT_PUSH_MIN_MS = 3_000;
/** Lives on air at once are few; past this the map is cleared rather than grown. */
const MAX_LIVES = 1_000;

const pushed = keptInMemory(new Map<number, { at: number; count: number }>());

/** Pushes `viewersNumber` to the live's sockets when it changed and the live's window has passed. */
export function pushLiveCount(
  hub: RealtimeHub,
  db: Db,
  tenantId: string,
  liveId: number,
  viewersNumber: number,
  now = Date.now(),
): Promise<void> | null {
  const last = pushed.get(liveId);
  if (last && (last.count === viewersNumber || now - last.at < COUNT_PUSH_MIN_MS)) return null;
  if (pushed.size >= MAX_LIVES) pushed.clear();
  const entry = { at: now, count: viewersNumber };
  pushed.set(liveId, entry);
  return sendLiveEvent(hub, db, tenantId, { kind: 'count', liveId, viewersNumber }).catch(() => {
    if (pushed.get(liveId) === entry) pushed.delete(liveId);
  });
}
