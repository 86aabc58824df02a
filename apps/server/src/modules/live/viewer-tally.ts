// The viewer count and likes a watch beat answers, read at most once per TALLY_MAX_AGE_MS per session on
// this instance instead of on every beat: with 500 viewers each beating every 10 s, counting the session's
// viewers on every beat reads 25 000 index entries a second for a number the page shows as a 10-second poll.
// The refresh also samples the minute's count and raises the session's peak (the statistics' curve), so those
// two writes happen once per refresh instead of once per beat. A cache that may be a little stale
// (ARCHITECTURE "What lives in memory"): the database stays the truth, a new viewer's own beat drops the
// entry so it counts itself, and another instance's viewers show within TALLY_MAX_AGE_MS.
import { LIVE_RULES } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';

export const TALLY_MAX_AGE_MS = 2_000;
/** Sessions on air at once are few; past this the map is cleared rather than grown. */
const MAX_SESSIONS = 1_000;
const GONE = sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`);

export type LiveTally = { viewers: number; likeNum: number };
type Entry = { at: number; value: Promise<LiveTally>; generation: number };

const tallies = keptInMemory(new Map<number, Entry>());
let generations = 0;

async function readTally(db: DbOrTx, tenantId: string, liveId: number, sessionId: number) {
  // One statement: count the viewers present, keep the minute's sample and the peak (written only when
  // the count rose, so an idle refresh writes nothing), and sum the likes.
  const row = await queryRow(
    db,
    sql`with c as (select count(*)::int as n from live_viewers
        where session_id = ${sessionId} and last_seen_at > now() - ${GONE}),
      sample as (insert into live_viewer_samples (tenant_id, session_id, minute_at, viewers)
        select ${tenantId}, ${sessionId}, date_trunc('minute', now()), n from c
        on conflict (session_id, minute_at) do update set viewers = excluded.viewers
          where live_viewer_samples.viewers < excluded.viewers),
      peak as (update live_sessions set peak_viewers = (select n from c)
        where id = ${sessionId} and peak_viewers < (select n from c))
      select (select n from c) as viewers,
        coalesce((select sum(count) from live_likes l where l.live_id = ${liveId}), 0)::int as like_num`,
    { viewers: col.int, like_num: col.int },
  );
  return { viewers: row?.viewers ?? 0, likeNum: row?.like_num ?? 0 };
}

/** The session's viewers and the live's likes, at most TALLY_MAX_AGE_MS old; concurrent beats share one read. */
export function liveTally(
  db: DbOrTx,
  tenantId: string,
  liveId: number,
  sessionId: number,
): Promise<LiveTally> {
  const now = Date.now();
  const kept = tallies.get(sessionId);
  if (kept && now - kept.at < TALLY_MAX_AGE_MS) return kept.value;
  if (tallies.size >= MAX_SESSIONS) tallies.clear();
  const generation = ++generations;
  const value = readTally(db, tenantId, liveId, sessionId);
  tallies.set(sessionId, { at: now, value, generation });
  // A failed read is not kept: the next beat tries again.
  value.catch(() => {
    if (tallies.get(sessionId)?.generation === generation) tallies.delete(sessionId);
  });
  return value;
}

/** Drops the kept tally (a new viewer joined on this instance), so the next read counts them. */
export function forgetLiveTally(sessionId: number) {
  tallies.delete(sessionId);
}
