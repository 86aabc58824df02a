// Moderators' actions in their zones (pin, mark fine, hide with a reason, approve or reject waiting posts),
// reports by anyone (once each), and the back office's decision on a reported post. Every change of what is
// public moves the post's search row in the same transaction.
import { communityEvents, PostStatus, ReportAction, type THandleReport } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { moderates, requireFound, requireModerator } from './policy.ts';
import { getPost, publishedPost, syncPostIndex } from './post-service.ts';

type Flag = 'is_top' | 'is_fine';

export async function setPostFlag(db: Db, actor: Actor, id: number, flag: Flag, on: boolean) {
  await db.transaction(async (tx) => {
    const post = requireModerator(await getPost(tx, actor, id));
    if (post.status !== PostStatus.published) throw new AppError('NOT_FOUND');
    const changed = await runStatement(
      tx,
      sql`update community_posts set ${sql.raw(flag)} = ${on}, updated_at = now() where id = ${id} and ${sql.raw(flag)} <> ${on}`,
    );
    if (changed > 0 && flag === 'is_fine' && on)
      await emitDomainEvent(tx, {
        tenantId: actor.tenantId,
        type: communityEvents.fine,
        userId: post.user_id,
        subjectType: 'community-post',
        subjectId: id,
        dedupeKey: `${communityEvents.fine}:${id}`,
        data: { zoneId: post.zone_id },
      });
  });
}

export async function hidePost(db: Db, actor: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const post = requireModerator(await getPost(tx, actor, id));
    if (post.status !== PostStatus.published) throw new AppError('NOT_FOUND');
    await runStatement(
      tx,
      sql`update community_posts set status = 'hidden', remove_reason = ${reason}, is_top = false, updated_at = now() where id = ${id}`,
    );
    await syncPostIndex(tx, actor.tenantId, id);
  });
}

/** Approves or rejects waiting posts of zones the caller moderates; other ids are not found. */
export async function reviewPosts(db: Db, actor: Actor, ids: number[], approve: boolean) {
  await db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`select p.id, p.user_id, p.zone_id from community_posts p
        where p.tenant_id = ${actor.tenantId} and p.status = 'pending' and ${moderates(actor, sql`p.zone_id`)}
          and p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) for update`,
      { id: col.int, user_id: col.int, zone_id: col.int },
    );
    if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await runStatement(
        tx,
        sql`update community_posts set status = ${approve ? PostStatus.published : PostStatus.rejected}, updated_at = now() where id = ${row.id}`,
      );
      if (approve) await publishedPost(tx, actor.tenantId, row.id, row.user_id, row.zone_id);
    }
  });
}

export async function reportPost(db: Db, actor: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const post = await getPost(tx, actor, id);
    if (post.status !== PostStatus.published) throw new AppError('NOT_FOUND');
    const added = await runStatement(
      tx,
      sql`insert into community_reports (tenant_id, post_id, user_id, reason) values (${actor.tenantId}, ${id}, ${actor.userId}, ${reason})
        on conflict (post_id, user_id) do nothing`,
    );
    if (added > 0)
      await runStatement(tx, sql`update community_posts set report_num = report_num + 1 where id = ${id}`);
  });
}

export async function listReports(db: Db, actor: Actor, page: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select p.id as topic_id, p.title, z.name as area_name, coalesce(nullif(u.real_name, ''), u.name) as user_name, p.status,
        count(r.id)::int as report_num, jsonb_agg(r.reason order by r.created_at desc) as reasons,
        (extract(epoch from max(r.created_at)) * 1000)::float8 as last_reported_at, (count(*) over ())::int as total_num
      from community_reports r join community_posts p on p.id = r.post_id join community_zones z on z.id = p.zone_id
        join users u on u.id = p.user_id
      where r.tenant_id = ${actor.tenantId} and r.status = 'open'
      group by p.id, p.title, z.name, u.real_name, u.name, p.status
      order by report_num desc, last_reported_at desc limit ${limit} offset ${offset}`,
    {
      topic_id: col.int,
      title: col.text,
      area_name: col.text,
      user_name: col.text,
      status: col.text,
      report_num: col.int,
      reasons: col.json<string[]>(),
      last_reported_at: col.epochMs,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Keep (reports closed), hide or delete a reported post; its open reports close with the decision. */
export async function handleReport(db: Db, actor: Actor, input: THandleReport) {
  if (input.action !== ReportAction.keep && !input.reason) throw new AppError('COMMUNITY_REASON_REQUIRED');
  await db.transaction(async (tx) => {
    const open = await queryRow(
      tx,
      sql`select count(*)::int as n from community_reports where tenant_id = ${actor.tenantId} and post_id = ${input.topicId} and status = 'open'`,
      { n: col.int },
    );
    if (!open?.n) throw new AppError('NOT_FOUND');
    if (input.action !== ReportAction.keep) {
      const status = input.action === ReportAction.hide ? PostStatus.hidden : PostStatus.deleted;
      await runStatement(
        tx,
        sql`update community_posts set status = ${status}, remove_reason = ${input.reason ?? ''}, is_top = false, updated_at = now()
          where id = ${input.topicId} and tenant_id = ${actor.tenantId}`,
      );
      await syncPostIndex(tx, actor.tenantId, input.topicId);
    }
    await runStatement(
      tx,
      sql`update community_reports set status = 'handled' where post_id = ${input.topicId} and status = 'open'`,
    );
    await recordAudit(tx, actor, {
      module: 'community',
      action: `report-${input.action}`,
      entityType: 'post',
      entityId: input.topicId,
      after: input,
    });
  });
}

export async function requirePendingZone(db: Db, actor: Actor, zoneId: number | undefined) {
  if (!zoneId) return;
  requireFound(
    await queryRow(
      db,
      sql`select 1 as one from community_zones z where z.id = ${zoneId} and z.tenant_id = ${actor.tenantId} and ${moderates(actor, sql`z.id`)}`,
      {
        one: col.int,
      },
    ),
  );
}
