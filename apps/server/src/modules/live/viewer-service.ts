// Watching: the watch page's heartbeat counts the viewer (first beat of a session emits live.attended),
// adds the seconds since the last beat (at most one beat's worth), samples the count once a minute for the
// statistics, and answers what the page shows: status, playlist, viewers (real + virtual) and likes.
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
import { visibleLive, watchableLive } from './access-service.ts';
import { playUrlOf } from './broadcast-service.ts';
import type { Caller } from './policy.ts';

const GONE = sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`);
const BEAT_CAP_SECONDS = Math.ceil((LIVE_RULES.watchBeatMs * 1.5) / 1000);

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

function playbackOf(liveId: number, row: Awaited<ReturnType<typeof liveState>>): TLivePlayback {
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

export async function watchHeartbeat(db: Db, actor: Actor, liveId: number): Promise<TLivePlayback> {
  await watchableLive(db, actor, liveId);
  const before = await liveState(db, actor.tenantId, liveId);
  const sessionId = before.session_id;
  if (sessionId === null) return playbackOf(liveId, before);
  await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`insert into live_viewers (tenant_id, session_id, live_id, user_id)
        values (${actor.tenantId}, ${sessionId}, ${liveId}, ${actor.userId})
        on conflict (session_id, user_id) do update set last_seen_at = now(),
          watch_seconds = live_viewers.watch_seconds + least(${BEAT_CAP_SECONDS},
            greatest(0, extract(epoch from now() - live_viewers.last_seen_at)))::int
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
    await tx.execute(sql`insert into live_viewer_samples (tenant_id, session_id, minute_at, viewers)
      select ${actor.tenantId}, ${sessionId}, date_trunc('minute', now()), count(*)::int from live_viewers
        where session_id = ${sessionId} and last_seen_at > now() - ${GONE}
      on conflict (session_id, minute_at) do update set viewers = greatest(live_viewer_samples.viewers, excluded.viewers)`);
    await tx.execute(sql`update live_sessions set peak_viewers = greatest(peak_viewers, (select count(*) from live_viewers
      where session_id = ${sessionId} and last_seen_at > now() - ${GONE})) where id = ${sessionId}`);
  });
  return playbackOf(liveId, await liveState(db, actor.tenantId, liveId));
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
