// Replies addressed to me (the original's @ notifications: an answer to my reply, or a reply to my post), their
// unread count and marking them read; bans a moderator puts on a person in their zone, and the zone's people
// with their bans; posts asking the experts (a zone's moderators) and the expert's or author's replies.
import type { TZoneUsers } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { moderates, postListed, postVisibleTo, requireFound } from './policy.ts';
import { getPost } from './post-service.ts';
import { countedPostShape, postColumns, postJoins, replyColumns, replyJoins, replyShape } from './queries.ts';

type Page = { pageNo: number; pageSize: number };

/** SQL: the reply `r` (on post `p`) addresses the caller and is someone else's. */
function addressedTo(actor: Actor): SQL {
  return sql`r.tenant_id = ${actor.tenantId} and not r.deleted and r.user_id <> ${actor.userId}
    and (r.to_user_id = ${actor.userId} or (r.parent_id is null and p.user_id = ${actor.userId}))
    and p.status = 'published'`;
}

export async function listMentions(db: DbOrTx, actor: Actor, page: Page) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select r.id, r.post_id, p.title, r.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name, u.avatar_url as avatar,
        r.content, r.notice_read, (extract(epoch from r.created_at) * 1000)::float8 as created_at, (count(*) over ())::int as total_num
      from community_replies r join community_posts p on p.id = r.post_id join users u on u.id = r.user_id
      where ${addressedTo(actor)} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    {
      id: col.int,
      post_id: col.int,
      title: col.text,
      user_id: col.int,
      user_name: col.text,
      avatar: col.text,
      content: col.text,
      notice_read: col.bool,
      created_at: col.epochMs,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function countUnreadMentions(db: DbOrTx, actor: Actor) {
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from community_replies r join community_posts p on p.id = r.post_id
      where ${addressedTo(actor)} and not r.notice_read`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** Marks my notices read; ids that are not mine are left alone. */
export async function readMentions(db: Db, actor: Actor, ids: number[]) {
  await runStatement(
    db,
    sql`update community_replies r set notice_read = true from community_posts p
      where p.id = r.post_id and ${addressedTo(actor)} and r.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

export async function myBans(db: DbOrTx, actor: Actor) {
  return queryRows(
    db,
    sql`select b.zone_id, z.name as zone_name, (extract(epoch from b.until) * 1000)::float8 as until from community_bans b join community_zones z on z.id = b.zone_id
      where b.tenant_id = ${actor.tenantId} and b.user_id = ${actor.userId} and b.until > now() order by b.until`,
    { zone_id: col.int, zone_name: col.text, until: col.epochMs },
  );
}

async function requireModeratedZone(db: DbOrTx, actor: Actor, zoneId: number) {
  const zone = requireFound(
    await queryRow(
      db,
      sql`select z.id, ${moderates(actor, sql`z.id`)} as is_moderator from community_zones z where z.id = ${zoneId} and z.tenant_id = ${actor.tenantId}`,
      { id: col.int, is_moderator: col.bool },
    ),
  );
  if (!zone.is_moderator) throw new AppError('COMMUNITY_NOT_MODERATOR');
}

export async function setBan(db: Db, actor: Actor, zoneId: number, userId: number, hours: number | null) {
  await requireModeratedZone(db, actor, zoneId);
  requireFound(
    await queryRow(db, sql`select id from users where id = ${userId} and tenant_id = ${actor.tenantId}`, {
      id: col.int,
    }),
  );
  if (hours === null) {
    await runStatement(db, sql`delete from community_bans where zone_id = ${zoneId} and user_id = ${userId}`);
    return;
  }
  await runStatement(
    db,
    sql`insert into community_bans (tenant_id, zone_id, user_id, until)
      values (${actor.tenantId}, ${zoneId}, ${userId}, now() + make_interval(hours => ${hours}::int))
      on conflict (zone_id, user_id) do update set until = excluded.until`,
  );
}

export async function listZoneUsers(db: Db, actor: Actor, query: TZoneUsers) {
  await requireModeratedZone(db, actor, query.areaId);
  const { limit, offset } = pageWindow(query);
  const name = query.name
    ? sql`and strpos(lower(coalesce(nullif(u.real_name, ''), u.name)), lower(${query.name})) > 0`
    : sql``;
  return queryRows(
    db,
    sql`select u.id as user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name, u.avatar_url as avatar,
        (select count(*)::int from community_posts p where p.zone_id = ${query.areaId} and p.user_id = u.id and p.status = 'published') as post_num,
        exists (select 1 from community_zone_follows f where f.zone_id = ${query.areaId} and f.user_id = u.id) as is_follow,
        (select (extract(epoch from b.until) * 1000)::float8 from community_bans b where b.zone_id = ${query.areaId} and b.user_id = u.id and b.until > now()) as until,
        (count(*) over ())::int as total_num
      from users u where u.tenant_id = ${actor.tenantId} ${name} and (
        exists (select 1 from community_zone_follows f where f.zone_id = ${query.areaId} and f.user_id = u.id)
        or exists (select 1 from community_posts p where p.zone_id = ${query.areaId} and p.user_id = u.id))
      order by u.id limit ${limit} offset ${offset}`,
    {
      user_id: col.int,
      user_name: col.text,
      avatar: col.text,
      post_num: col.int,
      is_follow: col.bool,
      until: col.epochMsOrNull,
      total_num: col.int,
    },
  );
}

export async function listExpertPosts(
  db: DbOrTx,
  actor: Actor,
  query: Page & { areaId?: number; content?: string },
) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [postVisibleTo(actor), postListed, sql`p.expert_help`];
  if (query.areaId) filters.push(sql`p.zone_id = ${query.areaId}`);
  if (query.content) filters.push(sql`strpos(lower(p.title), lower(${query.content})) > 0`);
  const rows = await queryRows(
    db,
    sql`select ${postColumns(actor)}, (count(*) over ())::int as total_num from community_posts p ${postJoins}
      where ${sql.join(filters, sql` and `)} order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    countedPostShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** A post's replies by its zone's moderators ('expert') or by its author ('author'), oldest first. */
export async function listRepliesBy(
  db: DbOrTx,
  actor: Actor,
  postId: number,
  who: 'expert' | 'author',
  page: Page,
) {
  const post = await getPost(db, actor, postId);
  const { limit, offset } = pageWindow(page);
  const by =
    who === 'author'
      ? sql`r.user_id = ${post.user_id}`
      : sql`exists (select 1 from community_moderators m where m.zone_id = ${post.zone_id} and m.user_id = r.user_id)`;
  const rows = await queryRows(
    db,
    sql`select ${replyColumns}, (count(*) over ())::int as total_num from community_replies r ${replyJoins}
      where r.post_id = ${post.id} and not r.deleted and ${by} order by r.created_at, r.id limit ${limit} offset ${offset}`,
    replyShape,
  );
  return { post, rows, totalNum: rows[0]?.total_num ?? 0 };
}
