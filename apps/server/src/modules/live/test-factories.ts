// Test factories of the live domain: plans made through the plan service (so every rule of authoring holds),
// a broadcast on air written straight as a session row (no ffmpeg; the watch cache told, as the ingest does), its ending with a replay, viewers and
// sign-ups. Every call makes fresh, uniquely named rows.
import { type TLivePlanInput, ZLivePlanSchema } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { col, queryRow } from '../../db/rows.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeUser, uniqueSuffix } from '../../test/factories.ts';
import { createLivePlan } from './plan-service.ts';
import { forgetLiveOnAir } from './watch-cache.ts';

const HOUR_MS = 60 * 60 * 1000;

export type LiveOptions = Partial<Omit<TLivePlanInput, 'lecturerId'>> & {
  tenantId?: string;
  lecturerId?: number;
};

/** A live plan (one range starting in an hour by default), with a fresh lecturer unless one is given. */
export async function makeLive(testApp: TestApp, options: LiveOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const lecturerId = options.lecturerId ?? (await makeUser(testApp, { tenantId, isLecturer: true })).id;
  const start = Date.now() + HOUR_MS;
  const input = ZLivePlanSchema.parse({
    channelName: `Live ${uniqueSuffix()}`,
    batchDeclare: 'single',
    planTimes: [{ start, end: start + HOUR_MS }],
    ...options,
    lecturerId,
  });
  const id = await createLivePlan(testApp.database.db, tenantId, null, input);
  return { id, tenantId, lecturerId, channelName: input.channelName };
}

/** A broadcast on air (the row a started ingest writes), without ffmpeg. */
export async function putOnAir(testApp: TestApp, live: { id: number; tenantId: string; lecturerId: number }) {
  const suffix = uniqueSuffix().replace(/[^A-Za-z0-9]/g, '');
  const row = await queryRow(
    testApp.database.db,
    sql`insert into live_sessions (tenant_id, live_id, source, stream_id, ingest_id, started_by)
      values (${live.tenantId}, ${live.id}, 'browser', ${`stream${suffix}xxxxxxxx`}, ${`ingest${suffix}xxxxxxxxxxxx`}, ${live.lecturerId})
      returning id, stream_id`,
    { id: col.int, stream_id: col.text },
  );
  if (!row) throw new Error('putOnAir: no row');
  // As startBroadcast does: this instance's beats see the new session at once.
  forgetLiveOnAir(live.tenantId, live.id);
  return row;
}

/** Ends a session as the ingest would, with (or without) a kept recording of `durationSeconds`. */
export async function endOnAir(testApp: TestApp, sessionId: number, replayReady = true, durationSeconds = 0) {
  const ended = await queryRow(
    testApp.database.db,
    sql`update live_sessions set state = 'ended', ended_at = now(), replay_ready = ${replayReady},
        duration_seconds = ${durationSeconds}
      where id = ${sessionId} returning tenant_id, live_id`,
    { tenant_id: col.text, live_id: col.int },
  );
  if (ended) forgetLiveOnAir(ended.tenant_id, ended.live_id);
}
