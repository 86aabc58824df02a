// Replays: every broadcast whose recording was kept is a replay of the live (a VOD HLS playlist). Learners
// see the visible ones with their own place in each; the lecturer sees all and may hide or show one.
// Watching a replay to its end (REPLAY_WATCHED_SHARE of it credited) emits live.watched once per replay and
// learner.
import { liveEvents, type TReplayProgress } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { liveFactsOf, staffLive, watchableLive } from './access-service.ts';
import { isLecturerOf } from './policy.ts';

const replayShape = {
  id: col.int,
  live_id: col.int,
  channel_name: col.text,
  stream_id: col.text,
  duration_seconds: col.int,
  started_at: col.epochMs,
  replay_visible: col.bool,
  position: col.num,
};
export type ReplayRow = {
  id: number;
  live_id: number;
  channel_name: string;
  stream_id: string;
  duration_seconds: number;
  started_at: number;
  replay_visible: boolean;
  position: number;
};

export async function listReplays(db: Db, actor: Actor, liveId: number): Promise<ReplayRow[]> {
  const facts = await liveFactsOf(db, actor, liveId);
  const staff = facts !== undefined && (isLecturerOf(facts, actor) || facts.isStaff);
  if (!staff) await watchableLive(db, actor, liveId);
  return queryRows(
    db,
    sql`select s.id, s.live_id, p.channel_name, s.stream_id, s.duration_seconds, (extract(epoch from s.started_at) * 1000)::float8 as started_at, s.replay_visible,
        coalesce(rp.position, 0)::int as position
      from live_sessions s join live_plans p on p.id = s.live_id
      left join live_replay_progress rp on rp.session_id = s.id and rp.user_id = ${actor.userId}
      where s.tenant_id = ${actor.tenantId} and s.live_id = ${liveId} and s.state = 'ended' and s.replay_ready
        ${staff ? sql`` : sql`and s.replay_visible`}
      order by s.started_at desc`,
    replayShape,
  );
}

async function replayOf(db: Db, actor: Actor, replayId: number) {
  const row = await queryRow(
    db,
    sql`select live_id, replay_visible, duration_seconds from live_sessions
      where tenant_id = ${actor.tenantId} and id = ${replayId} and replay_ready`,
    { live_id: col.int, replay_visible: col.bool, duration_seconds: col.int },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function replayLiveId(db: Db, actor: Actor, replayId: number): Promise<number> {
  return (await replayOf(db, actor, replayId)).live_id;
}

/**
 * The share of a replay a learner must be credited with before 'finished' counts (and live.watched, which
 * pays points, is emitted). Credit follows the course video rule — a save adds at most the wall-clock
 * seconds since the previous save, and at most how far the playhead moved — so neither a forged
 * `{finished: true}` nor a seek to the end earns it; 90 % rather than 100 % leaves room for the first
 * seconds before the player's first save and for a last save cut short by closing the tab.
 */
export const REPLAY_WATCHED_SHARE = 0.9;

export async function setReplayVisible(db: Db, actor: Actor, replayId: number, visible: boolean) {
  await staffLive(db, actor, await replayLiveId(db, actor, replayId));
  await runStatement(db, sql`update live_sessions set replay_visible = ${visible} where id = ${replayId}`);
  return { replayId, status: visible ? 1 : 0 };
}

export async function saveReplayProgress(db: Db, actor: Actor, input: TReplayProgress) {
  const replay = await replayOf(db, actor, input.replayId);
  // A hidden replay is not listed to anyone who watches it, so saving a place in it is not found either.
  if (!replay.replay_visible) throw new AppError('NOT_FOUND');
  const liveId = replay.live_id;
  await watchableLive(db, actor, liveId);
  await db.transaction(async (tx) => {
    // The upsert locks the learner's row, so two tabs saving at once are credited one after the other.
    const saved = await queryRow(
      tx,
      sql`insert into live_replay_progress (tenant_id, session_id, user_id, position, finished, watched_seconds)
        values (${actor.tenantId}, ${input.replayId}, ${actor.userId}, ${input.position}, false, 0)
        on conflict (session_id, user_id) do update set position = excluded.position,
          watched_seconds = live_replay_progress.watched_seconds + floor(least(
            greatest(0, extract(epoch from now() - live_replay_progress.updated_at)),
            greatest(0, excluded.position - live_replay_progress.position)))::int,
          updated_at = now()
        returning watched_seconds, finished`,
      { watched_seconds: col.int, finished: col.bool },
    );
    if (!saved || saved.finished || !input.finished) return;
    if (saved.watched_seconds < Math.ceil(replay.duration_seconds * REPLAY_WATCHED_SHARE)) return;
    await runStatement(
      tx,
      sql`update live_replay_progress set finished = true
        where session_id = ${input.replayId} and user_id = ${actor.userId}`,
    );
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: liveEvents.watched,
      userId: actor.userId,
      subjectType: 'live',
      subjectId: liveId,
      dedupeKey: `${liveEvents.watched}:replay:${input.replayId}:${actor.userId}`,
      data: { replayId: input.replayId },
    });
  });
  return { replayId: input.replayId, position: input.position };
}
