// The live card's columns, written once: the plan (`p`), its category, lecturer and knowledge system, the
// session on air, and the status from the plan and the broadcasts (ARCHITECTURE "Live": 0 on air; a single
// live that was broadcast, or any live past its last planned end, is 2 replay when a visible replay exists
// else 3 ended; otherwise 1 not started).
import { LIVE_RULES } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';
import type { LiveCycle, LivePlanRange } from '../../db/schema/index.ts';
import { type Caller, liveAudienceHas, liveStaffIs, subjectOf } from './policy.ts';

const GONE = sql.raw(`interval '${LIVE_RULES.viewerGoneMs / 1000} seconds'`);

export const cardShape = {
  id: col.int,
  tenant_id: col.text,
  channel_name: col.text,
  category_name: col.text,
  cover_image_url: col.text,
  knowledge_system_name: col.text,
  lecturer_id: col.int,
  lecturer_name: col.text,
  batch_declare: col.text,
  plan_times: col.json<LivePlanRange[]>(),
  cycle: col.json<LiveCycle | null>(),
  virtual_people: col.int,
  status: col.int,
  live_session_id: col.intOrNull,
  live_stream_id: col.textOrNull,
  viewers: col.int,
  is_used: col.bool,
  audience: col.text,
};
export type CardRow = RowOf<typeof cardShape>;
export const countedCardShape = { ...cardShape, total_num: col.int };

/** SQL: the status number of the plan `p` with its session on air `ls` (lateral). */
export const statusSql = sql`(case
  when ls.id is not null then 0
  when (p.batch_declare = 'single' and exists (select 1 from live_sessions e where e.live_id = p.id and e.state = 'ended'))
    or p.last_end_at < now()
  then (case when exists (select 1 from live_sessions e where e.live_id = p.id and e.state = 'ended'
    and e.replay_ready and e.replay_visible) then 2 else 3 end)
  else 1 end)`;

/** The card's columns; `p` plan, `ls` session on air, `lu` lecturer, `lc` category, `ks` knowledge system. */
export const cardColumns = sql`p.id, p.tenant_id, p.channel_name, coalesce(lc.name, '') as category_name,
  p.cover_image_url, coalesce(ks.name, '') as knowledge_system_name, p.lecturer_id,
  coalesce(lu.name, '') as lecturer_name, p.batch_declare, p.plan_times, p.cycle, p.virtual_people,
  ${statusSql}::int as status, ls.id as live_session_id, ls.stream_id as live_stream_id,
  (case when ls.id is null then 0 else (select count(*) from live_viewers v where v.session_id = ls.id
    and v.last_seen_at > now() - ${GONE}) end)::int as viewers, p.is_used, p.audience`;

export const cardJoins = sql`left join lateral (select s.id, s.stream_id from live_sessions s
    where s.live_id = p.id and s.state = 'live' limit 1) ls on true
  left join users lu on lu.id = p.lecturer_id
  left join live_categories lc on lc.id = p.category_id
  left join knowledge_systems ks on ks.id = p.knowledge_system_id`;

/** SQL: the live is on the caller's own list (My Task list 4): named in its audience, or joined. */
export function liveOnMyList(caller: Caller, alias = 'p'): SQL {
  const subject = subjectOf(caller);
  if (!subject) return sql`false`;
  const id = sql.raw(`${alias}.id`);
  const joined = sql`exists (select 1 from live_sign_ups su where su.live_id = ${id} and su.user_id = ${subject.userId}
    and su.status <> 2 and not exists (select 1 from live_study_removals r where r.live_id = ${id}
    and r.user_id = ${subject.userId}))`;
  return sql`((${sql.raw(`${alias}.audience`)} = 'limited' and ${liveAudienceHas(caller, alias)}) or ${joined})`;
}

/** SQL: 1 when the live may be removed from My Task (joined, not assigned), else 0. */
export function removableSql(caller: Caller, alias = 'p'): SQL {
  return sql`(case when ${sql.raw(`${alias}.audience`)} = 'limited' and ${liveAudienceHas(caller, alias)}
    then 0 else 1 end)::int`;
}

/** Facts the policy needs about one live for the caller. */
export function accessFactsSql(caller: Caller, liveId: number): SQL {
  const subject = subjectOf(caller);
  const userId = subject?.userId ?? 0;
  return sql`select p.id, p.lecturer_id, p.audience, p.is_used, p.deleted_at is not null as deleted,
      (${liveStaffIs(caller)} and p.lecturer_id <> ${userId}) as is_staff,
      ${liveAudienceHas(caller)} as in_audience,
      exists (select 1 from live_sign_ups su where su.live_id = p.id and su.user_id = ${userId}
        and su.status = 1) as signed_up
    from live_plans p where p.tenant_id = ${caller.tenantId} and p.id = ${liveId}`;
}

export const accessShape = {
  id: col.int,
  lecturer_id: col.int,
  audience: col.text,
  is_used: col.bool,
  deleted: col.bool,
  is_staff: col.bool,
  in_audience: col.bool,
  signed_up: col.bool,
};
