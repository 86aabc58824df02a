// Replies: to a post or to a reply (one level of answers, as the original shows them), each sanitised and
// under the spam limit; the post's pages of replies with their first answers; deleting one's own reply (a
// moderator deletes any in their zone). The post's reply counter follows the rows.
import { communityEvents, PostStatus, COMMUNITY_RULES as R, type TReplyInput } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { cleanContent } from './content.ts';
import { moderates, requireFound } from './policy.ts';
import { getPost, requireUnderLimit } from './post-service.ts';
import { replyColumns, replyJoins, replyShape } from './queries.ts';

const CHILDREN_SHOWN = 3;

export async function addReply(db: Db, actor: Actor, input: TReplyInput) {
  const { content, images } = cleanContent(input.content, input.imgUrl);
  return db.transaction(async (tx) => {
    const post = await getPost(tx, actor, input.topicId);
    if (post.status !== PostStatus.published) throw new AppError('NOT_FOUND');
    const banned = await queryRow(
      tx,
      sql`select 1 as one from community_bans where zone_id = ${post.zone_id} and user_id = ${actor.userId} and until > now()`,
      { one: col.int },
    );
    if (banned) throw new AppError('COMMUNITY_BANNED');
    let parentId: number | null = null;
    let toUserId: number | null = null;
    if (input.parentId) {
      const parent = requireFound(
        await queryRow(
          tx,
          sql`select id, parent_id, user_id from community_replies where id = ${input.parentId} and post_id = ${post.id} and not deleted`,
          { id: col.int, parent_id: col.intOrNull, user_id: col.int },
        ),
      );
      parentId = parent.parent_id ?? parent.id;
      toUserId = parent.user_id;
    }
    if (input.userToId && parentId) {
      const answered = await queryRow(
        tx,
        sql`select user_id from community_replies where post_id = ${post.id} and (id = ${parentId} or parent_id = ${parentId}) and user_id = ${input.userToId} limit 1`,
        { user_id: col.int },
      );
      toUserId = requireFound(answered).user_id;
    }
    await requireUnderLimit(tx, actor, 'community_replies', R.repliesPerWindow);
    const { id } = requireFound(
      await queryRow(
        tx,
        sql`insert into community_replies (tenant_id, post_id, user_id, parent_id, to_user_id, content, images)
          values (${actor.tenantId}, ${post.id}, ${actor.userId}, ${parentId}, ${toUserId}, ${content}, ${JSON.stringify(images)}::jsonb)
          returning id`,
        { id: col.int },
      ),
    );
    await runStatement(tx, sql`update community_posts set reply_num = reply_num + 1 where id = ${post.id}`);
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: communityEvents.replied,
      userId: actor.userId,
      subjectType: 'community-reply',
      subjectId: id,
      dedupeKey: `${communityEvents.replied}:${id}`,
      data: { postId: post.id },
    });
    return id;
  });
}

async function replyPage(
  db: DbOrTx,
  postId: number,
  parentId: number | null,
  page: { pageNo: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(page);
  return queryRows(
    db,
    sql`select ${replyColumns}, (count(*) over ())::int as total_num from community_replies r ${replyJoins}
      where r.post_id = ${postId} and not r.deleted and ${parentId === null ? sql`r.parent_id is null` : sql`r.parent_id = ${parentId}`}
      order by r.created_at ${parentId === null ? sql`desc` : sql`asc`}, r.id limit ${limit} offset ${offset}`,
    replyShape,
  );
}

/** A page of top-level replies, each with its first answers. */
export async function listReplies(
  db: DbOrTx,
  actor: Actor,
  postId: number,
  page: { pageNo: number; pageSize: number },
) {
  const post = await getPost(db, actor, postId);
  const rows = await replyPage(db, post.id, null, page);
  const ids = rows.map((row) => row.id);
  const children = ids.length
    ? await queryRows(
        db,
        sql`select * from (select ${replyColumns}, 0 as total_num,
            row_number() over (partition by r.parent_id order by r.created_at, r.id) as n
          from community_replies r ${replyJoins}
          where r.post_id = ${post.id} and not r.deleted and r.parent_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})) c
          where c.n <= ${CHILDREN_SHOWN} order by c.created_at, c.id`,
        replyShape,
      )
    : [];
  return { post, rows, children, totalNum: rows[0]?.total_num ?? 0 };
}

export async function listSubReplies(
  db: DbOrTx,
  actor: Actor,
  postId: number,
  parentId: number,
  page: { pageNo: number; pageSize: number },
) {
  const post = await getPost(db, actor, postId);
  const rows = await replyPage(db, post.id, parentId, page);
  return { post, rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function deleteReply(db: Db, actor: Actor, replyId: number) {
  await db.transaction(async (tx) => {
    const reply = requireFound(
      await queryRow(
        tx,
        sql`select r.id, r.post_id, r.user_id, ${moderates(actor, sql`p.zone_id`)} as is_moderator
          from community_replies r join community_posts p on p.id = r.post_id
          where r.id = ${replyId} and r.tenant_id = ${actor.tenantId} and not r.deleted for update of r`,
        { id: col.int, post_id: col.int, user_id: col.int, is_moderator: col.bool },
      ),
    );
    if (reply.user_id !== actor.userId && !reply.is_moderator) throw new AppError('NOT_FOUND');
    const gone = await runStatement(
      tx,
      sql`update community_replies set deleted = true where (id = ${replyId} or parent_id = ${replyId}) and not deleted`,
    );
    await runStatement(
      tx,
      sql`update community_posts set reply_num = greatest(reply_num - ${gone}, 0) where id = ${reply.post_id}`,
    );
  });
}
