// Column lists and row shapes of the community, written once: `p` posts, `z` zones, `u` authors, and the
// caller's marks.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { col, type RowOf } from '../../db/rows.ts';
import { moderates } from './policy.ts';

export const postShape = {
  id: col.int,
  zone_id: col.int,
  zone_name: col.text,
  user_id: col.int,
  user_name: col.text,
  avatar: col.text,
  title: col.text,
  content: col.text,
  images: col.json<string[]>(),
  status: col.text,
  remove_reason: col.text,
  expert_help: col.bool,
  is_top: col.bool,
  is_fine: col.bool,
  like_num: col.int,
  collect_num: col.int,
  reply_num: col.int,
  view_num: col.int,
  is_hit: col.bool,
  is_collect: col.bool,
  is_moderator: col.bool,
  created_at: col.epochMs,
};
export type PostRow = RowOf<typeof postShape>;
export const countedPostShape = { ...postShape, total_num: col.int };

export function postColumns(actor: Actor) {
  return sql`p.id, p.zone_id, z.name as zone_name, p.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name,
    u.avatar_url as avatar, p.title, p.content, p.images, p.status, p.remove_reason, p.expert_help, p.is_top, p.is_fine,
    p.like_num, p.collect_num, p.reply_num, p.view_num,
    exists (select 1 from community_post_marks k where k.post_id = p.id and k.user_id = ${actor.userId} and k.kind = 'like') as is_hit,
    exists (select 1 from community_post_marks k where k.post_id = p.id and k.user_id = ${actor.userId} and k.kind = 'collect') as is_collect,
    ${moderates(actor, sql`p.zone_id`)} as is_moderator, (extract(epoch from p.created_at) * 1000)::float8 as created_at`;
}
export const postJoins = sql`join community_zones z on z.id = p.zone_id join users u on u.id = p.user_id`;

export const replyShape = {
  id: col.int,
  post_id: col.int,
  parent_id: col.intOrNull,
  user_id: col.int,
  user_name: col.text,
  avatar: col.text,
  to_user_id: col.intOrNull,
  to_user_name: col.text,
  content: col.text,
  images: col.json<string[]>(),
  created_at: col.epochMs,
  sub_reply_num: col.int,
  total_num: col.int,
};
export type ReplyRow = RowOf<typeof replyShape>;

export const replyColumns = sql`r.id, r.post_id, r.parent_id, r.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name,
  u.avatar_url as avatar, r.to_user_id, coalesce(nullif(t.real_name, ''), t.name, '') as to_user_name, r.content, r.images,
  (extract(epoch from r.created_at) * 1000)::float8 as created_at, (select count(*)::int from community_replies s where s.parent_id = r.id and not s.deleted) as sub_reply_num`;
export const replyJoins = sql`join users u on u.id = r.user_id left join users t on t.id = r.to_user_id`;

export const zoneShape = {
  id: col.int,
  name: col.text,
  intro: col.text,
  cover: col.text,
  is_open: col.bool,
  need_audit: col.bool,
  post_num: col.int,
  follow_num: col.int,
  is_follow: col.bool,
  is_moderator: col.bool,
  moderators: col.json<{ userId: number; userName: string }[]>(),
  total_num: col.int,
};
export type ZoneRow = RowOf<typeof zoneShape>;

export function zoneColumns(userId: number) {
  return sql`z.id, z.name, z.intro, z.cover, z.is_open, z.need_audit,
    (select count(*)::int from community_posts p where p.zone_id = z.id and p.status = 'published') as post_num,
    (select count(*)::int from community_zone_follows f where f.zone_id = z.id) as follow_num,
    exists (select 1 from community_zone_follows f where f.zone_id = z.id and f.user_id = ${userId}) as is_follow,
    exists (select 1 from community_moderators m where m.zone_id = z.id and m.user_id = ${userId}) as is_moderator,
    coalesce((select jsonb_agg(jsonb_build_object('userId', mu.id, 'userName', coalesce(nullif(mu.real_name, ''), mu.name)) order by mu.id)
      from community_moderators m join users mu on mu.id = m.user_id where m.zone_id = z.id), '[]'::jsonb) as moderators,
    (count(*) over ())::int as total_num`;
}
