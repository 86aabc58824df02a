// Adding courses to and removing them from my study (myTask/add, myTask/remove with type 'course'):
// removing deletes my own enrolments and refuses assigned courses; adding enrols me in courses I can see
// (list 1, isRemove 1) — an elective of mine moves there, an assigned one is there already.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { courseAssignedTo, courseVisibleTo } from '../course/policy.ts';
import { assertAllVisible, assertNoneAssigned } from './policy.ts';

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Removes self-enrolled courses; refuses the whole request when any of them is assigned to me. */
export async function removeCoursesFromStudy(db: DbOrTx, actor: Actor, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const assigned = await queryRows(
      tx,
      sql`select c.id from courses c
        where c.tenant_id = ${actor.tenantId} and c.id in (${idList(ids)}) and ${courseAssignedTo(actor)}
        order by c.id`,
      { id: col.int },
    );
    assertNoneAssigned(assigned.map((row) => row.id));
    const removed = await queryRows(
      tx,
      sql`delete from course_enrolments where tenant_id = ${actor.tenantId} and user_id = ${actor.userId}
        and course_id in (${idList(ids)}) returning course_id`,
      { course_id: col.int },
    );
    return removed.length;
  });
}

/** Adds courses I can see to my study; returns how many joined it (assigned ones are there already). */
export async function addCoursesToStudy(db: DbOrTx, actor: Actor, ids: number[]): Promise<number> {
  const visible = await queryRows(
    db,
    sql`select c.id, ${courseAssignedTo(actor)} as assigned from courses c
      where ${courseVisibleTo(actor)} and c.on_shelf and c.id in (${idList(ids)})`,
    { id: col.int, assigned: col.bool },
  );
  assertAllVisible(
    ids,
    visible.map((course) => course.id),
  );
  const toAdd = visible.filter((course) => !course.assigned);
  if (toAdd.length === 0) return 0;
  const added = await queryRows(
    db,
    sql`insert into course_enrolments (tenant_id, user_id, course_id, kind)
      values ${sql.join(
        toAdd.map((course) => sql`(${actor.tenantId}, ${actor.userId}, ${course.id}, 'added')`),
        sql`, `,
      )}
      on conflict (user_id, course_id) do update set kind = 'added', created_at = now()
        where course_enrolments.kind <> 'added'
      returning course_id`,
    { course_id: col.int },
  );
  return added.length;
}
