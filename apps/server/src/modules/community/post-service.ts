// Posts: lists (a zone's, a person's, my collected, fine, asking experts; the recommended list), writing one
// (zone open, not banned, under the spam limit, sanitised; waits for approval where the zone audits), opening
// one (a view counted), deleting one, and likes and collects (each once per person, counters kept exact).
import {
  communityEvents,
  PostStatus,
  COMMUNITY_RULES as R,
  SearchKind,
  type TAddPost,
  type TPostList,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { indexSearchDocument, plainText, removeSearchDocument } from '../search/index-service.ts';
import { cleanContent } from './content.ts';
import { postListed, postVisibleTo, requireCanDelete, requireFound } from './policy.ts';
import { countedPostShape, postColumns, postJoins, postShape } from './queries.ts';

export async function listPosts(db: DbOrTx, actor: Actor, query: TPostList) {
  const { limit, offset } = pageWindow(query);
  const own = query.userId === actor.userId;
  const filters: SQL[] = [postVisibleTo(actor)];
  // Someone else's page and the zone lists show what is public; my own page also shows my waiting posts.
  if (!own) filters.push(postListed);
  if (query.areaId) filters.push(sql`p.zone_id = ${query.areaId}`);
  if (query.userId) filters.push(sql`p.user_id = ${query.userId}`);
  if (query.content) filters.push(sql`strpos(lower(p.title), lower(${query.content})) > 0`);
  if (query.isFine) filters.push(sql`p.is_fine`);
  if (query.isExpert) filters.push(sql`p.expert_help`);
  if (query.isCollect)
    filters.push(
      sql`exists (select 1 from community_post_marks k where k.post_id = p.id and k.user_id = ${actor.userId} and k.kind = 'collect')`,
    );
  const order = query.areaId
    ? sql`p.is_top desc, p.created_at desc, p.id desc`
    : sql`p.created_at desc, p.id desc`;
  const rows = await queryRows(
    db,
    sql`select ${postColumns(actor)}, (count(*) over ())::int as total_num from community_posts p ${postJoins}
      where ${sql.join(filters, sql` and `)} order by ${order} limit ${limit} offset ${offset}`,
    countedPostShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Recommended: fine posts first, then by likes and replies of the last 30 days. */
export async function listHotPosts(db: DbOrTx, actor: Actor, query: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${postColumns(actor)}, (count(*) over ())::int as total_num from community_posts p ${postJoins}
      where p.tenant_id = ${actor.tenantId} and ${postListed} and p.created_at > now() - interval '30 days'
      order by p.is_fine desc, (p.like_num + p.reply_num) desc, p.id desc limit ${limit} offset ${offset}`,
    countedPostShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getPost(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${postColumns(actor)} from community_posts p ${postJoins} where p.id = ${id} and ${postVisibleTo(actor)}`,
      postShape,
    ),
  );
}

/** Keeps the search row in step: only published posts of open zones are findable. */
export async function syncPostIndex(tx: DbOrTx, tenantId: string, id: number) {
  const row = await queryRow(
    tx,
    sql`select p.title, p.content, p.status, z.is_open from community_posts p join community_zones z on z.id = p.zone_id
      where p.id = ${id} and p.tenant_id = ${tenantId}`,
    { title: col.text, content: col.text, status: col.text, is_open: col.bool },
  );
  if (!row || row.status !== PostStatus.published || !row.is_open)
    return removeSearchDocument(tx, tenantId, SearchKind.post, id);
  return indexSearchDocument(tx, {
    tenantId,
    kind: SearchKind.post,
    refId: id,
    title: row.title,
    body: plainText(row.content),
  });
}

async function requireCanPost(tx: DbOrTx, actor: Actor, zoneId: number) {
  const zone = requireFound(
    await queryRow(
      tx,
      sql`select z.is_open, z.need_audit,
          exists (select 1 from community_bans b where b.zone_id = z.id and b.user_id = ${actor.userId} and b.until > now()) as banned
        from community_zones z where z.id = ${zoneId} and z.tenant_id = ${actor.tenantId}`,
      { is_open: col.bool, need_audit: col.bool, banned: col.bool },
    ),
  );
  if (!zone.is_open) throw new AppError('COMMUNITY_ZONE_CLOSED');
  if (zone.banned) throw new AppError('COMMUNITY_BANNED');
  return zone;
}

/** The spam limit: the person's own lock serialises their writes, then their recent rows are counted. */
export async function requireUnderLimit(
  tx: DbOrTx,
  actor: Actor,
  table: 'community_posts' | 'community_replies',
  max: number,
) {
  await runStatement(tx, sql`select pg_advisory_xact_lock(${actor.userId}::int, 1616)`);
  const recent = await queryRow(
    tx,
    sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
      and created_at > now() - make_interval(mins => ${R.rateWindowMinutes}::int)`,
    { n: col.int },
  );
  if ((recent?.n ?? 0) >= max) throw new AppError('COMMUNITY_RATE_LIMITED');
}

export async function addPost(db: Db, actor: Actor, input: TAddPost) {
  const { content, images } = cleanContent(input.content, input.imgUrl);
  return db.transaction(async (tx) => {
    const zone = await requireCanPost(tx, actor, input.areaId);
    await requireUnderLimit(tx, actor, 'community_posts', R.postsPerWindow);
    const status = zone.need_audit ? PostStatus.pending : PostStatus.published;
    const { id } = requireFound(
      await queryRow(
        tx,
        sql`insert into community_posts (tenant_id, zone_id, user_id, title, content, images, status, expert_help)
          values (${actor.tenantId}, ${input.areaId}, ${actor.userId}, ${input.title}, ${content}, ${JSON.stringify(images)}::jsonb,
            ${status}, ${input.expertHelp}) returning id`,
        { id: col.int },
      ),
    );
    if (status === PostStatus.published)
      await publishedPost(tx, actor.tenantId, id, actor.userId, input.areaId);
    return { id, status };
  });
}

/** What publishing a post sets off: the search row and the points event. */
export async function publishedPost(
  tx: DbOrTx,
  tenantId: string,
  id: number,
  authorId: number,
  zoneId: number,
) {
  await syncPostIndex(tx, tenantId, id);
  await emitDomainEvent(tx, {
    tenantId,
    type: communityEvents.posted,
    userId: authorId,
    subjectType: 'community-post',
    subjectId: id,
    dedupeKey: `${communityEvents.posted}:${id}`,
    data: { zoneId },
  });
}

export async function viewPost(db: Db, actor: Actor, id: number) {
  const post = await getPost(db, actor, id);
  await runStatement(db, sql`update community_posts set view_num = view_num + 1 where id = ${id}`);
  return { ...post, view_num: post.view_num + 1 };
}

export async function deletePost(db: Db, actor: Actor, id: number, reason?: string) {
  await db.transaction(async (tx) => {
    const post = await getPost(tx, actor, id);
    requireCanDelete(post, actor, reason);
    await runStatement(
      tx,
      sql`update community_posts set status = 'deleted', remove_reason = ${reason ?? ''}, is_top = false, updated_at = now() where id = ${id}`,
    );
    await syncPostIndex(tx, actor.tenantId, id);
  });
}

const COUNTER = { like: sql.raw('like_num'), collect: sql.raw('collect_num') } as const;

/** Likes and collects: a second click in the same state changes nothing; the counter follows the rows. */
export async function markPost(db: Db, actor: Actor, id: number, kind: 'like' | 'collect', on: boolean) {
  return db.transaction(async (tx) => {
    const post = await getPost(tx, actor, id);
    if (post.status !== PostStatus.published) throw new AppError('NOT_FOUND');
    const changed = on
      ? await runStatement(
          tx,
          sql`insert into community_post_marks (tenant_id, post_id, user_id, kind) values (${actor.tenantId}, ${id}, ${actor.userId}, ${kind})
            on conflict do nothing`,
        )
      : await runStatement(
          tx,
          sql`delete from community_post_marks where post_id = ${id} and user_id = ${actor.userId} and kind = ${kind}`,
        );
    if (changed > 0)
      await runStatement(
        tx,
        sql`update community_posts set ${COUNTER[kind]} = ${COUNTER[kind]} + ${on ? 1 : -1} where id = ${id}`,
      );
    const row = await queryRow(tx, sql`select like_num, collect_num from community_posts where id = ${id}`, {
      like_num: col.int,
      collect_num: col.int,
    });
    return { hitNum: row?.like_num ?? 0, collectNum: row?.collect_num ?? 0 };
  });
}
