// Authoring assignments (back office, and the seed): create or edit an assignment of a course chapter, a
// training or a study plan with its audience, delete, and the report — per assignment how many learners it
// reaches, how many submitted, are graded and passed. Audited; inside the caller's data scope.
import type { THomeworkAdminList, THomeworkSave } from '@elearning/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { homeworkAssignments, homeworkTargets } from '../../db/schema/index.ts';
import { likePattern } from '../course/queries.ts';
import { requireFound } from './policy.ts';
import { jobColumns, jobJoins, jobShape } from './queries.ts';
import { forgetMyCards } from './queries-my-cards.ts';

/** SQL: assignment `h` (creator `cu`) lies in the back-office caller's data scope. */
export async function scopeOf(db: DbOrTx, actor: Actor): Promise<SQL> {
  const scope = await dataScopeOf(db, actor);
  return inDataScope(actor.tenantId, scope, { org: sql`cu.org_id`, owner: sql`h.creator_id` });
}

const reportShape = {
  ...jobShape,
  reached: col.int,
  submitted: col.int,
  graded: col.int,
  passed: col.int,
  total_num: col.int,
};

export async function listAssignments(db: Db, actor: Actor, query: THomeworkAdminList) {
  const { limit, offset } = pageWindow(query);
  const source = sql.join(
    [
      query.source ? sql`and h.source = ${query.source}` : sql``,
      query.bizId ? sql`and h.biz_id = ${query.bizId}` : sql``,
      query.chapterId ? sql`and h.chapter_id = ${query.chapterId}` : sql``,
      query.keyword
        ? sql`and (h.title ilike ${likePattern(query.keyword)} or h.biz_name ilike ${likePattern(query.keyword)})`
        : sql``,
    ],
    sql` `,
  );
  const targets = sql`(select t.target_type, t.target_id from homework_targets t where t.tenant_id = ${actor.tenantId} and t.homework_id = h.id)`;
  const rows = await queryRows(
    db,
    sql`select ${jobColumns},
        (select count(*) from ${usersTargetedBy(actor.tenantId, targets)} reached)::int as reached,
        coalesce(sc.submitted, 0)::int as submitted, coalesce(sc.graded, 0)::int as graded,
        coalesce(sc.passed, 0)::int as passed, (count(*) over ())::int as total_num
      from homework_assignments h ${jobJoins} left join users cu on cu.id = h.creator_id
      left join lateral (select count(*) as submitted, count(*) filter (where s.state = 3) as graded,
          count(*) filter (where s.state = 3 and s.score >= h.pass_score) as passed
        from homework_submissions s where s.tenant_id = h.tenant_id and s.homework_id = h.id) sc on true
      where h.tenant_id = ${actor.tenantId} and ${await scopeOf(db, actor)} ${source}
      order by h.created_at desc, h.id desc limit ${limit} offset ${offset}`,
    reportShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function existing(db: Db, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select h.id from homework_assignments h left join users cu on cu.id = h.creator_id
        where h.tenant_id = ${actor.tenantId} and h.id = ${id} and ${await scopeOf(db, actor)}`,
      { id: col.int },
    ),
  );
}

export async function saveAssignment(db: Db, actor: Actor, input: THomeworkSave) {
  if (input.id) await existing(db, actor, input.id);
  const values = {
    source: input.source,
    bizId: input.bizId,
    bizName: input.bizName,
    bizPicUrl: input.bizPicUrl,
    trainWay: input.trainWay,
    courseId: input.courseId ?? (input.source === 'course' ? input.bizId : null),
    chapterId: input.chapterId ?? null,
    title: input.title,
    instructions: sanitizeRichText(input.instructions),
    attachments: input.attachments,
    dueAt: input.dueTime ? new Date(input.dueTime) : null,
    allowedTypes: input.allowedTypes,
    maxSizeMb: input.maxSizeMb,
    passScore: input.passScore,
    lecturerId: input.lecturerId ?? null,
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = input.id
      ? await tx
          .update(homeworkAssignments)
          .set(values)
          .where(and(eq(homeworkAssignments.tenantId, actor.tenantId), eq(homeworkAssignments.id, input.id)))
          .returning({ id: homeworkAssignments.id })
      : await tx
          .insert(homeworkAssignments)
          .values({ ...values, tenantId: actor.tenantId, creatorId: actor.userId })
          .returning({ id: homeworkAssignments.id });
    const id = requireFound(row).id;
    await tx
      .delete(homeworkTargets)
      .where(and(eq(homeworkTargets.tenantId, actor.tenantId), eq(homeworkTargets.homeworkId, id)));
    const targets = [...new Map(input.targets.map((t) => [`${t.targetType}:${t.targetId}`, t])).values()];
    await tx
      .insert(homeworkTargets)
      .values(targets.map((t) => ({ ...t, tenantId: actor.tenantId, homeworkId: id })));
    await recordAudit(tx, actor, {
      module: 'homework',
      action: input.id ? 'update' : 'create',
      entityType: 'homework',
      entityId: id,
      after: { ...values, targets },
    });
    return id;
  });
  forgetMyCards(actor.tenantId);
  return saved;
}

export async function deleteAssignments(db: Db, actor: Actor, ids: number[]) {
  for (const id of ids) await existing(db, actor, id);
  const count = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(homeworkAssignments)
      .where(and(eq(homeworkAssignments.tenantId, actor.tenantId), inArray(homeworkAssignments.id, ids)))
      .returning({ id: homeworkAssignments.id });
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'homework',
        action: 'delete',
        entityType: 'homework',
        entityId: row.id,
      });
    return removed.length;
  });
  forgetMyCards(actor.tenantId);
  return count;
}
