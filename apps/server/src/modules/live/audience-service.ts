// The back office's audience statistics (original live/stat "按人员" and person-stat-detail): everyone who
// watched a live of the tenant with their total watch time, and one person's viewings (one row per
// broadcast watched: entered, left, duration). People outside the caller's data scope are not listed, and
// one of them asked for by id is not found. Also the sign-up information of a live (getChannelAuthInfo)
// and the users of an org unit and below (the audience picker).
import type { TLiveAudienceDetail, TLiveAudienceList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { adminGetPlan } from './admin-service.ts';
import { requireFound } from './policy.ts';

async function peopleInScope(db: Db, actor: Actor): Promise<SQL> {
  return inDataScope(actor.tenantId, await dataScopeOf(db, actor), { org: sql`u.org_id`, owner: sql`u.id` });
}

export async function listAudience(db: Db, actor: Actor, query: TLiveAudienceList) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`u.tenant_id = ${actor.tenantId}`, await peopleInScope(db, actor)];
  if (query.name) filters.push(sql`position(lower(${query.name}) in lower(u.name)) > 0`);
  if (query.orgId !== undefined)
    filters.push(sql`u.org_id in ${orgSubtree(actor.tenantId, sql`(${query.orgId})`)}`);
  const rows = await queryRows(
    db,
    sql`select u.id as user_id, u.work_no, coalesce(u.name, '') as name, coalesce(o.name, '') as org_name,
        w.watch_seconds, w.live_num, (count(*) over ())::int as total_num
      from (select user_id, sum(watch_seconds)::int as watch_seconds, count(distinct live_id)::int as live_num
        from live_viewers where tenant_id = ${actor.tenantId} group by user_id) w
      join users u on u.id = w.user_id left join organisations o on o.id = u.org_id
      where ${sql.join(filters, sql` and `)}
      order by w.watch_seconds desc, u.id limit ${limit} offset ${offset}`,
    {
      user_id: col.int,
      work_no: col.text,
      name: col.text,
      org_name: col.text,
      watch_seconds: col.int,
      live_num: col.int,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function audienceDetail(db: Db, actor: Actor, query: TLiveAudienceDetail) {
  const person = await queryRow(
    db,
    sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id = ${query.userId}
      and ${await peopleInScope(db, actor)}`,
    { id: col.int },
  );
  requireFound(person ?? undefined);
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`v.tenant_id = ${actor.tenantId}`, sql`v.user_id = ${query.userId}`];
  if (query.startDate) filters.push(sql`v.last_seen_at >= ${query.startDate}::date`);
  if (query.endDate) filters.push(sql`v.first_seen_at < ${query.endDate}::date + 1`);
  const rows = await queryRows(
    db,
    sql`select v.live_id, p.channel_name, (extract(epoch from v.first_seen_at) * 1000)::float8 as start_at,
        (extract(epoch from v.last_seen_at) * 1000)::float8 as leave_at, v.watch_seconds,
        (count(*) over ())::int as total_num
      from live_viewers v join live_plans p on p.id = v.live_id
      where ${sql.join(filters, sql` and `)}
      order by v.first_seen_at desc limit ${limit} offset ${offset}`,
    {
      live_id: col.int,
      channel_name: col.text,
      start_at: col.epochMs,
      leave_at: col.epochMs,
      watch_seconds: col.int,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The users of an org unit and every unit below it (the editor's audience picker). */
export async function usersOfOrg(db: Db, actor: Actor, orgId: number) {
  const org = await queryRow(
    db,
    sql`select id from organisations where tenant_id = ${actor.tenantId} and id = ${orgId}`,
    { id: col.int },
  );
  requireFound(org ?? undefined);
  return queryRows(
    db,
    sql`select u.id, coalesce(u.name, '') as name, u.work_no, coalesce(u.phone, '') as phone,
        coalesce(o.name, '') as org_name
      from users u left join organisations o on o.id = u.org_id
      where u.tenant_id = ${actor.tenantId} and u.org_id in ${orgSubtree(actor.tenantId, sql`(${orgId})`)}
      order by u.id limit 5000`,
    { id: col.int, name: col.text, work_no: col.text, phone: col.text, org_name: col.text },
  );
}

/** The sign-up information of a live in the caller's scope (the original's channel auth info). */
export async function signUpInfo(
  db: Db,
  actor: Actor,
  liveId: number,
  page: { pageNo: number; pageSize: number },
) {
  await adminGetPlan(db, actor, liveId);
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select su.user_id, coalesce(u.name, '') as name, coalesce(o.name, '') as org_name, su.status::int as status,
        (extract(epoch from su.created_at) * 1000)::float8 as created_at, (count(*) over ())::int as total_num
      from live_sign_ups su join users u on u.id = su.user_id left join organisations o on o.id = u.org_id
      where su.tenant_id = ${actor.tenantId} and su.live_id = ${liveId}
      order by su.created_at desc limit ${limit} offset ${offset}`,
    {
      user_id: col.int,
      name: col.text,
      org_name: col.text,
      status: col.int,
      created_at: col.epochMs,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
