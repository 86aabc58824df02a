// The two statements of a watch beat that is not yet answered from memory (beat-buffer.ts writes the
// steady ones), prepared once per database handle. The beat is the hottest
// call of a live (every viewer, every 10 s) and its facts query, with the policy's audience subqueries and
// the caller's unit chain, cost PostgreSQL about five times more to plan than to run; prepared, it is
// planned once per connection. The facts are the columns of `accessFactsSql` (queries.ts), written here
// with placeholders because a prepared statement needs one text for every caller (a caller without a unit
// or position gets NULL, which matches nothing, where accessFactsSql writes `false`). live-watch.test.ts
// holds the two to the same answers for each way into an audience.
import { LIVE_RULES } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { TargetType } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow } from '../../db/rows.ts';
import { liveViewers } from '../../db/schema/index.ts';
import { accessShape } from './queries.ts';

export type BeatParams = {
  tenantId: string;
  liveId: number;
  userId: number;
  orgId: number | null;
  positionId: number | null;
};

const p = (name: keyof BeatParams) => sql.placeholder(name);

const BEAT_FACTS = sql`(select p.id, p.lecturer_id, p.audience, p.is_used, p.deleted_at is not null as deleted,
    (exists (select 1 from live_staff st where st.live_id = p.id and st.user_id = ${p('userId')}::int)
      and p.lecturer_id <> ${p('userId')}::int) as is_staff,
    exists (select 1 from live_audiences au where au.tenant_id = p.tenant_id and au.live_id = p.id and (
      (au.target_type = ${TargetType.user} and au.target_id = ${p('userId')}::int)
      or (au.target_type = ${TargetType.org} and au.target_id in (with recursive chain as (
          select o.id, o.parent_id from organisations o where o.tenant_id = p.tenant_id and o.id = ${p('orgId')}::int
          union
          select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
          where o.tenant_id = p.tenant_id
        ) select id from chain))
      or (au.target_type = ${TargetType.position} and au.target_id = ${p('positionId')}::int)
      or (au.target_type = ${TargetType.group} and au.target_id in (select gm.group_id from user_group_members gm
        where gm.tenant_id = p.tenant_id and gm.user_id = ${p('userId')}::int)))) as in_audience,
    exists (select 1 from live_sign_ups su where su.live_id = p.id and su.user_id = ${p('userId')}::int
      and su.status = 1) as signed_up,
    s.id as session_id, s.stream_id, (extract(epoch from s.started_at) * 1000)::float8 as started_at,
    p.virtual_people, (extract(epoch from now() - v.last_seen_at) * 1000)::int as since_beat_ms
  from live_plans p
  left join live_sessions s on s.live_id = p.id and s.state = 'live'
  left join live_viewers v on v.session_id = s.id and v.user_id = ${p('userId')}::int
  where p.tenant_id = ${p('tenantId')} and p.id = ${p('liveId')}::int) f`;

/** The policy's facts, the session on air, the virtual people and the ms since this viewer's last counted beat. */
export const beatShape = {
  ...accessShape,
  session_id: col.intOrNull,
  stream_id: col.textOrNull,
  started_at: col.epochMsOrNull,
  virtual_people: col.int,
  since_beat_ms: col.intOrNull,
};

const selection = Object.fromEntries(
  Object.keys(beatShape).map((name) => [name, sql`${sql.raw(`f.${name}`)}`]),
);

/** A beat adds at most one beat and a half. */
export const BEAT_CAP_SECONDS = Math.ceil((LIVE_RULES.watchBeatMs * 1.5) / 1000);
/** The seconds since the viewer's last counted beat, capped (a laptop that slept an hour adds no hour). */
export const creditSql = sql`least(${sql.raw(String(BEAT_CAP_SECONDS))},
  greatest(0, extract(epoch from now() - live_viewers.last_seen_at)))::int`;

/** The least gap between two counted beats of a viewer (see viewer-service watchHeartbeat). */
export const BEAT_MIN_GAP_MS = 2_000;
const MIN_GAP = sql.raw(`interval '${BEAT_MIN_GAP_MS / 1000} seconds'`);

function viewerBeat(db: Db) {
  const session = sql.placeholder('sessionId');
  const user = sql.placeholder('userId');
  // Counts the beat when the last counted one is at least BEAT_MIN_GAP_MS old, and answers the ms since that
  // last counted beat as the statement's snapshot saw it (no row: the viewer has not joined this session).
  const counted = db.$with('counted').as(
    db
      .update(liveViewers)
      .set({ lastSeenAt: sql`now()`, watchSeconds: sql`${liveViewers.watchSeconds} + ${creditSql}` })
      .where(
        and(
          eq(liveViewers.sessionId, session),
          eq(liveViewers.userId, user),
          sql`${liveViewers.lastSeenAt} <= now() - ${MIN_GAP}`,
        ),
      )
      .returning({ userId: liveViewers.userId }),
  );
  return db
    .with(counted)
    .select({
      since_beat_ms: sql<number>`(extract(epoch from now() - ${liveViewers.lastSeenAt}) * 1000)::int`,
    })
    .from(liveViewers)
    .where(and(eq(liveViewers.sessionId, session), eq(liveViewers.userId, user)))
    .prepare('live_beat_viewer');
}

function prepare(db: Db) {
  return {
    viewer: viewerBeat(db),
    facts: db.select(selection).from(BEAT_FACTS).prepare('live_beat_facts'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function statementsOf(db: Db) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepare(db);
    prepared.set(db, statements);
  }
  return statements;
}

export async function readBeatFacts(db: Db, params: BeatParams) {
  const [row] = await statementsOf(db).facts.execute(params);
  return row ? decodeRow(row, beatShape) : undefined;
}

/**
 * A beat whose live and admission are kept in memory (watch-cache.ts): counts it when due and answers the
 * ms since the viewer's last counted beat, or null when the viewer has not joined the session yet.
 */
export async function countKeptBeat(db: Db, sessionId: number, userId: number): Promise<number | null> {
  const [row] = await statementsOf(db).viewer.execute({ sessionId, userId });
  return row ? col.int(row.since_beat_ms, 'since_beat_ms') : null;
}
