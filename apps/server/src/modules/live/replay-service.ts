// Replays: every broadcast whose recording was kept is a replay of the live (a VOD HLS playlist). Learners
// see the visible ones with their own place in each; the lecturer sees all and may hide or show one.
// Watching a replay to its end emits live.watched once per replay and learner.
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

async function replayLiveId(db: Db, actor: Actor, replayId: number): Promise<number> {
  const row = await queryRow(
    db,
    sql`select live_id from live_sessions where tenant_id = ${actor.tenantId} and id = ${replayId} and replay_ready`,
    { live_id: col.int },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row.live_id;
}

export async function setReplayVisible(db: Db, actor: Actor, replayId: number, visible: boolean) {
  await staffLive(db, actor, await replayLiveId(db, actor, replayId));
  await runStatement(db, sql`update live_sessions set replay_visible = ${visible} where id = ${replayId}`);
  return { replayId, status: visible ? 1 : 0 };
}

export async function saveReplayProgress(db: Db, actor: Actor, input: TReplayProgress) {
  const liveId = await replayLiveId(db, actor, input.replayId);
  await watchableLive(db, actor, liveId);
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`insert into live_replay_progress (tenant_id, session_id, user_id, position, finished)
        values (${actor.tenantId}, ${input.replayId}, ${actor.userId}, ${input.position}, ${input.finished})
        on conflict (session_id, user_id) do update set position = excluded.position,
          finished = live_replay_progress.finished or excluded.finished, updated_at = now()`,
    );
    if (input.finished)
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
