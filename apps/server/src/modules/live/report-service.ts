// The project statistics' live report (original report/projectStatistics/liveClass): per live (lecturer,
// first planned start, hours broadcast, planned and actual people, creator), the live exams' results per
// examinee (read through the exam module), and every viewing (who, which live, when, how long). People and
// lives outside the caller's data scope are left out. Regions are not recorded, so province and city are empty.
import type { TLiveReportExport, TLiveReportQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { listSourceResults } from '../exam/source-service.ts';
import { atInRange } from '../report/queries.ts';

type Filters = Omit<TLiveReportExport, 'size' | 'start'>;
type Window = { limit: number; offset: number };

export function windowOf(query: TLiveReportQuery | TLiveReportExport): Window {
  if ('size' in query) return { limit: query.size, offset: Math.max(0, query.start - 1) };
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

const range = (filters: Filters) => ({ startTime: filters.startTime, endTime: filters.endTime });

async function peopleFilter(db: Db, actor: Actor, filters: Filters): Promise<SQL> {
  const parts: SQL[] = [
    sql`u.tenant_id = ${actor.tenantId}`,
    inDataScope(actor.tenantId, await dataScopeOf(db, actor), { org: sql`u.org_id`, owner: sql`u.id` }),
  ];
  if (filters.dept !== undefined)
    parts.push(sql`u.org_id in ${orgSubtree(actor.tenantId, sql`(${filters.dept})`)}`);
  if (filters.userName) parts.push(sql`position(lower(${filters.userName}) in lower(u.name)) > 0`);
  return sql.join(parts, sql` and `);
}

export async function reportOverview(db: Db, actor: Actor, filters: Filters, window: Window) {
  const where: SQL[] = [
    sql`p.tenant_id = ${actor.tenantId}`,
    sql`p.deleted_at is null`,
    inDataScope(actor.tenantId, await dataScopeOf(db, actor), {
      org: sql`cu.org_id`,
      owner: sql`p.created_by`,
    }),
    atInRange(sql`p.first_start_at`, range(filters)),
  ];
  if (filters.liveName) where.push(sql`position(lower(${filters.liveName}) in lower(p.channel_name)) > 0`);
  if (filters.dept !== undefined)
    where.push(sql`cu.org_id in ${orgSubtree(actor.tenantId, sql`(${filters.dept})`)}`);
  const rows = await queryRows(
    db,
    sql`select p.id, p.channel_name, coalesce(lu.name, '') as lecturer_name,
        (extract(epoch from p.first_start_at) * 1000)::float8 as start_at,
        (select coalesce(sum(duration_seconds), 0) from live_sessions s where s.live_id = p.id)::int as seconds,
        (case p.audience
          when 'all' then (select count(*) from users x where x.tenant_id = p.tenant_id and not x.disabled)
          when 'signUp' then (select count(*) from live_sign_ups su where su.live_id = p.id and su.status = 1)
          else (select count(*) from (select id from users x where x.tenant_id = p.tenant_id and not x.disabled and (
            x.id in (select target_id from live_audiences a where a.live_id = p.id and a.target_type = 'user')
            or x.position_id in (select target_id from live_audiences a where a.live_id = p.id and a.target_type = 'position')
            or x.org_id in ${orgSubtree(actor.tenantId, sql`(select target_id from live_audiences a where a.live_id = p.id and a.target_type = 'org')`)})) n)
          end)::int as plan_number,
        (select count(distinct user_id) from live_viewers v where v.live_id = p.id)::int as actual_number,
        coalesce(cu.name, '') as creator_name, coalesce(co.name, '') as creator_org,
        (extract(epoch from p.created_at) * 1000)::float8 as created_at, (count(*) over ())::int as total_num
      from live_plans p left join users lu on lu.id = p.lecturer_id
      left join users cu on cu.id = p.created_by left join organisations co on co.id = cu.org_id
      where ${sql.join(where, sql` and `)}
      order by p.first_start_at desc nulls last, p.id desc limit ${window.limit} offset ${window.offset}`,
    {
      id: col.int,
      channel_name: col.text,
      lecturer_name: col.text,
      start_at: col.epochMsOrNull,
      seconds: col.int,
      plan_number: col.int,
      actual_number: col.int,
      creator_name: col.text,
      creator_org: col.text,
      created_at: col.epochMs,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function reportExams(db: Db, actor: Actor, filters: Filters, window: Window) {
  return listSourceResults(
    db,
    actor.tenantId,
    'live',
    {
      people: await peopleFilter(db, actor, filters),
      examName: filters.examName,
      sourceName: filters.liveName,
      from: filters.startTime,
      to: filters.endTime,
    },
    window,
  );
}

export async function reportViewings(db: Db, actor: Actor, filters: Filters, window: Window) {
  const where: SQL[] = [
    sql`v.tenant_id = ${actor.tenantId}`,
    await peopleFilter(db, actor, filters),
    atInRange(sql`v.first_seen_at`, range(filters)),
  ];
  if (filters.liveName) where.push(sql`position(lower(${filters.liveName}) in lower(p.channel_name)) > 0`);
  const rows = await queryRows(
    db,
    sql`select u.id as user_id, coalesce(u.name, '') as user_name, u.work_no, coalesce(o.name, '') as org_name,
        coalesce(ps.name, '') as position_name, p.channel_name, v.watch_seconds,
        (extract(epoch from v.first_seen_at) * 1000)::float8 as start_at,
        (extract(epoch from v.last_seen_at) * 1000)::float8 as end_at, (count(*) over ())::int as total_num
      from live_viewers v join users u on u.id = v.user_id join live_plans p on p.id = v.live_id
      left join organisations o on o.id = u.org_id left join positions ps on ps.id = u.position_id
      where ${sql.join(where, sql` and `)}
      order by v.first_seen_at desc limit ${window.limit} offset ${window.offset}`,
    {
      user_id: col.int,
      user_name: col.text,
      work_no: col.text,
      org_name: col.text,
      position_name: col.text,
      channel_name: col.text,
      watch_seconds: col.int,
      start_at: col.epochMs,
      end_at: col.epochMs,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
