// Zones as learners meet them (all open zones, the ones I follow, the ones I moderate, one zone's header,
// follow and unfollow), the waiting posts of my zones, and a person's community header.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { moderates, requireFound } from './policy.ts';
import { countedPostShape, postColumns, postJoins, zoneColumns, zoneShape } from './queries.ts';

type Page = { pageNo: number; pageSize: number };
export type ZoneFilter = 'all' | 'followed' | 'moderated';

export async function listZones(db: DbOrTx, actor: Actor, page: Page, filter: ZoneFilter) {
  const { limit, offset } = pageWindow(page);
  const extra =
    filter === 'followed'
      ? sql`and exists (select 1 from community_zone_follows f where f.zone_id = z.id and f.user_id = ${actor.userId})`
      : filter === 'moderated'
        ? sql`and ${moderates(actor, sql`z.id`)}`
        : sql``;
  const rows = await queryRows(
    db,
    sql`select ${zoneColumns(actor.userId)} from community_zones z
      where z.tenant_id = ${actor.tenantId} ${filter === 'moderated' ? sql`` : sql`and z.is_open`} ${extra}
      order by z.sort, z.id limit ${limit} offset ${offset}`,
    zoneShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getZone(db: DbOrTx, actor: Actor, zoneId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${zoneColumns(actor.userId)} from community_zones z
        where z.id = ${zoneId} and z.tenant_id = ${actor.tenantId} and (z.is_open or ${moderates(actor, sql`z.id`)})`,
      zoneShape,
    ),
  );
}

export async function followZone(db: Db, actor: Actor, zoneId: number, on: boolean) {
  await getZone(db, actor, zoneId);
  await runStatement(
    db,
    on
      ? sql`insert into community_zone_follows (tenant_id, zone_id, user_id) values (${actor.tenantId}, ${zoneId}, ${actor.userId}) on conflict do nothing`
      : sql`delete from community_zone_follows where zone_id = ${zoneId} and user_id = ${actor.userId}`,
  );
}

export async function listPending(db: DbOrTx, actor: Actor, page: Page, zoneId: number | undefined) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select ${postColumns(actor)}, (count(*) over ())::int as total_num from community_posts p ${postJoins}
      where p.tenant_id = ${actor.tenantId} and p.status = 'pending' and ${moderates(actor, sql`p.zone_id`)}
        ${zoneId ? sql`and p.zone_id = ${zoneId}` : sql``}
      order by p.created_at, p.id limit ${limit} offset ${offset}`,
    countedPostShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** A person's header: name, avatar and counts of what others can see. Another tenant's person is a 404. */
export async function userInfo(db: DbOrTx, actor: Actor, userId: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select u.id as user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name, u.avatar_url as avatar,
          (select count(*)::int from community_posts p where p.user_id = u.id and p.status = 'published') as post_num,
          (select count(*)::int from community_replies r where r.user_id = u.id and not r.deleted) as reply_num,
          (select coalesce(sum(p.like_num), 0)::int from community_posts p where p.user_id = u.id and p.status = 'published') as hit_num,
          (select count(*)::int from community_zone_follows f where f.user_id = u.id) as follow_zone_num,
          coalesce((select jsonb_agg(m.zone_id order by m.zone_id) from community_moderators m where m.user_id = u.id), '[]'::jsonb) as zone_ids
        from users u where u.id = ${userId} and u.tenant_id = ${actor.tenantId}`,
      {
        user_id: col.int,
        user_name: col.text,
        avatar: col.text,
        post_num: col.int,
        reply_num: col.int,
        hit_num: col.int,
        follow_zone_num: col.int,
        zone_ids: col.json<number[]>(),
      },
    ),
  );
}
