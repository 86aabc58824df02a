// Chat, likes and collections of a live. Comments are plain text (markup stripped, whitespace folded),
// limited per person (LIVE_RULES.commentBurst per commentWindowMs, counted in the database so every
// instance agrees) and pushed to everyone watching.
import { LIVE_RULES, type TLiveCommentItem } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { visibleLive, watchableLive } from './access-service.ts';
import { sendLiveEvent } from './realtime-service.ts';

const commentShape = {
  id: col.int,
  user_id: col.int,
  user_name: col.text,
  content: col.text,
  created_at: col.epochMs,
};
const toComment = (row: {
  id: number;
  user_id: number;
  user_name: string;
  content: string;
  created_at: number;
}): TLiveCommentItem => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  content: row.content,
  createdAt: row.created_at,
});

export async function listComments(
  db: Db,
  actor: Actor,
  liveId: number,
  page: { pageNo: number; pageSize: number },
) {
  await visibleLive(db, actor, liveId);
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select c.id, c.user_id, coalesce(u.name, '') as user_name, c.content, (extract(epoch from c.created_at) * 1000)::float8 as created_at,
        (count(*) over ())::int as total_num
      from live_comments c left join users u on u.id = c.user_id
      where c.tenant_id = ${actor.tenantId} and c.live_id = ${liveId}
      order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`,
    { ...commentShape, total_num: col.int },
  );
  return { rows: rows.map(toComment), totalNum: rows[0]?.total_num ?? 0 };
}

export async function postComment(
  deps: { db: Db; hub: RealtimeHub },
  actor: Actor,
  liveId: number,
  text: string,
) {
  const { db } = deps;
  await watchableLive(db, actor, liveId);
  // The shared schema already made it plain text (ZLiveCommentSchema).
  const content = text;
  const comment = await db.transaction(async (tx) => {
    // One person's comments are counted under a lock on their row of the plan's likes, so two tabs racing
    // cannot both slip under the limit.
    await runStatement(tx, sql`select pg_advisory_xact_lock(${liveId}, ${actor.userId})`);
    const recent = await queryRow(
      tx,
      sql`select count(*)::int as n from live_comments where live_id = ${liveId} and user_id = ${actor.userId}
        and created_at > now() - ${sql.raw(`interval '${LIVE_RULES.commentWindowMs} milliseconds'`)}`,
      { n: col.int },
    );
    if ((recent?.n ?? 0) >= LIVE_RULES.commentBurst) throw new AppError('LIVE_COMMENT_TOO_FAST');
    return queryRow(
      tx,
      sql`insert into live_comments (tenant_id, live_id, user_id, content)
        values (${actor.tenantId}, ${liveId}, ${actor.userId}, ${content})
        returning id, user_id, ${actor.user.name ?? ''}::text as user_name, content, (extract(epoch from created_at) * 1000)::float8 as created_at`,
      commentShape,
    );
  });
  if (!comment) throw new Error('postComment: no row');
  const item = toComment(comment);
  await sendLiveEvent(deps.hub, db, actor.tenantId, { kind: 'comment', liveId, comment: item });
  return item;
}

export async function likeLive(deps: { db: Db; hub: RealtimeHub }, actor: Actor, liveId: number) {
  await watchableLive(deps.db, actor, liveId);
  // The window is counted on the person's own row: the upsert locks it, so racing tabs cannot both slip
  // under the limit, and a refused like changes nothing.
  const window = sql.raw(`interval '${LIVE_RULES.likeWindowMs} milliseconds'`);
  const row = await queryRow(
    deps.db,
    sql`with up as (insert into live_likes (tenant_id, live_id, user_id, count, window_started_at, window_count)
        values (${actor.tenantId}, ${liveId}, ${actor.userId}, 1, now(), 1)
        on conflict (live_id, user_id) do update set count = least(live_likes.count + 1, 100000),
          window_count = case when live_likes.window_started_at > now() - ${window} then live_likes.window_count + 1 else 1 end,
          window_started_at = case when live_likes.window_started_at > now() - ${window} then live_likes.window_started_at else now() end
        where not (live_likes.window_started_at > now() - ${window} and live_likes.window_count >= ${LIVE_RULES.likeBurst})
        returning count)
      select (select count from up)::int as mine,
        coalesce((select sum(count) from live_likes where live_id = ${liveId} and user_id <> ${actor.userId}), 0)::int as others`,
    { mine: col.intOrNull, others: col.int },
  );
  if (row?.mine === null || row?.mine === undefined) throw new AppError('LIVE_LIKE_TOO_FAST');
  const likeNum = row.mine + row.others;
  await sendLiveEvent(deps.hub, deps.db, actor.tenantId, { kind: 'like', liveId, likeNum });
  return { likeNum };
}

export async function collectLive(db: Db, actor: Actor, liveId: number) {
  await visibleLive(db, actor, liveId);
  await runStatement(
    db,
    sql`insert into live_collections (tenant_id, live_id, user_id) values (${actor.tenantId}, ${liveId}, ${actor.userId})
      on conflict do nothing`,
  );
}

export async function cancelLiveCollection(db: Db, actor: Actor, liveId: number) {
  await runStatement(
    db,
    sql`delete from live_collections where tenant_id = ${actor.tenantId} and live_id = ${liveId} and user_id = ${actor.userId}`,
  );
}

export async function isCollected(db: Db, actor: Actor, liveId: number): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`select exists (select 1 from live_collections where tenant_id = ${actor.tenantId} and live_id = ${liveId}
      and user_id = ${actor.userId}) as yes`,
    { yes: col.bool },
  );
  return row?.yes ?? false;
}
