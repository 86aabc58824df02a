// The lecturer's side: their lives (lectureLiveTaskList), the live's learners with watch time, and the data
// statistics (viewers over time, watch duration, comments, likes, sign-ups).
import type { TLiveSummary } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { staffLive } from './access-service.ts';
import { liveStaffIs } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape } from './queries.ts';

type Page = { pageNo: number; pageSize: number };

export async function listLecturerLives(db: Db, actor: Actor, page: Page) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num,
        (select count(*) from live_sign_ups su where su.live_id = p.id and su.status = 0)::int as pending_num
      from live_plans p ${cardJoins}
      where p.tenant_id = ${actor.tenantId} and p.deleted_at is null and ${liveStaffIs(actor)}
      order by p.first_start_at desc nulls last, p.id desc limit ${limit} offset ${offset}`,
    { ...countedCardShape, pending_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

const studentShape = {
  user_id: col.int,
  name: col.text,
  org_name: col.text,
  watch_seconds: col.int,
  first_seen_at: col.epochMsOrNull,
  sign_up_id: col.intOrNull,
  sign_up_status: col.intOrNull,
  created_at: col.epochMsOrNull,
  total_num: col.int,
};

/** Everyone who signed up for or watched the live, with their watch time. */
export async function listLiveStudents(db: Db, actor: Actor, liveId: number, page: Page) {
  await staffLive(db, actor, liveId);
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`with people as (
        select user_id from live_viewers where live_id = ${liveId}
        union select user_id from live_sign_ups where live_id = ${liveId})
      select u.id as user_id, coalesce(u.name, '') as name, coalesce(o.name, '') as org_name,
        coalesce((select sum(watch_seconds) from live_viewers v where v.live_id = ${liveId} and v.user_id = u.id), 0)::int as watch_seconds,
        (extract(epoch from (select min(first_seen_at) from live_viewers v where v.live_id = ${liveId} and v.user_id = u.id)) * 1000)::float8 as first_seen_at,
        su.id as sign_up_id, su.status::int as sign_up_status, (extract(epoch from su.created_at) * 1000)::float8 as created_at,
        (count(*) over ())::int as total_num
      from people pe join users u on u.id = pe.user_id and u.tenant_id = ${actor.tenantId}
      left join organisations o on o.id = u.org_id
      left join live_sign_ups su on su.live_id = ${liveId} and su.user_id = u.id
      order by watch_seconds desc, u.id limit ${limit} offset ${offset}`,
    studentShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function liveSummary(db: Db, actor: Actor, liveId: number): Promise<TLiveSummary> {
  await staffLive(db, actor, liveId);
  const totals = await queryRow(
    db,
    sql`select p.virtual_people,
      (select count(distinct user_id) from live_viewers where live_id = p.id)::int as viewer_num,
      (select coalesce(sum(watch_seconds), 0) from live_viewers where live_id = p.id)::int as watch_seconds,
      (select count(*) from live_comments where live_id = p.id)::int as comment_num,
      (select coalesce(sum(count), 0) from live_likes where live_id = p.id)::int as like_num,
      (select count(*) from live_sign_ups where live_id = p.id and status <> 2)::int as sign_up_num,
      (select coalesce(max(peak_viewers), 0) from live_sessions where live_id = p.id)::int as peak_viewers
      from live_plans p where p.id = ${liveId}`,
    {
      virtual_people: col.int,
      viewer_num: col.int,
      watch_seconds: col.int,
      comment_num: col.int,
      like_num: col.int,
      sign_up_num: col.int,
      peak_viewers: col.int,
    },
  );
  const timeline = await queryRows(
    db,
    sql`select (extract(epoch from sm.minute_at) * 1000)::float8 as at, sm.viewers from live_viewer_samples sm join live_sessions s on s.id = sm.session_id
      where s.live_id = ${liveId} order by sm.minute_at limit 1440`,
    { at: col.epochMs, viewers: col.int },
  );
  return {
    liveId,
    viewerNum: totals?.viewer_num ?? 0,
    virtualPeople: totals?.virtual_people ?? 0,
    watchSeconds: totals?.watch_seconds ?? 0,
    commentNum: totals?.comment_num ?? 0,
    likeNum: totals?.like_num ?? 0,
    signUpNum: totals?.sign_up_num ?? 0,
    peakViewers: totals?.peak_viewers ?? 0,
    timeline,
  };
}
