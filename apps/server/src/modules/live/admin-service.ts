// Back-office reads of lives: the tenant's plans within the caller's data scope (disabled ones included),
// one plan as the edit form reads it, whether a live is on air, per-live statistics rows, and the people
// pickers. Writes are in plan-service.ts.
import type { TLivePeopleQuery, TLivePlanListQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape } from './queries.ts';

async function scopeOf(db: Db, actor: Actor): Promise<SQL> {
  const scope = await dataScopeOf(db, actor);
  return inDataScope(actor.tenantId, scope, { org: sql`cu.org_id`, owner: sql`p.created_by` });
}

export async function adminListPlans(db: Db, actor: Actor, query: TLivePlanListQuery) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [
    sql`p.tenant_id = ${actor.tenantId}`,
    sql`p.deleted_at is null`,
    await scopeOf(db, actor),
  ];
  if (query.search) filters.push(sql`p.channel_name ilike ${`%${query.search.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.isUsed !== undefined) filters.push(sql`p.is_used = ${query.isUsed === 1}`);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num, coalesce(cu.name, '') as creator_name
      from live_plans p ${cardJoins} left join users cu on cu.id = p.created_by
      where ${sql.join(filters, sql` and `)} order by p.id desc limit ${limit} offset ${offset}`,
    { ...countedCardShape, creator_name: col.text },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

const planShape = {
  id: col.int,
  channel_name: col.text,
  category_id: col.intOrNull,
  cover_image_url: col.text,
  introduction: col.text,
  lecturer_id: col.int,
  audience: col.text,
  sign_up_approval: col.bool,
  batch_declare: col.text,
  plan_times: col.json<{ start: number; end: number }[]>(),
  cycle: col.json<Record<string, string> | null>(),
  virtual_people: col.int,
  is_used: col.bool,
  guest_ids: col.json<number[]>(),
  assistant_ids: col.json<number[]>(),
  audience_user_ids: col.json<number[]>(),
  audience_org_ids: col.json<number[]>(),
};

export async function adminGetPlan(db: Db, actor: Actor, liveId: number) {
  const row = await queryRow(
    db,
    sql`select p.id, p.channel_name, p.category_id, p.cover_image_url, p.introduction, p.lecturer_id, p.audience,
      p.sign_up_approval, p.batch_declare, p.plan_times, p.cycle, p.virtual_people, p.is_used,
      coalesce((select json_agg(user_id) from live_staff where live_id = p.id and role = 'guest'), '[]') as guest_ids,
      coalesce((select json_agg(user_id) from live_staff where live_id = p.id and role = 'assistant'), '[]') as assistant_ids,
      coalesce((select json_agg(target_id) from live_audiences where live_id = p.id and target_type = 'user'), '[]') as audience_user_ids,
      coalesce((select json_agg(target_id) from live_audiences where live_id = p.id and target_type = 'org'), '[]') as audience_org_ids
      from live_plans p left join users cu on cu.id = p.created_by
      where p.tenant_id = ${actor.tenantId} and p.id = ${liveId} and p.deleted_at is null and ${await scopeOf(db, actor)}`,
    planShape,
  );
  return requireFound(row);
}

export async function isLiving(db: Db, actor: Actor, liveId: number): Promise<boolean> {
  await adminGetPlan(db, actor, liveId);
  const row = await queryRow(
    db,
    sql`select exists (select 1 from live_sessions where live_id = ${liveId} and state = 'live') as yes`,
    {
      yes: col.bool,
    },
  );
  return row?.yes ?? false;
}

/** Per-live statistics rows for the statistics page and its export. */
export async function adminStatRows(db: Db, actor: Actor, query: TLivePlanListQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select p.id, p.channel_name, coalesce(lu.name, '') as lecturer_name,
        (select count(*) from live_sessions s where s.live_id = p.id)::int as session_num,
        (select count(distinct user_id) from live_viewers v where v.live_id = p.id)::int as viewer_num,
        (select coalesce(sum(watch_seconds), 0) from live_viewers v where v.live_id = p.id)::int as watch_seconds,
        (select count(*) from live_comments c where c.live_id = p.id)::int as comment_num,
        (select coalesce(sum(count), 0) from live_likes l where l.live_id = p.id)::int as like_num,
        (count(*) over ())::int as total_num
      from live_plans p left join users lu on lu.id = p.lecturer_id left join users cu on cu.id = p.created_by
      where p.tenant_id = ${actor.tenantId} and p.deleted_at is null and ${await scopeOf(db, actor)}
        ${query.search ? sql`and p.channel_name ilike ${`%${query.search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
      order by p.id desc limit ${limit} offset ${offset}`,
    {
      id: col.int,
      channel_name: col.text,
      lecturer_name: col.text,
      session_num: col.int,
      viewer_num: col.int,
      watch_seconds: col.int,
      comment_num: col.int,
      like_num: col.int,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Users of the tenant to pick as lecturer (lecturers only) or guest / assistant (anyone). */
export async function pickPeople(db: Db, actor: Actor, query: TLivePeopleQuery, lecturersOnly: boolean) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select u.id, coalesce(u.name, '') as name, coalesce(u.work_no, '') as work_no, (count(*) over ())::int as total_num
      from users u where u.tenant_id = ${actor.tenantId}
        ${lecturersOnly ? sql`and exists (select 1 from user_identities ui where ui.user_id = u.id and ui.is_teacher)` : sql``}
        ${query.name ? sql`and u.name ilike ${`%${query.name.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
      order by u.id limit ${limit} offset ${offset}`,
    { id: col.int, name: col.text, work_no: col.text, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
