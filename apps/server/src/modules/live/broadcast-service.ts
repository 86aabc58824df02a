// Going live and ending (issue 12 §2): one broadcast per live at a time. Starting locks the plan row, so two
// lecturer tabs racing both see the other's session; a running ingest is refused (409) unless it has gone
// silent or the caller asks to take it over, which ends it (its replay stays) and starts a new session.
// Chunks from a replaced tab are refused with a clear 409. Ending writes the replay and emits live.watched
// for everyone still watching.
import { randomBytes } from 'node:crypto';
import {
  LIVE_RULES,
  LiveStatus,
  liveEvents,
  liveHlsPath,
  type TBroadcastStart,
  type TLiveIngest,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { broadcastableLive } from './access-service.ts';
import { flushBeats } from './beat-buffer.ts';
import type { Ingests } from './ingest-service.ts';
import { sendLiveEvent } from './realtime-service.ts';
import { forgetLiveOnAir } from './watch-cache.ts';

export type BroadcastDeps = { db: Db; ingests: Ingests; hub: RealtimeHub };

const secret = (bytes: number) => randomBytes(bytes).toString('base64url');
const sessionShape = {
  id: col.int,
  live_id: col.int,
  tenant_id: col.text,
  stream_id: col.text,
  ingest_id: col.text,
  source: col.text,
  state: col.text,
  started_by: col.int,
  idle: col.bool,
};
const sessionColumns = sql`id, live_id, tenant_id, stream_id, ingest_id, source, state, started_by,
  last_ingest_at < now() - ${sql.raw(`interval '${LIVE_RULES.ingestIdleMs / 1000} seconds'`)} as idle`;

/** When each session's last_ingest_at was last written (at most every 5 s, not per chunk). */
const lastTouch = keptInMemory(new Map<number, number>());

export const playUrlOf = (streamId: string) => liveHlsPath(streamId, 'index.m3u8');

async function sessionOnAir(db: DbOrTx, tenantId: string, liveId: number) {
  return queryRow(
    db,
    sql`select ${sessionColumns} from live_sessions where tenant_id = ${tenantId} and live_id = ${liveId} and state = 'live'`,
    sessionShape,
  );
}

/** Marks a session ended and emits live.watched for its viewers seen at the end. */
async function closeSession(tx: DbOrTx, sessionId: number) {
  await runStatement(
    tx,
    sql`update live_sessions set state = 'ended', ended_at = now(),
      duration_seconds = greatest(0, extract(epoch from now() - started_at))::int where id = ${sessionId} and state = 'live'`,
  );
  const viewers = await queryRows(
    tx,
    sql`select v.tenant_id, v.user_id, v.live_id, v.watch_seconds from live_viewers v where v.session_id = ${sessionId}
      and v.last_seen_at > now() - ${sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`)}`,
    { tenant_id: col.text, user_id: col.int, live_id: col.int, watch_seconds: col.int },
  );
  for (const viewer of viewers)
    await emitDomainEvent(tx, {
      tenantId: viewer.tenant_id,
      type: liveEvents.watched,
      userId: viewer.user_id,
      subjectType: 'live',
      subjectId: viewer.live_id,
      dedupeKey: `${liveEvents.watched}:${sessionId}:${viewer.user_id}`,
      data: { sessionId, watchSeconds: viewer.watch_seconds },
    });
}

/** After a session ends: stop ffmpeg, keep the recording as the replay, tell the viewers. */
async function finishIngest(
  deps: BroadcastDeps,
  tenantId: string,
  liveId: number,
  streamId: string,
  sessionId: number,
) {
  await deps.ingests.stop(streamId);
  const ready = await deps.ingests.hasRecording(streamId);
  await runStatement(deps.db, sql`update live_sessions set replay_ready = ${ready} where id = ${sessionId}`);
  await sendLiveEvent(deps.hub, deps.db, tenantId, {
    kind: 'state',
    liveId,
    status: LiveStatus.notStarted,
    playUrl: '',
  });
}

export async function startBroadcast(
  deps: BroadcastDeps,
  actor: Actor,
  input: TBroadcastStart,
  host: string,
): Promise<TLiveIngest> {
  const streamId = secret(18);
  const ingestId = secret(24);
  const { replaced, sessionId } = await deps.db.transaction(async (tx) => {
    await broadcastableLive(tx, actor, input.liveId);
    await runStatement(tx, sql`select id from live_plans where id = ${input.liveId} for update`);
    const current = await sessionOnAir(tx, actor.tenantId, input.liveId);
    // An OBS ingest counts as alive while its ffmpeg listens; a tab's while its chunks keep coming.
    const alive =
      current && (current.source === 'rtmp' ? deps.ingests.isRunning(current.stream_id) : !current.idle);
    if (current && alive && !input.takeOver) throw new AppError('LIVE_INGEST_BUSY');
    if (current) await closeSession(tx, current.id);
    const created = await queryRow(
      tx,
      sql`insert into live_sessions (tenant_id, live_id, source, stream_id, ingest_id, started_by)
        values (${actor.tenantId}, ${input.liveId}, ${input.source}, ${streamId}, ${ingestId}, ${actor.userId}) returning id`,
      { id: col.int },
    );
    if (!created) throw new Error('startBroadcast: no session');
    return { replaced: current, sessionId: created.id };
  });
  forgetLiveOnAir(actor.tenantId, input.liveId);
  if (replaced) await finishIngest(deps, actor.tenantId, input.liveId, replaced.stream_id, replaced.id);
  const started = await deps.ingests.start(streamId, input.source, ingestId, () =>
    endSession(deps, actor.tenantId, input.liveId, sessionId),
  );
  if (!started) {
    await deps.db.transaction((tx) => closeSession(tx, sessionId));
    forgetLiveOnAir(actor.tenantId, input.liveId);
    throw new AppError('LIVE_FFMPEG_MISSING');
  }
  const playUrl = playUrlOf(streamId);
  await sendLiveEvent(deps.hub, deps.db, actor.tenantId, {
    kind: 'state',
    liveId: input.liveId,
    status: LiveStatus.live,
    playUrl,
  });
  return {
    liveId: input.liveId,
    sessionId,
    source: input.source,
    ingestId: input.source === 'browser' ? ingestId : '',
    rtmpUrl: input.source === 'rtmp' ? `rtmp://${host}:${started.port}/live` : '',
    streamKey: input.source === 'rtmp' ? ingestId : '',
    playUrl,
  };
}

/** Ends a session (the lecturer's button, or OBS hanging up): idempotent. */
async function endSession(deps: BroadcastDeps, tenantId: string, liveId: number, sessionId: number) {
  // This instance's queued beats first, so live.watched carries every second they counted.
  await flushBeats(deps.db);
  const row = await queryRow(deps.db, sql`select stream_id from live_sessions where id = ${sessionId}`, {
    stream_id: col.text,
  });
  await deps.db.transaction((tx) => closeSession(tx, sessionId));
  lastTouch.delete(sessionId);
  forgetLiveOnAir(tenantId, liveId);
  if (row) await finishIngest(deps, tenantId, liveId, row.stream_id, sessionId);
}

export async function endBroadcast(deps: BroadcastDeps, actor: Actor, liveId: number) {
  await broadcastableLive(deps.db, actor, liveId);
  const current = await sessionOnAir(deps.db, actor.tenantId, liveId);
  // Ending twice changes nothing: the second call finds no broadcast and says so.
  if (!current) return { ended: false };
  await endSession(deps, actor.tenantId, liveId, current.id);
  return { ended: true };
}

/** One MediaRecorder chunk from the tab that holds the ingest. */
export async function acceptChunk(
  deps: BroadcastDeps,
  actor: Actor,
  ingestId: string,
  seq: number,
  data: Buffer,
) {
  const session = await queryRow(
    deps.db,
    sql`select ${sessionColumns} from live_sessions where tenant_id = ${actor.tenantId} and ingest_id = ${ingestId}`,
    sessionShape,
  );
  if (!session || session.started_by !== actor.userId) throw new AppError('NOT_FOUND');
  if (session.state !== 'live' || !deps.ingests.write(session.stream_id, seq, data))
    throw new AppError('LIVE_INGEST_REPLACED');
  const now = Date.now();
  if (now - (lastTouch.get(session.id) ?? 0) > 5_000) {
    lastTouch.set(session.id, now);
    await runStatement(
      deps.db,
      sql`update live_sessions set last_ingest_at = now() where id = ${session.id}`,
    );
  }
  return { seq };
}
