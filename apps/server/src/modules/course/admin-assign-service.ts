// Required assignment from the back office (issue 20 item 6): a course to users, org units (and everyone
// below them) or positions, with a deadline. Assigning the same target again updates its deadline and adds
// no row; My Task reads course_assignments directly, so learners see the course at once.
import type { TAssign, TAssignmentList, TUnassign } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { courseAssignments } from '../../db/schema/index.ts';
import { checkTargets } from './admin-course-service.ts';
import { targetName } from './admin-queries.ts';
import { requireOwnCourse } from './lecturer-service.ts';
import { epochMs } from './queries.ts';

export async function listAssignments(db: DbOrTx, actor: Actor, scope: DataScope, query: TAssignmentList) {
  await requireOwnCourse(db, actor, query.courseId, scope);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select a.id, a.target_type, a.target_id, ${targetName('a')} as target_name,
        ${epochMs('a.deadline')} as deadline, ${epochMs('a.created_at')} as created_at,
        (select count(*)::int from ${usersTargetedBy(actor.tenantId, sql`(select a.target_type, a.target_id)`)} n) as learner_num,
        (count(*) over ())::int as total_num
      from course_assignments a where a.tenant_id = ${actor.tenantId} and a.course_id = ${query.courseId}
      order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    {
      id: col.int,
      target_type: col.text,
      target_id: col.int,
      target_name: col.text,
      deadline: col.epochMsOrNull,
      created_at: col.epochMs,
      learner_num: col.int,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Assigns the course to every target; a target already assigned keeps its row and takes the new deadline. */
export async function assignCourse(db: DbOrTx, actor: Actor, scope: DataScope, input: TAssign) {
  await db.transaction(async (tx) => {
    await requireOwnCourse(tx, actor, input.courseId, scope);
    await checkTargets(tx, actor.tenantId, input.targets, 'targets');
    const unique = new Map(input.targets.map((t) => [`${t.type}:${t.id}`, t]));
    await tx
      .insert(courseAssignments)
      .values(
        [...unique.values()].map((t) => ({
          tenantId: actor.tenantId,
          courseId: input.courseId,
          targetType: t.type,
          targetId: t.id,
          deadline: input.deadline ?? null,
          assignedBy: actor.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [
          courseAssignments.tenantId,
          courseAssignments.targetType,
          courseAssignments.targetId,
          courseAssignments.courseId,
        ],
        set: { deadline: input.deadline ?? null, assignedBy: actor.userId },
      });
    await recordAudit(tx, actor, {
      module: 'course',
      action: 'assign',
      entityType: 'course',
      entityId: input.courseId,
      after: input,
    });
  });
}

export async function unassignCourse(db: DbOrTx, actor: Actor, scope: DataScope, input: TUnassign) {
  await db.transaction(async (tx) => {
    await requireOwnCourse(tx, actor, input.courseId, scope);
    const removed = await tx
      .delete(courseAssignments)
      .where(
        and(
          eq(courseAssignments.tenantId, actor.tenantId),
          eq(courseAssignments.courseId, input.courseId),
          inArray(courseAssignments.id, input.ids),
        ),
      )
      .returning({
        id: courseAssignments.id,
        type: courseAssignments.targetType,
        targetId: courseAssignments.targetId,
      });
    if (removed.length > 0) {
      await recordAudit(tx, actor, {
        module: 'course',
        action: 'unassign',
        entityType: 'course',
        entityId: input.courseId,
        before: removed,
      });
    }
  });
}
