// Watching: the watch page's heartbeat counts the viewer (first beat of a session emits live.attended),
// adds the seconds since the last beat (at most one beat's worth), and answers what the page shows:
// status, playlist, viewers (real + virtual) and likes. The count, the minute's sample and the peak come
// from viewer-tally.ts, read at most every 2 s per session rather than on every beat.
import {
  LIVE_RULES,
  LiveStatus,
  liveEvents,
  type TLivePlayback,
  type TLiveVirtualPeople,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { factsOfRow, visibleLive, watchableLive } from './access-service.ts';
import { hasJoined, markJoined, queueBeat } from './beat-buffer.ts';
import { BEAT_MIN_GAP_MS, countKeptBeat, creditSql, readBeatFacts } from './beat-statements.ts';
import { playUrlOf } from './broadcast-service.ts';
import { pushLiveCount } from './count-push.ts';
import { type Caller, requireWatcher } from './policy.ts';
import { forgetLiveTally, liveTally } from './viewer-tally.ts';
import { keepBeat, keptBeat, type LiveOnAir } from './watch-cache.ts';

const GONE = sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`);

const stateShape = {
  session_id: col.intOrNull,
  stream_id: col.textOrNull,
  started_at: col.epochMsOrNull,
  virtual_people: col.int,
  viewers: col.int,
  like_num: col.int,
};

async function liveState(db: DbOrTx, tenantId: string, liveId: number) {
  const row = await queryRow(
    db,
    sql`select s.id as session_id, s.stream_id, (extract(epoch from s.started_at) * 1000)::float8 as started_at, p.virtual_people,
      (case when s.id is null then 0 else (select count(*) from live_viewers v where v.session_id = s.id
        and v.last_seen_at > now() - ${GONE}) end)::int as viewers,
      coalesce((select sum(count) from live_likes l where l.live_id = p.id), 0)::int as like_num
      from live_plans p left join live_sessions s on s.live_id = p.id and s.state = 'live'
      where p.tenant_id = ${tenantId} and p.id = ${liveId}`,
    stateShape,
  );
  if (!row) throw new Error('liveState: plan vanished');
  return row;
}

type LiveState = Awaited<ReturnType<typeof liveState>>;

function playbackOf(liveId: number, row: LiveState): TLivePlayback {
  const onAir = row.session_id !== null && row.stream_id !== null;
  return {
    liveId,
    status: onAir ? LiveStatus.live : LiveStatus.notStarted,
    playUrl: onAir && row.stream_id ? playUrlOf(row.stream_id) : '',
    viewersNumber: row.viewers + row.virtual_people,
    likeNum: row.like_num,
    startedAt: row.started_at,
  };
}

/** What the watch page needs now (no counting). */
export async function playbackInfo(db: Db, actor: Actor, liveId: number): Promise<TLivePlayback> {
  await watchableLive(db, actor, liveId);
  return playbackOf(liveId, await liveState(db, actor.tenantId, liveId));
}

/** The first beat of a session: the viewer row and live.attended commit together (the event is never lost). */
async function joinSession(db: Db, actor: Actor, liveId: number, sessionId: number) {
  await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`insert into live_viewers (tenant_id, session_id, live_id, user_id)
        values (${actor.tenantId}, ${sessionId}, ${liveId}, ${actor.userId})
        on conflict (session_id, user_id) do update set last_seen_at = now(),
          watch_seconds = live_viewers.watch_seconds + ${creditSql}
        returning (xmax = 0) as inserted`,
      { inserted: col.bool },
    );
    if (row?.inserted)
      await emitDomainEvent(tx, {
        tenantId: actor.tenantId,
        type: liveEvents.attended,
        userId: actor.userId,
        subjectType: 'live',
        subjectId: liveId,
        dedupeKey: `${liveEvents.attended}:${sessionId}:${actor.userId}`,
        data: { sessionId },
      });
  });
  markJoined(db, sessionId, actor.userId);
  // Count the newcomer in this very reply rather than after the kept tally ages.
  forgetLiveTally(sessionId);
}

/**
 * The watch page's beat. Steady state, no statement: with the live's on-air facts and the viewer's admission
 * kept in memory (watch-cache.ts) and the viewer's row known to exist, the beat is queued and written with
 * every other viewer's by the next flush (beat-buffer.ts; the row stays the truth for presence and watch time
 * on every instance). Otherwise the viewer's row is read and moved when due (kept facts), or the facts are
 * read first (the policy's and the viewer's row). A beat less than BEAT_MIN_GAP_MS after the viewer's last
 * counted one (a second tab, a reload) writes nothing: it would add under a second (rounded away) and move
 * last_seen_at, and the next counted beat adds the time since the last counted one anyway, so no watch time
 * is lost.
 */
export async function watchHeartbeat(
  db: Db,
  actor: Actor,
  liveId: number,
  hub?: RealtimeHub,
): Promise<TLivePlayback> {
  const key = {
    tenantId: actor.tenantId,
    liveId,
    userId: actor.userId,
    orgId: actor.orgId,
    positionId: actor.positionId,
  };
  const kept = keptBeat(key);
  if (kept) {
    const { live, admission } = kept;
    requireWatcher({ ...live, ...admission }, actor);
    if (live.sessionId === null) return playbackOf(liveId, await liveState(db, actor.tenantId, liveId));
    const sessionId = live.sessionId;
    if (hasJoined(db, sessionId, actor.userId)) queueBeat(db, sessionId, actor.userId);
    else if ((await countKeptBeat(db, sessionId, actor.userId)) === null)
      await joinSession(db, actor, liveId, sessionId);
    else markJoined(db, sessionId, actor.userId);
    return answerBeat(db, actor, live, sessionId, hub);
  }
  const row = await readBeatFacts(db, key);
  const facts = requireWatcher(row ? factsOfRow(row) : undefined, actor);
  if (!row) throw new Error('watchHeartbeat: facts vanished');
  const live = {
    ...facts,
    sessionId: row.session_id,
    streamId: row.stream_id,
    startedAt: row.started_at,
    virtualPeople: row.virtual_people,
  };
  keepBeat(key, live, { isStaff: facts.isStaff, inAudience: facts.inAudience, signedUp: facts.signedUp });
  // Off air nothing is counted; the page shows the likes so far (rare: the page beats off air only
  // until the broadcast starts).
  const sessionId = live.sessionId;
  if (sessionId === null) return playbackOf(liveId, await liveState(db, actor.tenantId, liveId));
  if (row.since_beat_ms === null) await joinSession(db, actor, liveId, sessionId);
  else {
    markJoined(db, sessionId, actor.userId);
    if (row.since_beat_ms >= BEAT_MIN_GAP_MS) queueBeat(db, sessionId, actor.userId);
  }
  return answerBeat(db, actor, live, sessionId, hub);
}

async function answerBeat(db: Db, actor: Actor, live: LiveOnAir, sessionId: number, hub?: RealtimeHub) {
  const tally = await liveTally(db, actor.tenantId, live.id, sessionId);
  // Not awaited: the beat answers at once; the push reads the audience and publishes on its own.
  if (hub) void pushLiveCount(hub, db, actor.tenantId, live.id, tally.viewers + live.virtualPeople);
  return playbackOf(live.id, {
    session_id: sessionId,
    stream_id: live.streamId,
    started_at: live.startedAt,
    virtual_people: live.virtualPeople,
    viewers: tally.viewers,
    like_num: tally.likeNum,
  });
}

/** SPEC getLiveVirtualPeople: the shown count is real viewers plus the configured virtual people. */
export async function virtualPeople(db: Db, caller: Caller, liveId: number): Promise<TLiveVirtualPeople> {
  await visibleLive(db, caller, liveId);
  const state = await liveState(db, caller.tenantId, liveId);
  return {
    liveId,
    virtualPeople: state.virtual_people,
    realPeople: state.viewers,
    total: state.viewers + state.virtual_people,
  };
}
